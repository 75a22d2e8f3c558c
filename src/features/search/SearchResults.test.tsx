import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Atom, Concept, Page, SearchHit, SearchPage } from '../../api/uts/index.ts';
import { BASKET_STORAGE, basketStore } from '../../lib/basket/index.ts';
import { testTheme } from '../../ui/export/testTheme.ts';
import { hitDetailQueries } from './hitDetails.ts';
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

function setup(url = '/search?string=concept', client = new QueryClient()) {
  render(
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
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

const atom = (ui: string, name: string, rootSource: string, termType: string) =>
  ({ kind: 'Atom', ui, name, rootSource, termType, suppressible: false, obsolete: false }) as Atom;
const atomPage = (items: Atom[]): Page<Atom> => ({ items, pageNumber: 1, pageSize: 1000, pageCount: 1 });
const concept = (ui: string, ...types: string[]) =>
  ({ kind: 'Concept', ui, semanticTypes: types.map((name) => ({ name, uri: '' })) }) as unknown as Concept;

describe('matched atom and semantic types', () => {
  it('name the atom each row matched, say "…" while details come, and "details unavailable" for a row whose calls failed', async () => {
    // Answers put in the cache beforehand: no request leaves the test.
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } },
    });
    const sent = { sabs: [], includeObsolete: false, includeSuppressible: false };
    const [concept1, atoms1] = hitDetailQueries('2025AB', 'C0000001', sent);
    client.setQueryData(concept1.queryKey, concept('C0000001', 'Disease or Syndrome', 'Finding'));
    client.setQueryData(
      atoms1.queryKey,
      atomPage([atom('A2', 'Concept 1', 'MSH', 'MH'), atom('A1', 'heart attack', 'DOID', 'SY')]),
    );
    // Row 2: both of its calls failed.
    for (const q of hitDetailQueries('2025AB', 'C0000002', sent))
      await client.prefetchQuery({ queryKey: q.queryKey, queryFn: () => Promise.reject(new Error('503')) });
    // Rows 3 to 6: their answers are still on the way.
    for (const n of [3, 4, 5, 6])
      for (const q of hitDetailQueries('2025AB', `C000000${n}`, sent))
        void client.prefetchQuery({ queryKey: q.queryKey, queryFn: () => new Promise<never>(() => {}) });
    setup('/search?string=heart+attack&searchType=exact&types=1&release=2025AB', client);

    const toggle = screen.getByRole('button', { name: 'Matched atom and semantic types' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', expect.stringContaining('two requests per result on this page'));
    expect(screen.getByRole('columnheader', { name: 'Semantic types' })).toBeInTheDocument();
    const row = (n: number) => within(screen.getByRole('link', { name: `Concept ${n}` }).closest('tr')!);

    expect(row(1).getByText('1. exact: “heart attack” (DOID/SY)')).toBeInTheDocument();
    expect(row(1).getByText('Disease or Syndrome; Finding')).toBeInTheDocument();
    // The failed row keeps its name and link, and says what it could not read; the table stays.
    expect(row(2).getByText('2. exact: a synonym is the term; details unavailable')).toBeInTheDocument();
    expect(row(2).getByText('details unavailable')).toBeInTheDocument();
    expect(row(3).getByText('3. exact: …')).toBeInTheDocument();
    expect(row(3).getByText('…')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(7);
  });

  it('are not asked for, nor shown, without types=1', () => {
    const client = new QueryClient();
    setup('/search?string=heart+attack&searchType=exact', client);
    expect(screen.getByRole('button', { name: 'Matched atom and semantic types' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('columnheader', { name: 'Semantic types' })).toBeNull();
    expect(screen.getByText('1. exact: a synonym is the term')).toBeInTheDocument();
    // No concept or atoms asked for: only the search's own queries are in the cache.
    expect(client.getQueryCache().findAll({ predicate: (q) => q.queryKey[2] === 'concept' })).toHaveLength(0);
  });
});
