import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE } from '../../api/auth/credentials.ts';
import type { RootSource } from '../../api/uts/types.ts';
import { resolvedReleaseQuery } from '../../lib/queries/resolvedRelease.ts';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import { testTheme } from '../../ui/export/testTheme.ts';
import { BatchPage } from './BatchPage.tsx';
import { fakeClients } from './fakeClients.ts';
import { memoryStore } from './memoryStore.ts';
import type { KeyValueStore } from './persist.ts';
import { BATCH_STORAGE } from './storage.ts';

/** The one run the tests' tab saved (each tab's run has a record of its own). */
const savedRun = (store: { data: Map<string, unknown> }) =>
  [...store.data].find(([k]) => k.startsWith('batch.run:'))?.[1] as { decisions?: unknown[] } | undefined;

function show(clients = fakeClients(), store?: KeyValueStore) {
  // As the app's own client: http.ts retries, the queries do not.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What `current` stands for, as the footer's query leaves it: files name that release.
  queryClient.setQueryData(resolvedReleaseQuery('current').queryKey, '2025AB');
  // The release's source list, as a page read it: files name each source's own version.
  queryClient.setQueryData(
    sourcesQuery('current').queryKey,
    [
      [
        'ICD10CM',
        'ICD-10-CM',
        'International Classification of Diseases, Tenth Revision, Clinical Modification, 2021',
      ],
      ['MSH', 'MeSH', 'Medical Subject Headings, 2017'],
      ['SNOMEDCT_US', 'SNOMEDCT_US', 'SNOMED CT, US Edition, 2025_09_01'],
    ].map(
      ([abbreviation, shortName, preferredName]) =>
        ({ abbreviation, shortName, preferredName, expandedForm: preferredName }) as RootSource,
    ),
  );
  render(
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/batch']}>
          <BatchPage clients={clients} store={store} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return clients;
}

const input = () => screen.getByRole('textbox', { name: 'Terms or codes, one per line' });
const paste = (text: string) => fireEvent.change(input(), { target: { value: text } });
const resultRows = () =>
  within(screen.getByRole('table', { name: 'Batch results' }))
    .getAllByRole('row')
    .slice(1);
/** Mantine labels both the Autocomplete's input and its listbox: the input is the one to type in. */
const targetSource = () => screen.getAllByLabelText('Target source').find((e) => e.tagName === 'INPUT')!;
const statusOf = (row: HTMLElement) => within(row).queryByTestId('status')?.textContent ?? null;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

// jsdom with Mantine is slow on a shared machine: these walk whole lists through the page.
describe('BatchPage', { timeout: 60_000 }, () => {
  it('resolves mixed bad input line by line: duplicates once, empty lines kept, a failing line says so', async () => {
    const user = userEvent.setup();
    const clients = show();
    clients.switches.breaking.add('boom');
    const long = 'x'.repeat(10_000);
    paste(
      [
        '\uFEFFheadache',
        '',
        'C0018681',
        'headache',
        '<script>alert(1)</script>',
        '=HYPERLINK("http://evil.example","x")',
        'boom',
        long,
        'I21.9\r0093-1113-10\r\nSjögren syndrome',
        'cold',
      ].join('\n'),
    );
    expect(screen.getByText('12 lines, 8 distinct lookups')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 8 of 8/);
    const rows = resultRows();
    expect(rows).toHaveLength(12);
    expect(cellsOf(rows[0]!).slice(0, 3)).toEqual(['1', 'headache', 'Term']);
    expect(cellsOf(rows[0]!).slice(4, 6)).toEqual(['C0018681', 'Headache']);
    expect(statusOf(rows[0]!)).toBe('matched');
    // Why it matched: the search type, the atom text and its source.
    expect(within(rows[0]!).getByTestId('why')).toHaveTextContent(
      'exact search: "Headache" (the preferred name) · MTH',
    );
    expect(cellsOf(rows[1]!)[1]).toBe('empty line');
    expect(statusOf(rows[3]!)).toBe('matched');
    expect(cellsOf(rows[3]!)[4]).toBe('C0018681');
    expect(cellsOf(rows[4]!)[1]).toBe('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
    // A formula is no match without a lookup.
    expect(statusOf(rows[5]!)).toBe('no match');
    expect(cellsOf(rows[5]!)[3]).toMatch(/A spreadsheet formula, not a term/);
    expect(statusOf(rows[6]!)).toBe('error');
    expect(cellsOf(rows[6]!)[3]).toMatch(/The service failed on this line: /);
    expect(statusOf(rows[8]!)).toBe('matched');
    expect(cellsOf(rows[8]!).slice(4, 8)).toEqual([
      'C0155626',
      'Acute myocardial infarction',
      'Disease or Syndrome',
      'ICD10CM I21.9 · Acute myocardial infarction, unspecified',
    ]);
    expect(statusOf(rows[9]!)).toBe('matched');
    expect(cellsOf(rows[9]!).slice(4, 7)).toEqual(['314076', 'lisinopril 10 MG Oral Tablet', 'SCD']);
    expect(cellsOf(rows[10]!)[4]).toBe('C1527336');
    // the duplicate "headache" was searched once
    expect(clients.switches.calls.filter((c) => c === 'search:exact:headache')).toHaveLength(1);

    // filters
    await user.click(screen.getByRole('radio', { name: /Several \(1\)/ }));
    expect(resultRows()).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /Errors/ }));
    expect(resultRows().map((r) => cellsOf(r)[0])).toEqual(['7', '8']);
    await user.click(screen.getByRole('radio', { name: /No match/ }));
    expect(resultRows().map((r) => cellsOf(r)[0])).toEqual(['5', '6']);
    await user.click(screen.getByRole('radio', { name: /Matched \(6\)/ }));
    expect(resultRows().map((r) => cellsOf(r)[0])).toEqual(['1', '3', '4', '9', '10', '11']);
  });

  it('refuses 5,001 lines with the count', () => {
    show();
    paste(Array.from({ length: 5001 }, (_, i) => `term ${i}`).join('\n'));
    expect(screen.getByText('5,001 lines: at most 5,000 can be looked up at once')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeDisabled();
  });

  it('keeps the input in sessionStorage (not the URL) across a reload', () => {
    show();
    paste('headache\nI21.9');
    expect(JSON.parse(sessionStorage.getItem(BATCH_STORAGE)!).text).toBe('headache\nI21.9');
    document.body.innerHTML = '';
    show();
    expect(input()).toHaveValue('headache\nI21.9');
  });

  it('a revoked key midway stops, keeps the rows, asks for a key, and resumes without asking twice', async () => {
    const user = userEvent.setup();
    const clients = fakeClients(2);
    const original = clients.getConcept;
    let conceptCalls = 0;
    clients.getConcept = (cui, signal) => {
      if (++conceptCalls === 6) clients.switches.keyRevoked = true;
      return original(cui, signal);
    };
    show(clients);
    // Ten lines: enough for rows before, at and after the stop. Each answer re-renders the page,
    // which jsdom does slowly: 20 lines took over 60 s beside the e2e run's browsers.
    const cuis = Array.from({ length: 10 }, (_, i) => `C${String(i + 1).padStart(7, '0')}`);
    paste(cuis.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API key was refused');
    const doneBefore = resultRows()
      .filter((r) => r.getAttribute('data-state') === 'done')
      .map((r) => cellsOf(r)[1]);
    expect(doneBefore.length).toBeGreaterThanOrEqual(2);
    expect(doneBefore.length).toBeLessThan(10);
    clients.switches.keyRevoked = false;
    await user.type(within(alert).getByLabelText('API key'), 'new-key-1234567');
    await user.click(within(alert).getByRole('button', { name: 'Save key and resume' }));
    await waitFor(() =>
      expect(resultRows().every((r) => r.getAttribute('data-state') === 'done')).toBe(true),
    );
    expect(sessionStorage.getItem(API_KEY_STORAGE)).toBe('new-key-1234567');
    const asked = clients.switches.calls.filter((c) => c.startsWith('concept:'));
    expect(new Set(asked)).toEqual(new Set(cuis.map((c) => `concept:${c}`)));
    // Rows found before the stop were not asked again.
    for (const cui of doneBefore) expect(asked.filter((c) => c === `concept:${cui}`)).toHaveLength(1);
  });

  it('a right-to-left override in a line is shown, not obeyed, in the table; the box says so and removes it', async () => {
    const user = userEvent.setup();
    show();
    paste('\u202Eevilzzq\nheadache');
    const hint = screen.getByTestId('hidden-characters');
    expect(hint).toHaveTextContent('U+202E RIGHT-TO-LEFT OVERRIDE');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 2 of 2/);
    const cell = within(resultRows()[0]!).getAllByRole('cell')[1]!;
    expect(cell).toHaveTextContent('U+202Eevilzzq');
    expect(cell.textContent).not.toContain('\u202E');
    expect(cell.querySelector('bdi')).not.toBeNull();
    await user.click(
      within(screen.getByTestId('hidden-characters')).getByRole('button', { name: 'Remove them' }),
    );
    expect(input()).toHaveValue('evilzzq\nheadache');
    expect(screen.queryByTestId('hidden-characters')).toBeNull();
  });

  it('cancel keeps the rows and resume finishes the rest, each lookup asked once', async () => {
    const user = userEvent.setup();
    const clients = fakeClients();
    // The service answers the first four lines and holds the rest until the test lets them
    // through: the user cancels once rows show done, whatever the machine's speed. (Cancelling
    // after a number of calls assumed a row was done by then; on a loaded machine none was.)
    const search = clients.search;
    let held = true;
    let letThrough = () => {};
    const open = new Promise<void>((r) => (letThrough = r));
    clients.search = async (p, signal) => {
      if (held && Number(/^term (\d+)$/.exec(p.string)?.[1]) >= 4)
        await new Promise<void>((go, stop) => {
          void open.then(go);
          signal.addEventListener('abort', () => stop(signal.reason), { once: true });
        });
      return search(p, signal);
    };
    show(clients);
    // Twelve lines (30 took over 60 s beside the e2e run's browsers: see the test above).
    const terms = Array.from({ length: 12 }, (_, i) => `term ${i}`);
    paste(terms.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const doneRows = () => resultRows().filter((r) => r.getAttribute('data-state') === 'done');
    await waitFor(() => expect(doneRows()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const resume = await screen.findByRole('button', { name: 'Resume' });
    const doneBefore = doneRows().map((r) => cellsOf(r)[1]);
    expect(doneBefore).toEqual(terms.slice(0, 4));
    held = false;
    letThrough();
    await user.click(resume);
    await screen.findByText(/Lookup 12 of 12/, undefined, { timeout: 45_000 });
    expect(resultRows().every((r) => r.getAttribute('data-state') === 'done')).toBe(true);
    // Each term ends with a words search: a finished one was never asked again, and the lines
    // held at the cancel were asked on resume only.
    const words = clients.switches.calls.filter((c) => c.startsWith('search:words:'));
    expect([...words].sort()).toEqual(terms.map((t) => `search:words:${t}`).sort());
  });

  it('an ambiguous row is resolved by hand from its candidates', async () => {
    const user = userEvent.setup();
    show();
    paste('cold');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    // Mantine labels both the input and its listbox; the input is the one to click.
    const choose = (await screen.findAllByLabelText('Choose the match for line 1')).find(
      (e) => e.tagName === 'INPUT',
    );
    await user.click(choose!);
    // The fake knows neither candidate's concept, so pick and check the row says it was chosen.
    await user.click(await screen.findByRole('option', { name: /C0009443/ }));
    await waitFor(() => expect(statusOf(resultRows()[0]!)).toBe('matched, by hand'));
  });

  it('exports the result table as CSV with formulas neutralised and no API key', async () => {
    sessionStorage.setItem(API_KEY_STORAGE, 'the-secret-key-0001');
    const user = userEvent.setup();
    let saved: Blob | undefined;
    Object.assign(URL, { createObjectURL: (b: Blob) => ((saved = b), 'blob:x'), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show();
    paste('headache\n=HYPERLINK("http://evil.example","x")\nSjögren syndrome, "primary"');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 2 of 2/);
    await user.click(screen.getByRole('button', { name: 'Export results' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV, all rows' }));
    await waitFor(() => expect(saved).toBeDefined());
    const text = await saved!.text();
    expect(text).not.toContain('the-secret-key-0001');
    expect(text.replace(/^\uFEFF/, '')).toMatch(/^# batch lookup; release /);
    const data = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
      delimiter: ',',
      comments: '#',
    }).data;
    expect(data[0]!.slice(0, 8)).toEqual([
      'Line',
      'Input',
      'Kind',
      'Status',
      'Decided by',
      'Match',
      'Why',
      'CUI',
    ]);
    expect(data[1]!.slice(0, 6)).toEqual(['1', 'headache', 'term', 'matched', 'automatic', 'exact']);
    expect(data[1]![7]).toBe('C0018681');
    expect(data[2]!.slice(3, 6)).toEqual(['no match', 'automatic', 'none']);
    expect(data[2]![1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(data[3]![1]).toBe('Sjögren syndrome, "primary"');
  });

  it('results and hand decisions come back after a reload (and after a closed tab), not through the URL', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    show(fakeClients(), store);
    paste('headache\ncold\nzzz');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 3 of 3/);
    const choose = (await screen.findAllByLabelText('Choose the match for line 2')).find(
      (e) => e.tagName === 'INPUT',
    );
    await user.click(choose!);
    await user.click(await screen.findByRole('option', { name: /C0009443/ }));
    await waitFor(() => expect(statusOf(resultRows()[1]!)).toBe('matched, by hand'));
    // Saved a moment after the change (changes are gathered for 400 ms).
    await waitFor(() => expect(savedRun(store)?.decisions).toHaveLength(1));
    document.body.innerHTML = '';
    // A closed tab: sessionStorage is gone, IndexedDB is not. The new tab is offered the run.
    sessionStorage.clear();
    const again = fakeClients();
    show(again, store);
    await user.click(await screen.findByRole('button', { name: 'Open the run “headache” and 2 more' }));
    await waitFor(() => expect(input()).toHaveValue('headache\ncold\nzzz'));
    await waitFor(() =>
      expect(resultRows().map(statusOf)).toEqual(['matched', 'matched, by hand', 'no match']),
    );
    expect(again.switches.calls).toEqual([]);
    expect(window.location.href).not.toContain('headache');
  });

  it('a hand on every row: correct by search, by a typed code, mark no match, comment; exported as by hand', async () => {
    const user = userEvent.setup();
    let saved: Blob | undefined;
    Object.assign(URL, { createObjectURL: (b: Blob) => ((saved = b), 'blob:x'), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show();
    paste('headache\nfever\nzzz');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 3 of 3/);
    expect(resultRows().map(statusOf)).toEqual(['matched', 'matched', 'no match']);

    // Line 1 is wrong: search inside the batch and pick.
    await user.click(screen.getByRole('button', { name: 'Change line 1' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByLabelText('Search the terminology');
    await user.clear(box);
    await user.type(box, 'heart organ{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Pick Heart (C0018787)' }));
    await waitFor(() => expect(statusOf(resultRows()[0]!)).toBe('matched, by hand'));
    expect(cellsOf(resultRows()[0]!)[4]).toBe('C0018787');

    // Line 3 found nothing: type a code.
    await user.click(screen.getByRole('button', { name: 'Change line 3' }));
    const d3 = await screen.findByRole('dialog');
    await user.type(within(d3).getByLabelText(/Or type a CUI or code/), 'ICD10CM:I21.9');
    await user.type(within(d3).getByLabelText('Reviewer comment'), 'coded by the ward');
    await user.click(within(d3).getByRole('button', { name: 'Use this code' }));
    await waitFor(() => expect(statusOf(resultRows()[2]!)).toBe('matched, by hand'));
    expect(cellsOf(resultRows()[2]!)[4]).toBe('C0155626');

    // Line 2 is a wrong exact match: mark it no match.
    await user.click(screen.getByRole('button', { name: 'Change line 2' }));
    const d2 = await screen.findByRole('dialog');
    await user.click(within(d2).getByRole('button', { name: 'Mark as no match' }));
    await waitFor(() => expect(statusOf(resultRows()[1]!)).toBe('no match, by hand'));
    expect(screen.getByText('Resolved: 2 of 3 lines')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export results' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV, all rows' }));
    const data = Papa.parse<string[]>((await saved!.text()).replace(/^\uFEFF/, ''), {
      comments: '#',
      skipEmptyLines: true,
      delimiter: ',',
    }).data;
    const col = (h: string) => data.slice(1).map((r) => r[data[0]!.indexOf(h)]);
    expect(col('Status')).toEqual(['matched', 'no match', 'matched']);
    expect(col('Decided by')).toEqual(['by hand', 'by hand', 'by hand']);
    expect(col('CUI')).toEqual(['C0018787', '', 'C0155626']);
    expect(col('Comment')).toEqual(['', '', 'coded by the ward']);
  });
  it('"Accept all matched" confirms every matched row by hand, and leaves review and no-match rows alone', async () => {
    const user = userEvent.setup();
    show();
    paste('headache\nheart organ\nI21.9\nzzz\nheadache');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 4 of 4/);
    expect(resultRows().map(statusOf)).toEqual(['matched', 'review', 'matched', 'no match', 'matched']);
    const acceptAll = screen.getByRole('button', { name: 'Accept all matched' });
    await user.click(acceptAll);
    await waitFor(() =>
      expect(resultRows().map(statusOf)).toEqual([
        'matched, by hand',
        'review',
        'matched, by hand',
        'no match',
        'matched, by hand',
      ]),
    );
    // Nothing left to accept; review rows are not counted as resolved.
    expect(acceptAll).toBeDisabled();
    expect(screen.getByText('Resolved: 3 of 5 lines')).toBeInTheDocument();
  });

  it('"Accept all in this tab" confirms the tab’s rows with an answer, and no other tab’s', async () => {
    const user = userEvent.setup();
    const clients = fakeClients();
    // A second line a words search answers (the fake knows one): both are review rows.
    const search = clients.search;
    clients.search = (p, signal) =>
      search(
        p.searchType === 'words' && p.string === 'heart valve' ? { ...p, string: 'heart organ' } : p,
        signal,
      );
    show(clients);
    paste('heart organ\nheadache\nheart valve\ncold\nzzz');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 5 of 5/);
    expect(resultRows().map(statusOf)).toEqual(['review', 'matched', 'review', 'several', 'no match']);
    // Under All and Matched there is no such button; the Several tab has nothing to accept.
    expect(screen.queryByRole('button', { name: /Accept all in this tab/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Several \(1\)/ }));
    expect(screen.getByRole('button', { name: 'Accept all in this tab (0)' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Review \(2\)/ }));
    await user.click(screen.getByRole('button', { name: 'Accept all in this tab (2)' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Review \(0\)/ })).toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: /All \(5\)/ }));
    expect(resultRows().map(statusOf)).toEqual([
      'matched, by hand',
      'matched',
      'matched, by hand',
      'several',
      'no match',
    ]);
    expect(screen.getByText('Resolved: 3 of 5 lines')).toBeInTheDocument();
  });

  it('refuses a file that is not text (NUL bytes in a .csv, an image) and keeps the input', async () => {
    show();
    paste('headache');
    const file = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const binary = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00, 0xff, 0xfe, 0x00, 0x41]);
    fireEvent.change(file, { target: { files: [new File([binary], 'export.csv', { type: 'text/csv' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('export.csv is not a text file');
    expect(input()).toHaveValue('headache');
    fireEvent.change(file, { target: { files: [new File([binary], 'scan.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('scan.png is not a .csv or .txt file'),
    );
    expect(input()).toHaveValue('headache');
    expect(screen.queryByRole('combobox', { name: 'Column to look up' })).toBeNull();
    // A text file is read.
    fireEvent.change(file, {
      target: { files: [new File(['fever\nI21.9\n'], 'list.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(input()).toHaveValue('fever\nI21.9'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new Resolve (the input changed) keeps the hand decisions by lookup, says how many, and names the one it could not keep', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    show(fakeClients(), store);
    paste('headache\nzzz\nN/A\nfever');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 3 of 3/);
    // Line 1: no match by hand; line 2: a typed code; line 3 (not a term): a comment.
    await user.click(screen.getByRole('button', { name: 'Change line 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as no match' }),
    );
    await user.click(screen.getByRole('button', { name: 'Change line 2' }));
    const d2 = await screen.findByRole('dialog');
    await user.type(within(d2).getByLabelText(/Or type a CUI or code/), 'ICD10CM:I21.9');
    await user.click(within(d2).getByRole('button', { name: 'Use this code' }));
    await waitFor(() => expect(statusOf(resultRows()[1]!)).toBe('matched, by hand'));
    await user.click(screen.getByRole('button', { name: 'Change line 3' }));
    const d3 = await screen.findByRole('dialog');
    await user.type(within(d3).getByLabelText('Reviewer comment'), 'blank on the form');
    await user.click(within(d3).getByRole('button', { name: 'Save comment' }));
    await user.click(screen.getByRole('button', { name: 'Accept all matched' }));
    await waitFor(() =>
      expect(resultRows().map(statusOf)).toEqual([
        'no match, by hand',
        'matched, by hand',
        'no match',
        'matched, by hand',
      ]),
    );

    // The analyst drops "zzz" and adds a line on top: the rows move, the decisions follow their lines.
    paste('asthma\n  headache\nN/A\nfever');
    expect(screen.getByTestId('decisions-to-carry')).toHaveTextContent(
      'Resolve looks the lines up again and carries the 4 hand decisions over to the lines with the same lookup',
    );
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 3 of 3/);
    const note = screen.getByTestId('carried-decisions');
    expect(note).toHaveTextContent(
      'Kept 3 hand decisions from the previous run, carried to the lines with the same lookup.',
    );
    expect(note).toHaveTextContent('1 could not be kept:');
    expect(note).toHaveTextContent(
      'Line 2 "zzz": its line is no longer in the input, or is now read as another lookup.',
    );
    expect(resultRows().map(statusOf)).toEqual([
      'no match',
      'no match, by hand',
      'no match',
      'matched, by hand',
    ]);
    expect(resultRows()[2]).toHaveTextContent('Comment: blank on the form');
    // Kept through a reload too.
    await waitFor(() => expect(savedRun(store)?.decisions).toHaveLength(3));
  });

  it('a revoked key midway keeps the results and the hand decisions (carried to a new target source), and resume finishes with both', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const clients = fakeClients(2);
    show(clients, store);
    const cuis = [
      'C0018681',
      'C0155626',
      'C1527336',
      'C0004057',
      'C0018787',
      'C0015967',
      'C0000007',
      'C0000008',
    ];
    paste(cuis.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(/Lookup 8 of 8/);
    // Hand decisions: line 1 no match, line 8 (not found) the concept of a typed code, the rest accepted.
    await user.click(screen.getByRole('button', { name: 'Change line 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as no match' }),
    );
    await user.click(screen.getByRole('button', { name: 'Change line 8' }));
    const d8 = await screen.findByRole('dialog');
    await user.type(within(d8).getByLabelText(/Or type a CUI or code/), 'ICD10CM:I21.9');
    await user.click(within(d8).getByRole('button', { name: 'Use this code' }));
    await waitFor(() => expect(statusOf(resultRows()[7]!)).toBe('matched, by hand'));
    await user.click(screen.getByRole('button', { name: 'Accept all matched' }));
    const decided = [
      'no match, by hand',
      ...Array(5).fill('matched, by hand'),
      'no match',
      'matched, by hand',
    ];
    await waitFor(() => expect(resultRows().map(statusOf)).toEqual(decided));

    // Now with a target source; the key is revoked while the second run reads line 7.
    const getConcept = clients.getConcept;
    let revoked = false;
    clients.getConcept = (cui, signal) => {
      if (cui === 'C0000007' && !revoked) revoked = clients.switches.keyRevoked = true;
      return getConcept(cui, signal);
    };
    fireEvent.change(targetSource(), { target: { value: 'ICD10CM' } });
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API key was refused');
    expect(screen.getByTestId('carried-decisions')).toHaveTextContent('Kept 7 hand decisions');
    const rows = resultRows();
    const done = rows.filter((r) => r.getAttribute('data-state') === 'done');
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(done.length).toBeLessThan(8);
    // Every row answered before the stop shows its hand decision; the rest wait.
    for (const r of done) expect(statusOf(r)).toBe(decided[Number(cellsOf(r)[0]) - 1]);
    expect(rows.filter((r) => r.getAttribute('data-state') === 'pending').length).toBe(8 - done.length);
    await waitFor(() => expect(savedRun(store)?.decisions).toHaveLength(7));

    clients.switches.keyRevoked = false;
    await user.type(within(alert).getByLabelText('API key'), 'new-key-1234567');
    await user.click(within(alert).getByRole('button', { name: 'Save key and resume' }));
    await waitFor(() =>
      expect(resultRows().every((r) => r.getAttribute('data-state') === 'done')).toBe(true),
    );
    expect(resultRows().map(statusOf)).toEqual(decided);
    // The accepted line 2 and the pick of line 8 (the same concept) show their ICD-10-CM code.
    expect(cellsOf(resultRows()[1]!)[8]).toBe('I21.9 Acute myocardial infarction, unspecified');
    expect(cellsOf(resultRows()[7]!)[8]).toBe('I21.9 Acute myocardial infarction, unspecified');
    expect(screen.getByText('Resolved: 6 of 8 lines')).toBeInTheDocument();
  });

  it('the mapping export of a run that stopped says it is incomplete, with the pending count', async () => {
    const user = userEvent.setup();
    let saved: Blob | undefined;
    Object.assign(URL, { createObjectURL: (b: Blob) => ((saved = b), 'blob:x'), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const clients = fakeClients(2);
    // The key is refused once the first line is in: the rest stay pending.
    const atoms = clients.getConceptAtoms;
    clients.getConceptAtoms = async (cui, sab, signal) => {
      try {
        return await atoms(cui, sab, signal);
      } finally {
        clients.switches.keyRevoked = true;
      }
    };
    show(clients);
    const unknown = Array.from({ length: 11 }, (_, i) => `C${String(i + 100).padStart(7, '0')}`);
    paste(['ICD10CM:I21.9', ...unknown].join('\n'));
    fireEvent.change(targetSource(), { target: { value: 'ICD10CM' } });
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByRole('alert');
    const pending = resultRows().filter((r) => r.getAttribute('data-state') === 'pending').length;
    expect(pending).toBeGreaterThan(0);
    expect(statusOf(resultRows()[0]!)).toBe('matched');

    await user.click(screen.getByRole('button', { name: 'Export mapping' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(saved).toBeDefined());
    const [provenance, run, ...rest] = (await saved!.text()).replace(/^\uFEFF/, '').split('\r\n');
    const header = rest.find((l) => !l.startsWith('#'));
    expect(provenance).toMatch(
      new RegExp(
        `^# Batch crosswalk to ICD10CM \\(incomplete: the run stopped, ${pending} of 12 lines pending`,
      ),
    );
    expect(run).toMatch(new RegExp(`^# complete: false; run: stopped; pending rows: ${pending} of 12 `));
    expect(header).toMatch(/^Line,Input,From source,From code,/);
    expect(rest[0]).toBe('# versions: UMLS release 2025AB; ICD-10-CM 2021');
    expect(screen.getByTestId('mapping-export-note')).toHaveTextContent(
      `The file says the run was incomplete (complete: false): ${pending} lines pending.`,
    );
  });
});
