import { Alert, Button, Group, List, Text } from '@mantine/core';
import { DIFF_COLUMNS, diffRows, diffSummary } from '../../lib/basket/diff.ts';
import { csvBlob, download, exportFileName, toCsv } from '../../lib/export/index.ts';
import type { ReExpanded } from './useExpansion.ts';

const SHOWN = 100;

/** What a re-expansion changed, coloured and in words, with the diff as a CSV file. */
export function DiffPanel({ re, name, onClose }: { re: ReExpanded; name: string; onClose: () => void }) {
  const { diff, before, after } = re;
  const flags = Object.entries(diff.flags);
  return (
    <Alert
      color="blue"
      title={`Re-expanded against ${after.release}${before ? `, compared with the expansion of ${new Date(before.timestamp).toLocaleDateString()} (${before.release})` : ''}`}
      withCloseButton
      onClose={onClose}
      data-testid="expansion-diff"
    >
      <Text size="sm" role="status" mb="xs">
        {diffSummary(diff)}
      </Text>
      {diff.added.length > 0 && (
        <section aria-label="Added codes">
          <Text size="sm" fw={600} c="green.8">
            Added ({diff.added.length})
          </Text>
          <List size="sm" data-testid="diff-added">
            {diff.added.slice(0, SHOWN).map((c) => (
              <List.Item key={`${c.system}|${c.code}`} c="green.8">
                + {c.system} {c.code} {c.display}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {diff.removed.length > 0 && (
        <section aria-label="Removed codes">
          <Text size="sm" fw={600} c="red.8">
            Removed ({diff.removed.length})
          </Text>
          <List size="sm" data-testid="diff-removed">
            {diff.removed.slice(0, SHOWN).map((c) => (
              <List.Item key={`${c.system}|${c.code}`} c="red.8">
                − {c.system} {c.code} {c.display}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {diff.renamed.length > 0 && (
        <section aria-label="Renamed codes">
          <Text size="sm" fw={600} c="orange.8">
            Renamed ({diff.renamed.length})
          </Text>
          <List size="sm" data-testid="diff-renamed">
            {diff.renamed.slice(0, SHOWN).map((r) => (
              <List.Item key={`${r.system}|${r.code}`} c="orange.8">
                ~ {r.system} {r.code}: “{r.before}” → “{r.after}”
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {flags.length > 0 && (
        <Text size="sm" c="red.8" mt="xs">
          Flagged rules:{' '}
          {flags.map(([id, why]) => `${id.split('|').slice(0, 2).join(' ')} (${why})`).join('; ')}
        </Text>
      )}
      <Group mt="xs">
        <Button
          size="xs"
          variant="default"
          disabled={diffRows(diff).length === 0}
          onClick={() =>
            download(
              csvBlob(toCsv(diffRows(diff), DIFF_COLUMNS)),
              exportFileName(`${name}-diff`, after.release, 'csv'),
            )
          }
        >
          Export diff (CSV)
        </Button>
      </Group>
    </Alert>
  );
}
