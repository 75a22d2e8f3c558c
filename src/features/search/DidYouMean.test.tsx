import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { SearchParams } from '../../api/uts/index.ts';
import { testTheme } from '../../ui/export/testTheme.ts';
import { DidYouMean } from './DidYouMean.tsx';
import { DEFAULT_FORM, type SearchForm } from './searchUrl.ts';

// The services as the demo data answers: the drug service's spelling suggestions for drug-like
// words, and the names a partial search of the same words finds.
const SPELLING: Record<string, string[]> = {
  lisinoprill: ['lisinopril', 'Lisinopril Oral Tablet'],
  atorvastatn: ['atorvastatin'],
};
const PARTIAL: Record<string, string[]> = {
  'myocardial infarctoin': ['Myocardial Infarction', 'Old myocardial infarction', 'Infarction'],
  lisinoprill: [],
  qqqzzz: ['Quinine'],
};
const fakes = vi.hoisted(() => ({ drugFails: false }));

const search = vi.hoisted(() => vi.fn());
vi.mock('../../api/uts/index.ts', async (original) => ({
  ...(await original<typeof import('../../api/uts/index.ts')>()),
  search,
}));
const spelling = vi.hoisted(() => vi.fn());
vi.mock('../../api/rxnorm/defaultClient.ts', () => ({
  defaultDrugClient: () => ({ getSpellingSuggestions: spelling }),
}));

search.mockImplementation(async (params: SearchParams) => {
  const hits = (PARTIAL[params.string] ?? []).map((name, i) => ({
    ui: `C000000${i}`,
    name,
    rootSource: 'MSH',
    ref: null,
  }));
  return { hits, pageNumber: 1, pageSize: 50, recCount: hits.length, sentinel: false, isLast: true };
});
spelling.mockImplementation(async (term: string) => {
  if (fakes.drugFails) throw new ApiError('upstream', 'HTTP 503 from the drug service', { status: 503 });
  return SPELLING[term] ?? [];
});

afterEach(() => {
  fakes.drugFails = false;
  search.mockClear();
  spelling.mockClear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function show(form: Partial<SearchForm>, at = `/search?string=${encodeURIComponent(form.string ?? '')}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <Where />
          <Routes>
            <Route path="/search" element={<DidYouMean form={{ ...DEFAULT_FORM, ...form }} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

const offer = () => screen.findByTestId('did-you-mean');
const where = () => screen.getByTestId('where');

describe('Did you mean', { timeout: 30_000 }, () => {
  it('offers the drug service’s spelling suggestion for a misspelt drug word, as a link', async () => {
    const user = show({ string: 'lisinoprill' });
    const link = await screen.findByRole('link', { name: 'lisinopril' });
    expect(await offer()).toHaveTextContent(/^Did you mean lisinopril\?$/);
    expect(spelling).toHaveBeenCalledWith('lisinoprill', expect.anything());
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ string: 'lisinoprill', searchType: 'words', partialSearch: true }),
      expect.anything(),
    );
    // Offered, not searched in the user's place.
    expect(where()).toHaveTextContent('/search?string=lisinoprill');
    expect(link).toHaveAttribute('href', '/search?string=lisinopril');
    await user.click(link);
    expect(where()).toHaveTextContent(/^\/search\?string=lisinopril$/);
  });

  it('asks the drug service only for one word; several words get the closest names of a partial search', async () => {
    show({ string: 'myocardial infarctoin' });
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Myocardial Infarction', 'Old myocardial infarction']);
    expect(links[0]).toHaveAttribute('href', '/search?string=Myocardial+Infarction');
    expect(await offer()).toHaveTextContent(
      /^Did you mean Myocardial Infarction, Old myocardial infarction\?$/,
    );
    expect(spelling).not.toHaveBeenCalled();
  });

  it('keeps the page size and the release of the page, and starts the new search on page 1', async () => {
    show({ string: 'atorvastatn', pageSize: 50, pageNumber: 3 }, '/search?string=atorvastatn&release=2024AA');
    const link = await screen.findByRole('link', { name: 'atorvastatin' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      string: 'atorvastatin',
      pageSize: '50',
      release: '2024AA',
    });
  });

  it('still offers the partial search’s names when the drug service fails', async () => {
    fakes.drugFails = true;
    PARTIAL.atorvastatn = ['Atorvastatin'];
    try {
      show({ string: 'atorvastatn' });
      expect(await screen.findByRole('link', { name: 'Atorvastatin' })).toBeInTheDocument();
      expect(spelling).toHaveBeenCalled();
    } finally {
      delete PARTIAL.atorvastatn;
    }
  });

  it('shows nothing when no name is close', async () => {
    show({ string: 'qqqzzz' });
    await waitFor(() => expect(search).toHaveBeenCalled());
    await waitFor(() => expect(spelling).toHaveBeenCalled());
    // Both answers are in and rendered: "Quinine" is too far from "qqqzzz" to be offered.
    await act(() =>
      Promise.allSettled([...search.mock.results, ...spelling.mock.results].map((r) => r.value)),
    );
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });

  it('asks nothing for an empty search', async () => {
    show({ string: '   ' }, '/search');
    // Whatever the first render would start has started once its effects ran.
    await act(async () => {});
    expect(search).not.toHaveBeenCalled();
    expect(spelling).not.toHaveBeenCalled();
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });

  it('shows a suggested name as text, isolated: markup and a right-to-left override stay inert', async () => {
    PARTIAL['<b>x</b> zzz'] = ['<b>x</b> zzy', '\u202E<b>x</b> zz'];
    try {
      show({ string: '<b>x</b> zzz' });
      const links = await screen.findAllByRole('link');
      expect(links[0]).toHaveTextContent('<b>x</b> zzy');
      expect(links[0]!.querySelector('b')).toBeNull();
      expect(links[0]!.querySelector('bdi')).not.toBeNull();
      expect(links[1]).toHaveTextContent('U+202E<b>x</b> zz');
      expect(links[1]!.textContent).not.toContain('\u202E');
    } finally {
      delete PARTIAL['<b>x</b> zzz'];
    }
  });
});
