import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { SearchParams } from '../api/uts/index.ts';
import { compareLinkRules } from '../lib/compareIds.ts';
import { useLinkIds } from '../lib/useLinkIds.ts';
import { testTheme } from './export/testTheme.ts';
import { LinkIdsStatus } from './LinkIdsStatus.tsx';

// A code search as the service answers it: SNOMED CT 22298006 is held by two concepts.
const CODES: Record<string, Array<{ ui: string; name: string }>> = {
  'ICD10CM|I21.9': [{ ui: 'C9160776', name: 'Acute myocardial infarction, unspecified' }],
  'SNOMEDCT_US|22298006': [
    { ui: 'C0027051', name: 'Myocardial Infarction' },
    { ui: 'C0155626', name: 'Acute myocardial infarction' },
  ],
};
let failing = false;

vi.mock('../api/uts/index.ts', async (original) => ({
  ...(await original<typeof import('../api/uts/index.ts')>()),
  search: vi.fn(async (params: SearchParams) => {
    if (failing) throw new ApiError('upstream', 'HTTP 503 from the service', { status: 503 });
    const hits = (CODES[`${params.sabs}|${params.string}`] ?? []).map((h) => ({
      ...h,
      rootSource: String(params.sabs),
      ref: null,
    }));
    return { hits, pageNumber: 1, pageSize: 10, recCount: hits.length, sentinel: false, isLast: true };
  }),
}));

afterEach(() => {
  failing = false;
});

/** The glue as a page has it: the link's ids, what became of them, and the address. */
function Page() {
  const [params] = useSearchParams();
  const link = useLinkIds(params.get('ids'), compareLinkRules);
  const location = useLocation();
  return (
    <>
      <LinkIdsStatus link={link} testId="link" />
      <p data-testid="shown">{link.pending.length ? 'waiting' : link.tokens.join(' ')}</p>
      <p data-testid="problems">{link.problems.join(' | ')}</p>
      <p data-testid="url">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

function show(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('identifiers in a compare link', () => {
  it('says it is looking up, then shows the concept in its place and rewrites the link', async () => {
    show('/compare?ids=I21.9,C0018801&present=1');
    expect(screen.getByTestId('link-pending')).toHaveTextContent('Looking up I21.9 (an ICD-10-CM code)…');
    expect(screen.getByTestId('shown')).toHaveTextContent('waiting');
    expect(await screen.findByTestId('link-resolved')).toHaveTextContent(
      'I21.9 (an ICD-10-CM code) is shown as C9160776 Acute myocardial infarction, unspecified.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/compare?ids=C9160776,C0018801&present=1'),
    );
    expect(screen.getByTestId('shown')).toHaveTextContent('C9160776 C0018801');
  });

  it('a code naming several concepts is offered, and only the pick is shown', async () => {
    show('/compare?ids=SNOMEDCT_US:22298006,C0018801');
    const choice = await screen.findByTestId('link-choice');
    expect(choice).toHaveTextContent('SNOMEDCT_US:22298006 (a SNOMED CT code) names 2 concepts');
    expect(screen.getByTestId('shown')).toHaveTextContent(/^C0018801$/);
    expect(screen.getByTestId('url')).toHaveTextContent('/compare?ids=SNOMEDCT_US:22298006,C0018801');
    await userEvent.click(screen.getByRole('button', { name: 'C0155626 Acute myocardial infarction' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/compare?ids=C0155626,C0018801');
    expect(screen.getByTestId('shown')).toHaveTextContent('C0155626 C0018801');
    expect(screen.getByTestId('link-resolved')).toHaveTextContent(
      'SNOMEDCT_US:22298006 (a SNOMED CT code) is shown as C0155626 Acute myocardial infarction (picked).',
    );
    expect(screen.queryByTestId('link-choice')).toBeNull();
  });

  it('a code already listed is said once as a repeat, and the link loses it', async () => {
    show('/compare?ids=C9160776,I21.9');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/compare\?ids=C9160776$/));
    // Said after the rewrite too, from the history entry.
    expect(screen.getByTestId('problems')).toHaveTextContent(
      'I21.9 (an ICD-10-CM code) is C9160776, which is already listed; it is shown once.',
    );
    expect(screen.getByTestId('problems').textContent!.match(/C9160776/g)).toHaveLength(1);
  });

  it('a failed lookup offers Retry, the other ids are shown, and Retry finds it', async () => {
    failing = true;
    show('/compare?ids=C0018801,I21.9');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/Could not load the concept of I21.9/)).toBeInTheDocument();
    expect(screen.getByTestId('shown')).toHaveTextContent(/^C0018801$/);
    expect(screen.getByTestId('url')).toHaveTextContent('/compare?ids=C0018801,I21.9');
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByTestId('link-resolved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/compare?ids=C0018801,C9160776'),
    );
  });
});
