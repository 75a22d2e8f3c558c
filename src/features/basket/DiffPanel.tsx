import { Alert, Button, Group, List, Text } from '@mantine/core';
import { DIFF_COLUMNS, diffRows, diffSummary } from '../../lib/basket/diff.ts';
import type { BasketEntry } from '../../lib/basket/index.ts';
import { ruleLabel } from '../../lib/basket/ruleText.ts';
import { csvBlob, download, exportFileName, toCsv } from '../../lib/export/index.ts';
import type { ReExpanded } from './useExpansion.ts';

const SHOWN = 100;

/** What a re-expansion changed, coloured and in words, with the diff as a CSV file. */
export function DiffPanel({
  re,
  name,
  entries,
  onClose,
}: {
  re: ReExpanded;
  name: string;
  entries: readonly BasketEntry[];
  onClose: () => void;
}) {
  const { diff, before, after } = re;
  const flags = Object.entries(diff.flags);
  const unread = Object.entries(diff.notReadRules);
  return (
    <Alert
      color="blue"
      title={`${unread.length ? 'Re-expansion (not finished)' : 'Re-expanded'} against ${after.release}${before ? `, compared with the expansion of ${new Date(before.timestamp).toLocaleDateString()} (${before.release})` : ''}`}
      withCloseButton
      onClose={onClose}
      data-testid="expansion-diff"
    >
      <Text size="sm" role="status" mb="xs">
        {diffSummary(diff)}
      </Text>
      <DiffList
        label="Added"
        color="green.8"
        testId="diff-added"
        lines={diff.added.map((c) => [`${c.system}|${c.code}`, `+ ${c.system} ${c.code} ${c.display}`])}
      />
      <DiffList
        label="Removed"
        color="red.8"
        testId="diff-removed"
        lines={diff.removed.map((c) => [`${c.system}|${c.code}`, `− ${c.system} ${c.code} ${c.display}`])}
      />
      <DiffList
        label="Renamed"
        color="orange.8"
        testId="diff-renamed"
        lines={diff.renamed.map((r) => [
          `${r.system}|${r.code}`,
          `~ ${r.system} ${r.code}: “${r.before}” → “${r.after}”`,
        ])}
      />
      <DiffList
        label="Not read"
        color="orange.8"
        testId="diff-not-read"
        lines={diff.notRead.map((c) => [`${c.system}|${c.code}`, `? ${c.system} ${c.code} ${c.display}`])}
      />
      {unread.length > 0 && (
        <Text size="sm" c="orange.8" mt="xs">
          Not read (the service did not answer), so their codes are neither kept nor removed by this run:{' '}
          {unread.map(([id, why]) => `${ruleLabel(id, entries)} (${why})`).join('; ')}
        </Text>
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

/** One kind of change (added, removed, renamed): its count, then its first SHOWN lines. */
function DiffList(props: {
  label: string;
  color: string;
  testId: string;
  lines: Array<[key: string, text: string]>;
}) {
  const { label, color, testId, lines } = props;
  if (lines.length === 0) return null;
  return (
    <section aria-label={`${label} codes`}>
      <Text size="sm" fw={600} c={color}>
        {label} ({lines.length})
      </Text>
      <List size="sm" data-testid={testId}>
        {lines.slice(0, SHOWN).map(([key, text]) => (
          <List.Item key={key} c={color}>
            {text}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
