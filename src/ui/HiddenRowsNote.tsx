import { Anchor, Text } from '@mantine/core';
import type { HiddenRows } from '../lib/hiddenRows.ts';

/** "15 shown, 1 obsolete or suppressible hidden — show": the "show" turns the switches on. */
export function HiddenRowsNote({ rows, onShow }: { rows: HiddenRows | null; onShow: () => void }) {
  if (!rows) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="hidden-rows">
      {rows.shown} shown, {rows.hidden} {rows.kinds} hidden —{' '}
      <Anchor component="button" type="button" size="sm" onClick={onShow}>
        show
      </Anchor>
    </Text>
  );
}
