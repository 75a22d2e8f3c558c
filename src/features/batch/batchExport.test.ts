// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ItemOutcome } from '../../lib/bulk/index.ts';
import { buildBatchExport } from './batchExport.ts';
import { detectLines } from './input.ts';
import type { Resolution } from './resolve.ts';
import { BATCH_COLUMNS, buildRows, rowMatches } from './rows.ts';

const found = (id: string, match: Resolution['match'] = 'exact'): Resolution => ({
  match,
  idType: 'CUI',
  id,
  name: `Concept ${id}`,
  semanticTypes: [],
  tty: null,
  source: null,
  code: null,
  codeName: null,
  target: [],
  candidates: [],
  manual: false,
  via: { by: 'exact', atom: 'x', source: 'MSH', preferred: true },
  note: null,
});

const lines = detectLines(['Headache', 'heart organ', 'N/A', 'Fever', 'Asthma'], {});
const answered = (n: number) =>
  new Map(
    lines
      .slice(0, n)
      .filter((l) => l.key)
      .map((l, i) => [
        l.key!,
        { status: 'done' as const, value: found(`C000000${i}`, i === 1 ? 'word' : 'exact') },
      ]),
  );
const base = {
  columns: BATCH_COLUMNS,
  release: 'current',
  query: { searchType: 'auto' },
  appVersion: 'test',
  now: new Date('2026-11-27T12:00:00Z'),
};

describe('buildBatchExport', () => {
  it('a complete run: complete true, a provenance line that does not say incomplete, every row', () => {
    const rows = buildRows(lines, answered(5), new Map());
    const f = buildBatchExport({ ...base, format: 'json', rows, tab: 'all', allRows: rows, run: 'complete' });
    const json = JSON.parse(f.text);
    expect(json.meta).toMatchObject({ complete: true, rowCount: 5 });
    expect(json.meta.batch).toMatchObject({ run: 'complete', pendingRows: 0, tab: 'all' });
    const csv = buildBatchExport({
      ...base,
      format: 'csv',
      rows,
      tab: 'all',
      allRows: rows,
      run: 'complete',
    });
    // Complete, it still starts with its provenance line, which says so by not saying incomplete.
    const [provenance, , header] = csv.text.slice(1).split('\r\n');
    expect(provenance).toMatch(/^# batch lookup;.*; 5 rows; app /);
    expect(provenance).not.toContain('incomplete');
    expect(header!.startsWith('Line,Input')).toBe(true);
  });

  it('a cancelled run says so in JSON and CSV, with the pending counts', () => {
    const rows = buildRows(lines, answered(2), new Map());
    const json = JSON.parse(
      buildBatchExport({ ...base, format: 'json', rows, tab: 'all', allRows: rows, run: 'cancelled' }).text,
    );
    expect(json.meta.complete).toBe(false);
    expect(json.meta.batch).toMatchObject({ run: 'cancelled', pendingRows: 2, pendingInFile: 2 });
    expect(json.rows.filter((r: { status: string }) => r.status === 'pending')).toHaveLength(2);
    const csv = buildBatchExport({
      ...base,
      format: 'csv',
      rows,
      tab: 'all',
      allRows: rows,
      run: 'cancelled',
    });
    expect(csv.text.split('\r\n')[0]).toMatch(/^\uFEFF# batch lookup;.*\(incomplete\)/);
    expect(csv.text).toContain('run=cancelled');
  });

  it('a tab export holds only that tab, and still says the whole run was incomplete', () => {
    const rows = buildRows(lines, answered(2), new Map());
    const review = rows.filter((r) => rowMatches(r, 'review'));
    expect(review.map((r) => r.input)).toEqual(['heart organ']);
    const f = buildBatchExport({
      ...base,
      format: 'json',
      rows: review,
      tab: 'review',
      allRows: rows,
      run: 'stopped',
    });
    const json = JSON.parse(f.text);
    expect(json.rows.map((r: { input: string }) => r.input)).toEqual(['heart organ']);
    expect(json.meta).toMatchObject({ complete: false, rowCount: 1, title: 'batch lookup, review rows' });
    expect(json.meta.batch).toMatchObject({ tab: 'review', pendingRows: 2, pendingInFile: 0 });
    expect(f.fileName).toMatch(/^batch-review-current-/);
  });

  it('a run with failed lookups is not complete: JSON and CSV say which lines failed', () => {
    const outcomes = new Map<string, ItemOutcome<Resolution>>(answered(5));
    const [, , , fever, asthma] = lines;
    outcomes.set(fever!.key!, { status: 'failed', kind: 'transient', error: new Error('503') });
    outcomes.set(asthma!.key!, { status: 'failed', kind: 'permanent', error: new Error('fault') });
    const rows = buildRows(lines, outcomes, new Map());
    const json = JSON.parse(
      buildBatchExport({ ...base, format: 'json', rows, tab: 'all', allRows: rows, run: 'complete' }).text,
    );
    expect(json.meta.complete).toBe(false);
    expect(json.meta.batch).toMatchObject({ pendingRows: 0, failedRows: 2, failedLines: [4, 5] });
    const csv = buildBatchExport({
      ...base,
      format: 'csv',
      rows,
      tab: 'all',
      allRows: rows,
      run: 'complete',
    });
    expect(csv.text.split('\r\n')[0]).toMatch(/\(incomplete\).*; 2 failed \(lines 4, 5\)$/);
    // A tab without the failed rows still says the run had them.
    const matched = rows.filter((r) => rowMatches(r, 'matched'));
    const tab = JSON.parse(
      buildBatchExport({
        ...base,
        format: 'json',
        rows: matched,
        tab: 'matched',
        allRows: rows,
        run: 'complete',
      }).text,
    );
    expect(tab.meta).toMatchObject({ complete: false });
    expect(tab.meta.batch.failedLines).toEqual([4, 5]);
  });
});
