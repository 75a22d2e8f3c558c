import { Text } from '@mantine/core';

/** A tab's failure that the concept header already shows, with its Retry (which retries both). */
export function SameErrorNote({ what }: { what: string }) {
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="same-error">
      The {what} could not be loaded either, for the same reason shown above.
    </Text>
  );
}
