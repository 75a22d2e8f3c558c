import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE } from '../../api/auth/credentials.ts';
import { ApiError } from '../../api/errors.ts';
import type { FetchedPage } from '../../lib/bulk/index.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';
import { showToast } from '../toast.ts';
import { TableExport } from './TableExport.tsx';
import { testTheme } from './testTheme.ts';

interface Row {
  ui: string;
  name: string;
}
const columns: ColumnSpec<Row>[] = [
  { header: 'CUI', key: 'cui', value: (r) => r.ui },
  { header: 'Name', key: 'name', value: (r) => r.name },
];
const rowsOf = (n: number): Row => ({
  ui: `C${String(n).padStart(7, '0')}`,
  name: n === 2 ? '=HYPERLINK("x")' : `Sjögren, ${n}`,
});

function setup(
  fetchPage?: (n: number, s: AbortSignal) => Promise<FetchedPage<Row>>,
  pageRows: Row[] = [rowsOf(1), rowsOf(2)],
) {
  const save = vi.fn<(blob: Blob, name: string) => void>();
  render(
    <MantineProvider theme={testTheme}>
      <TableExport
        columns={columns}
        what="search heart"
        meta={() => ({
          title: 'search results',
          page: '/search?string=heart',
          release: '2025AB',
          appVersion: '0.1.0',
        })}
        pageRows={pageRows}
        fetchPage={fetchPage}
        save={save}
      />
    </MantineProvider>,
  );
  return save;
}

const csvRows = async (blob: Blob) => {
  const text = await blob.text();
  // the provenance line every CSV starts with is read apart (provenanceOf)
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
    delimiter: ',',
    comments: '#',
  }).data;
};

// The export button's menu is the plain stand-in until the page turns idle; that never happens
// here on its own (testIdle.ts says why), so a click always finds the button it clicks.
vi.mock('../../lib/whenIdle.ts', () => import('./testIdle.ts'));

// The toast host is the app's; here the call itself is what the user would see.
vi.mock('../toast.ts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});

describe('TableExport', () => {
  it('"This page" saves the rows on screen at once, formulas neutralised, no key', async () => {
    sessionStorage.setItem(API_KEY_STORAGE, 'secret-key-123456');
    const user = userEvent.setup();
    const save = setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV, this page' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toMatch(/^search-heart-2025AB-page-1-\d{8}-\d{4}\.csv$/);
    expect(await csvRows(blob)).toEqual([
      ['CUI', 'Name'],
      ['C0000001', 'Sjögren, 1'],
      ['C0000002', `'=HYPERLINK("x")`],
    ]);
    expect(await blob.text()).not.toContain('secret-key-123456');
  });

  it('"All pages" walks with a progress bar, stops on a failed page, resumes, and saves every row once', async () => {
    const user = userEvent.setup();
    let failOnce = true;
    const fetchPage = vi.fn(async (n: number): Promise<FetchedPage<Row>> => {
      await new Promise((r) => setTimeout(r, 1));
      if (n === 3 && failOnce) {
        failOnce = false;
        throw new ApiError('upstream', 'The service answered with status 503', { status: 503 });
      }
      return { items: [rowsOf(2 * n - 1), rowsOf(2 * n)], isLast: n === 5, pageCount: null };
    });
    const save = setup(fetchPage);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'JSON, all pages' }));
    expect(await screen.findByRole('dialog', { name: 'Exporting all pages' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('status 503');
    expect(screen.getByRole('status')).toHaveTextContent('Page 2 · 4 rows');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const json = JSON.parse(await save.mock.calls[0]![0].text());
    expect(json.rows.map((r: { cui: string }) => r.cui)).toEqual(
      Array.from({ length: 10 }, (_, i) => `C${String(i + 1).padStart(7, '0')}`),
    );
    expect(json.meta).toMatchObject({ scope: 'all', complete: true, rowCount: 10, release: '2025AB' });
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 3, 3, 4, 5]);
  });

  it('Cancel stops the walk; the rows so far can be saved, marked incomplete', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const fetchPage = async (n: number, signal: AbortSignal): Promise<FetchedPage<Row>> => {
      if (n === 2)
        await new Promise<void>((resolve, reject) => {
          release = resolve;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      return { items: [rowsOf(n)], isLast: false, pageCount: null };
    };
    const save = setup(fetchPage);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV, all pages' }));
    await screen.findByText(/Page 1 · 1 rows/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    await user.click(await screen.findByRole('button', { name: 'Save the 1 rows so far' }));
    expect(await csvRows(save.mock.calls[0]![0])).toEqual([
      ['CUI', 'Name'],
      ['C0000001', 'Sjögren, 1'],
    ]);
  });

  it('a file that would hold the API key is not saved, and the user is told why', async () => {
    sessionStorage.setItem(API_KEY_STORAGE, 'secret-key-123456');
    const user = userEvent.setup();
    const save = setup(undefined, [{ ui: 'C0000001', name: 'pasted secret-key-123456 by mistake' }]);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV, this page' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'The file was not saved',
          message: 'The export would contain the API key, so it was not written',
        }),
      ),
    );
    expect(save).not.toHaveBeenCalled();
  });
});
