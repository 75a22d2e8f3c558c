import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The quiet line a section shows when its list is empty. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}
