import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { SearchParams } from '../api/uts/index.ts';
import { ConceptNameInput, type ConceptNameInputProps } from './ConceptNameInput.tsx';
import { testTheme } from './export/testTheme.ts';

// The service as the demo data answers: a code search gives the concepts holding the code,
// a name prefix the names starting with it.
const CODES: Record<string, Array<{ ui: string; name: string }>> = {
  'ICD10CM|I21.9': [{ ui: 'C0155626', name: 'Acute myocardial infarction' }],
  'MSH|D009203': [{ ui: 'C0027051', name: 'Myocardial Infarction' }],
  'RXNORM|29046': [{ ui: 'C0065374', name: 'Lisinopril' }],
  'SNOMEDCT_US|22298006': [
    { ui: 'C0027051', name: 'Myocardial Infarction' },
    { ui: 'C0155626', name: 'Acute myocardial infarction' },
  ],
};
const NAMES = [{ ui: 'C0018801', name: 'Heart Failure' }];
let failing = false;

vi.mock('../api/uts/index.ts', async (original) => ({
  ...(await original<typeof import('../api/uts/index.ts')>()),
  search: vi.fn(async (params: SearchParams) => {
    if (failing) throw new ApiError('upstream', 'HTTP 503 from the service', { status: 503 });
    const found =
      params.inputType === 'sourceUi'
        ? (CODES[`${params.sabs}|${params.string}`] ?? [])
        : NAMES.filter((n) => n.name.toLowerCase().startsWith(params.string.toLowerCase()));
    const hits = found.map((h) => ({ ...h, rootSource: 'MSH', ref: null }));
    return { hits, pageNumber: 1, pageSize: 8, recCount: hits.length, sentinel: false, isLast: true };
  }),
}));
vi.mock('../api/rxnorm/defaultClient.ts', () => ({
  defaultDrugClient: () => ({
    getRxConceptProperties: async (rxcui: string) =>
      rxcui === '29046' ? { RXCUI: '29046', STR: 'lisinopril', TTY: 'IN' } : null,
    findRxcuiById: async () => [],
  }),
}));

afterEach(() => {
  failing = false;
});

function show(props: Partial<ConceptNameInputProps> = {}) {
  const onPick = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ConceptNameInput label="Add a concept" onPick={onPick} {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onPick, box: screen.getByRole('textbox', { name: 'Add a concept' }), user: userEvent.setup() };
}

describe('ConceptNameInput takes identifiers through the shared detector', { timeout: 30_000 }, () => {
  it('I21.9: shows what it recognised and the concept, and adds that concept', async () => {
    const { onPick, box, user } = show();
    await user.type(box, 'I21.9');
    expect(await screen.findByText('I21.9 looks like an ICD-10-CM code')).toBeInTheDocument();
    const option = await screen.findByRole('option', { name: /C0155626 Acute myocardial infarction/ });
    expect(option).toHaveTextContent('→ C0155626 Acute myocardial infarction');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('C0155626', 'Acute myocardial infarction'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added: I21.9 looks like an ICD-10-CM code → C0155626 Acute myocardial infarction.',
    );
    expect(box).toHaveValue('');
  });

  it('Enter straight after typing still looks the code up: dotless ICD-10-CM, SAB:code, a MeSH UI', async () => {
    for (const [typed, cui] of [
      ['I219', 'C0155626'],
      ['ICD10CM:I21.9', 'C0155626'],
      ['D009203', 'C0027051'],
    ] as const) {
      const { onPick, box, user } = show();
      await user.type(box, `${typed}{Enter}`);
      await waitFor(() => expect(onPick).toHaveBeenCalledWith(cui, expect.any(String)));
      expect(onPick).toHaveBeenCalledTimes(1);
      document.body.innerHTML = '';
    }
  });

  it('an RXCUI is its UMLS concept, or the drug when the page takes drugs', async () => {
    const umls = show();
    await umls.user.type(umls.box, '29046{Enter}');
    await waitFor(() => expect(umls.onPick).toHaveBeenCalledWith('C0065374', 'Lisinopril'));
    document.body.innerHTML = '';

    const onDrug = vi.fn(() => null);
    const drugs = show({ onDrug });
    await drugs.user.type(drugs.box, '29046');
    expect(await screen.findByRole('option', { name: /RXCUI 29046 lisinopril/ })).toBeInTheDocument();
    await drugs.user.keyboard('{Enter}');
    await waitFor(() => expect(onDrug).toHaveBeenCalledWith('29046', 'lisinopril'));
    expect(drugs.onPick).not.toHaveBeenCalled();
  });

  it('an unknown code, a TUI, a bad NDC and a failing service each say so; nothing is added', async () => {
    const { onPick, box, user } = show();
    const alertFor = async (typed: string, text: string) => {
      await user.clear(box);
      await user.type(box, `${typed}{Enter}`);
      expect(await screen.findByText(text)).toBeInTheDocument();
      // The list is closed: it would cover the red line under the box.
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    };
    await alertFor('Z99.999', 'Z99.999 looks like an ICD-10-CM code, but no concept in this release has it.');
    await alertFor(
      'T047',
      'T047 looks like a semantic type identifier (TUI), not a concept: write a concept’s name, CUI or code.',
    );
    await alertFor('1234-5678-9', '1234-5678-9: Not an NDC layout (4-4-2, 5-3-2, 5-4-1 or 11 digits)');
    failing = true;
    await alertFor(
      'D009203',
      'D009203 looks like a MeSH descriptor, but it could not be looked up: HTTP 503 from the service',
    );
    expect(onPick).not.toHaveBeenCalled();
  });

  it('a code of several concepts lists them to pick from; a refused one says what it was', async () => {
    const { onPick, box, user } = show({
      refuse: (cui) => (cui === 'C0027051' ? 'C0027051 is already here.' : null),
    });
    await user.type(box, 'SNOMEDCT_US:22298006{Enter}');
    expect(
      await screen.findByText(
        'SNOMEDCT_US:22298006 looks like a SNOMED CT code: it names 2 concepts; pick one from the list.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /C0155626 Acute myocardial infarction/ }));
    expect(onPick).toHaveBeenCalledWith('C0155626', 'Acute myocardial infarction');

    await user.type(box, 'D009203{Enter}');
    expect(
      await screen.findByText(
        'D009203 looks like a MeSH descriptor → C0027051 Myocardial Infarction: C0027051 is already here.',
      ),
    ).toBeInTheDocument();
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('names and CUIs work as before', async () => {
    const { onPick, box, user } = show();
    await user.type(box, 'heart failure');
    await screen.findByRole('option', { name: /Heart Failure/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('C0018801', 'Heart Failure'));
    await user.type(box, 'c0027051{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('C0027051', null);
  });
});
