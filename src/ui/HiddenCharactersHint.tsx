import { Anchor, Text } from '@mantine/core';
import { hiddenInField, withoutHiddenInField } from '../lib/userText.ts';

/**
 * Under a field whose value holds invisible characters (a right-to-left override, a zero-width
 * space, …): says which, since the field itself obeys them ("\u202Eevil" shows as "live"),
 * and offers to remove them. Nothing is removed unasked.
 */
export function HiddenCharactersHint({
  value,
  onRemove,
}: {
  value: string;
  onRemove: (cleaned: string) => void;
}) {
  const hidden = hiddenInField(value);
  if (hidden.length === 0) return null;
  return (
    <Text size="xs" c="orange.9" role="status" data-testid="hidden-characters">
      This text holds invisible characters that can reorder or hide what the box shows:{' '}
      {hidden.map((h) => `${h.code} ${h.name}`).join(', ')}.{' '}
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={() => onRemove(withoutHiddenInField(value))}
      >
        Remove them
      </Anchor>
    </Text>
  );
}
