import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { LinkIds } from '../lib/useLinkIds.ts';
import { ErrorPanel } from './ErrorPanel.tsx';

/**
 * What became of the identifiers in a compare or relate link (lib/useLinkIds.ts): being looked
 * up; found, and shown as which concept; naming several, for the user to pick; failed, with
 * retry. What was not used at all is UnusedIdsAlert's.
 */
export function LinkIdsStatus({ link, testId }: { link: LinkIds; testId: string }) {
  const { pending, resolved, choices, failed } = link;
  if (!pending.length && !resolved.length && !choices.length && !failed.length) return null;
  return (
    <Stack gap="xs">
      {pending.length > 0 && (
        <Text size="sm" c="dimmed" role="status" data-testid={`${testId}-pending`}>
          Looking up {pending.map((p) => `${p.typed} (${p.what})`).join(', ')}…
        </Text>
      )}
      {resolved.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          title="Read from the link"
          role="status"
          data-testid={`${testId}-resolved`}
        >
          <List size="sm">
            {resolved.map((line) => (
              <List.Item key={line} style={{ wordBreak: 'break-word' }}>
                {line}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {choices.map((c) => (
        <Alert
          key={c.part}
          color="yellow"
          title={`${c.typed} (${c.what}) names ${c.options.length} concepts`}
          role="alert"
          data-testid={`${testId}-choice`}
        >
          <Text size="sm" mb="xs">
            Pick the one the link means; none is shown until you do.
          </Text>
          <Group gap="xs">
            {c.options.map((o) => (
              <Button key={o.token} size="xs" variant="default" onClick={() => link.choose(c, o)}>
                {o.label}
              </Button>
            ))}
          </Group>
        </Alert>
      ))}
      {failed.map((f) => (
        <ErrorPanel key={f.part} error={f.error} what={`the concept of ${f.typed}`} onRetry={f.retry} />
      ))}
    </Stack>
  );
}
