import { act, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { basketStore } from '../lib/basket/store.ts';
import { BasketBadge } from './BasketBadge.tsx';
import { renderInApp } from './testing.tsx';

// The store is one per page (and per worker here): what another file left in it goes first.
beforeEach(() => void basketStore().clear());

it('counts what the basket holds once its store has loaded, and follows changes', async () => {
  basketStore().add([
    {
      system: 'ICD10CM',
      code: 'I21.9',
      display: 'Acute myocardial infarction',
      from: null,
      release: 'current',
    },
  ]);
  renderInApp(<BasketBadge />);
  // Before the store's code is in: the link, without a count that could be wrong.
  expect(screen.getByRole('link', { name: 'Basket' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Basket: 1 code' })).toBeInTheDocument();
  act(() => {
    basketStore().add([
      { system: 'MSH', code: 'D009203', display: 'Myocardial Infarction', from: null, release: 'current' },
    ]);
  });
  // The count follows through the store's subscription: waited for, not read at once (under
  // load it arrived after the act, `npm run test:stress`).
  expect(await screen.findByRole('link', { name: 'Basket: 2 codes' })).toBeInTheDocument();
  expect(screen.getByTestId('basket-count')).toHaveTextContent('2');
});
