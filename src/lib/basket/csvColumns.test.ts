// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../export/csv.ts';
import { isDemoCui } from '../demoIds.ts';
import { BASKET_COLUMNS, basketCsvColumns } from './csvColumns.ts';
import { basketFromFile } from './importFile.ts';
import { entryId, type BasketEntry } from './types.ts';

const entry = (system: string, code: string): BasketEntry => ({
  id: entryId(system, code),
  system,
  code,
  display: code,
  from: null,
  release: '2025AB',
  addedAt: '2026-01-01T00:00:00.000Z',
});
const demo = (id: string) => isDemoCui(id, true);

describe('the basket CSV and the demo’s own concept ids', () => {
  it('notes a made-up CUI beside its code, on its row only, and still reads back', () => {
    // A UMLS entry with a C9… id; an MSH code of the same shape is a source code, not a CUI.
    const entries = [entry('UMLS', 'C9286611'), entry('UMLS', 'C0027051'), entry('MSH', 'C9000001')];
    const columns = basketCsvColumns(entries, demo);
    const rows = Papa.parse<string[]>(
      toCsv(entries, columns)
        .replace(/^\uFEFF/, '')
        .trim(),
    ).data;
    expect(rows[0]!.slice(0, 4)).toEqual(['System', 'Code', 'Code note', 'Display']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['UMLS', 'C9286611', 'demo id, not a UMLS CUI'],
      ['UMLS', 'C0027051', ''],
      ['MSH', 'C9000001', ''],
    ]);
    const back = basketFromFile(toCsv(entries, columns), 'demo.csv').basket;
    expect(back.entries.map((e) => [e.system, e.code])).toEqual(entries.map((e) => [e.system, e.code]));
  });

  it('keeps its columns for real CUIs and on the real service', () => {
    const headers = (columns: readonly { header: string }[]) => columns.map((c) => c.header);
    const plain = [...headers(BASKET_COLUMNS), 'Options'];
    expect(headers(basketCsvColumns([entry('UMLS', 'C0027051')], demo))).toEqual(plain);
    expect(headers(basketCsvColumns([entry('UMLS', 'C9286611')], undefined))).toEqual(plain);
  });
});

describe('the basket CSV and the basket’s options', () => {
  it('"billable only" is in the file, on every row, and comes back on import; no option, an empty cell', () => {
    const entries = [entry('ICD10CM', 'I21'), entry('MSH', 'D009203')];
    entries[0] = { ...entries[0]!, rule: { exclude: false, scope: 'descendants' } };
    const options = { icdGroupers: false, icdBillableOnly: true };
    const text = toCsv(entries, basketCsvColumns(entries, undefined, options));
    const rows = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, '').trim(), {
      header: true,
    }).data;
    expect(rows.map((r) => r.Options)).toEqual(['icd10cm-billable-only', 'icd10cm-billable-only']);
    const back = basketFromFile(text, 'ami.csv').basket;
    expect(back.options).toEqual(options);
    expect(back.entries[0]!.rule).toEqual({ exclude: false, scope: 'descendants' });
    const none = toCsv(entries, basketCsvColumns(entries, undefined));
    expect(
      basketFromFile(none, 'x.csv').basket.options ?? { icdGroupers: false, icdBillableOnly: false },
    ).toEqual({
      icdGroupers: false,
      icdBillableOnly: false,
    });
  });
});
