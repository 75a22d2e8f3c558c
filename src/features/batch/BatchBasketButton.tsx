import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { basketStore, entryId, useBasketIds } from '../../lib/basket/index.ts';
import { releaseToRecord } from '../../lib/queries/resolvedRelease.ts';
import { batchRowEntries } from './basketEntry.ts';
import type { BatchRow } from './rows.ts';

/**
 * "+ Basket" on a batch row: only a matched row (by the service or by hand) can be added; with
 * a target source it adds the concept's codes there. Pressed again, it takes them out. Entries
 * record the release `current` stood for (2025AB), as from every other page.
 */
export function BatchBasketButton({
  row,
  targetSource,
  release,
}: {
  row: BatchRow;
  targetSource: string | null;
  release: string;
}) {
  const ids = useBasketIds();
  const client = useQueryClient();
  if (row.status !== 'matched') return null;
  const entries = batchRowEntries(row.resolution, targetSource, release);
  if (entries.length === 0) return null;
  const keys = entries.map((e) => entryId(e.system, e.code));
  const inBasket = keys.every((k) => ids.has(k));
  const what = entries.map((e) => `${e.system} ${e.code}`).join(', ');
  return (
    <Button
      size="compact-xs"
      variant={inBasket ? 'light' : 'default'}
      aria-pressed={inBasket}
      aria-label={inBasket ? `Remove ${what} from the basket` : `Add ${what} to the basket`}
      onClick={async () => {
        if (inBasket) return basketStore().remove(keys);
        basketStore().add(
          batchRowEntries(row.resolution, targetSource, await releaseToRecord(client, release)),
        );
      }}
    >
      {inBasket ? '✓ In basket' : '+ Basket'}
    </Button>
  );
}
