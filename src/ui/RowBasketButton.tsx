import { basketToggle, type NewEntry } from '../lib/basket/index.ts';
import { PlainButton } from './PlainButton.tsx';

/**
 * The "+ Basket" / "✓ In basket" toggle of a table row, as a plain button: a page of rows
 * renders many, so it takes `inBasket` from the table (one basket subscription, useBasketIds)
 * rather than subscribing itself. Looks and reads as AddToBasketButton `short`.
 */
export function RowBasketButton({ entry, inBasket }: { entry: NewEntry; inBasket: boolean }) {
  const { label, text, toggle } = basketToggle(entry, inBasket, true);
  return (
    <PlainButton aria-pressed={inBasket} aria-label={label} onClick={toggle}>
      {text}
    </PlainButton>
  );
}
