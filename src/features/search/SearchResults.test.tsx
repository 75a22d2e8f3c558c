import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchHit, SearchPage } from '../../api/uts/index.ts';
import { BASKET_STORAGE, basketStore } from '../../lib/basket/index.ts';
import { testTheme } from '../../ui/export/testTheme.ts';
import { SearchResults } from './SearchResults.tsx';

const hit = (n: number): SearchHit => ({
  ui: `C000000${n}`,
  name: `Concept ${n}`,
  rootSource: 'MSH',
  // A hit without a URI: the link and the basket entry come from the search's return type.
  ref: null,
});
const PAGE: SearchPage = {
  hits: [1, 2, 3, 4, 5, 6].map(hit),
  pageNumber: 1,
  pageSize: 25,
  recCount: 6,
  sentinel: false,
  isLast: true,
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function setup() {
  render(
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/search?string=concept']}>
          <Where />
          <Routes>
            <Route
              path="/search"
              element={
                <SearchResults
                  page={PAGE}
                  returnIdType="concept"
                  isFetching={false}
                  onPage={() => {}}
                  onPageSize={() => {}}
                />
              }
            />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const tick = (n: number) => screen.getByRole('checkbox', { name: `Compare Concept ${n} (C000000${n})` });

afterEach(() => localStorage.removeItem(BASKET_STORAGE));

describe('search result rows', () => {
  it('take up to four compare ticks; the others wait until one is unticked', async () => {
    const user = userEvent.setup();
    setup();
    for (const n of [1, 2, 3, 4]) await user.click(tick(n));
    expect(screen.getByRole('button', { name: 'Compare (4)' })).toBeEnabled();
    expect(tick(5)).toBeDisabled();
    expect(tick(6)).toBeDisabled();
    expect(tick(4)).toBeChecked();
    await user.click(tick(2));
    expect(tick(2)).not.toBeChecked();
    expect(tick(5)).toBeEnabled();
    await user.click(tick(5));
    expect(tick(5)).toBeChecked();
  });

  it('add a code to the basket, then read "In basket" and take it out again', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Add UMLS C0000003 to the basket' }));
    expect(
      basketStore()
        .getSnapshot()
        .entries.map((e) => e.code),
    ).toEqual(['C0000003']);
    const remove = screen.getByRole('button', { name: 'Remove UMLS C0000003 from the basket' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(remove).toHaveTextContent('✓ In basket');
    // The other rows are not marked.
    expect(screen.getByRole('button', { name: 'Add UMLS C0000002 to the basket' })).toHaveTextContent(
      '+ Basket',
    );
    await user.click(remove);
    expect(basketStore().getSnapshot().entries).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add UMLS C0000003 to the basket' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('open a hit in the app on a plain click, and leave a modified click to the browser', async () => {
    const user = userEvent.setup();
    setup();
    const link = screen.getByRole('link', { name: 'Concept 2' });
    expect(link).toHaveAttribute('href', '/concepts/C0000002');
    // A ctrl-click (new tab) is not taken over: the app leaves its default action alone (the
    // listener below, after the app's, notes that and stops jsdom, which cannot open tabs).
    let leftToBrowser = false;
    const browser = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/search');
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/concepts/C0000002');
  });
});
