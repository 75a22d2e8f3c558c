import { Button, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { SavedRunOffer } from './useBatch.ts';

const STATE_WORDS: Record<SavedRunOffer['run'], string> = {
  idle: 'not run',
  complete: 'complete',
  cancelled: 'cancelled',
  stopped: 'stopped',
  interrupted: 'interrupted',
};

/**
 * The runs saved in this browser by other tabs, by name and date, for a tab that has none of
 * its own: Open takes one into this tab (a run open in another tab stays that tab's), Forget
 * deletes it.
 */
export function SavedRuns({
  offers,
  onOpen,
  onForget,
}: {
  offers: readonly SavedRunOffer[];
  onOpen: (id: string) => Promise<boolean>;
  onForget: (id: string) => void;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="saved-runs" data-testid="saved-runs">
      <Title order={2} size="h5" id="saved-runs" mb={4}>
        Saved runs in this browser
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-labelledby="saved-runs" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Run</Table.Th>
              <Table.Th>Saved</Table.Th>
              <Table.Th>Lines</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((o) => (
              <Table.Tr key={o.id} data-testid="saved-run">
                <Table.Td style={{ wordBreak: 'break-word' }}>{o.name}</Table.Td>
                <Table.Td>
                  <time dateTime={o.savedAt}>{new Date(o.savedAt).toLocaleString()}</time>
                </Table.Td>
                <Table.Td>
                  {o.lines.toLocaleString('en-US')} ({o.answered.toLocaleString('en-US')} answered)
                </Table.Td>
                <Table.Td>{o.elsewhere ? 'open in another tab' : STATE_WORDS[o.run]}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={o.elsewhere}
                      aria-label={`Open the run ${o.name}`}
                      onClick={() =>
                        void onOpen(o.id).then((ok) =>
                          setRefused(ok ? null : `${o.name} is open in another tab: it stays there.`),
                        )
                      }
                    >
                      Open
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      disabled={o.elsewhere}
                      aria-label={`Forget the run ${o.name}`}
                      onClick={() => onForget(o.id)}
                    >
                      Forget
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {refused && (
        <Text size="sm" role="alert">
          {refused}
        </Text>
      )}
    </section>
  );
}
