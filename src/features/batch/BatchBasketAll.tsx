import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { basketStore, entryId, useBasketIds } from '../../lib/basket/index.ts';
import { releaseToRecord } from '../../lib/queries/resolvedRelease.ts';
import { matchedRowsEntries } from './basketEntry.ts';
import type { BatchRow } from './rows.ts';

/**
 * "Add all matched" in one step: every resolved row's entries (with a target source, its codes
 * there) not yet in the basket. Review, several and no-match rows are never added.
 */
export function BatchBasketAll({
  rows,
  targetSource,
  release,
}: {
  rows: readonly BatchRow[];
  targetSource: string | null;
  release: string;
}) {
  const ids = useBasketIds();
  const client = useQueryClient();
  const entries = matchedRowsEntries(rows, targetSource, release);
  const missing = entries.filter((e) => !ids.has(entryId(e.system, e.code)));
  const noun = (n: number) =>
    targetSource ? `${targetSource} code${n === 1 ? '' : 's'}` : n === 1 ? 'entry' : 'entries';
  const count = (n: number) => `${n.toLocaleString('en-US')} ${noun(n)}`;
  const label =
    entries.length === 0
      ? 'Add all matched to the basket'
      : missing.length === 0
        ? `✓ All matched in the basket (${count(entries.length)})`
        : `Add all matched to the basket (${count(missing.length)})`;
  return (
    <Button
      size="xs"
      variant="default"
      disabled={missing.length === 0}
      onClick={async () => {
        const recorded = await releaseToRecord(client, release);
        basketStore().add(
          matchedRowsEntries(rows, targetSource, recorded).filter((e) => !ids.has(entryId(e.system, e.code))),
        );
      }}
    >
      {label}
    </Button>
  );
}
