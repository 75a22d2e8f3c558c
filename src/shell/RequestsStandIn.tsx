import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** The header's "Requests" button (hidden at phone width, where the header has no room). */
export function RequestsStandIn(props: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  return (
    <Button
      variant="default"
      size="sm"
      visibleFrom="sm"
      style={{ flexShrink: 0 }}
      aria-haspopup="dialog"
      {...props}
    >
      Requests
    </Button>
  );
}
