import { Button } from '@mantine/core';
import { basketToggle, entryId, useBasket, type NewEntry } from '../lib/basket/index.ts';

/**
 * "Add to basket" for one code; once added it reads "In basket" and a second press takes the
 * code out again. Null `entry` (the page's data not loaded yet) shows nothing. Long tables
 * use RowBasketButton, the same button without Mantine's per-button cost.
 */
export function AddToBasketButton({
  entry,
  size = 'compact-xs',
  short = false,
  tabIndex,
}: {
  entry: NewEntry | null;
  size?: string;
  /** "+ Basket" (tree rows and table rows, where width is short); the accessible name is the same. */
  short?: boolean;
  tabIndex?: number;
}) {
  const basket = useBasket();
  if (!entry) return null;
  const id = entryId(entry.system, entry.code);
  const inBasket = basket.entries.some((e) => e.id === id);
  const { label, text, toggle } = basketToggle(entry, inBasket, short);
  return (
    <Button
      size={size}
      variant={inBasket ? 'light' : 'default'}
      aria-pressed={inBasket}
      aria-label={label}
      tabIndex={tabIndex}
      onClick={toggle}
    >
      {text}
    </Button>
  );
}
