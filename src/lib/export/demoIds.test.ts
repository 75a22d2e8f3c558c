// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from './columns.ts';
import { toCsv } from './csv.ts';
import { withDemoIdNotes } from './demoIds.ts';

interface Row {
  name: string;
  cui: string | null;
}
const COLUMNS: ColumnSpec<Row>[] = [
  { header: 'Name', key: 'name', value: (r) => r.name },
  { header: 'CUI', key: 'cui', value: (r) => r.cui },
];
const demo = (id: string) => /^C9\d{6}$/.test(id);
const NOTE = 'demo id, not a UMLS CUI';

describe('made-up concept ids in a file', () => {
  it('are marked in a note column after the CUI column, on their rows only', () => {
    const rows = [
      { name: 'Myocardial Infarction', cui: 'C0027051' },
      { name: 'Abdominal Injuries', cui: 'C9000123' },
      { name: 'no concept', cui: null },
    ];
    const csv = toCsv(rows, withDemoIdNotes(COLUMNS, rows, demo, NOTE)).replace(/^\uFEFF/, '');
    expect(csv.trim().split(/\r?\n/)).toEqual([
      'Name,CUI,CUI note',
      'Myocardial Infarction,C0027051,',
      `Abdominal Injuries,C9000123,"${NOTE}"`,
      'no concept,,',
    ]);
  });

  it('leave a file without such ids, or of the real service, as it was', () => {
    const rows = [{ name: 'Myocardial Infarction', cui: 'C0027051' }];
    expect(withDemoIdNotes(COLUMNS, rows, demo, NOTE)).toBe(COLUMNS);
    const made = [{ name: 'x', cui: 'C9000123' }];
    expect(withDemoIdNotes(COLUMNS, made, undefined, NOTE)).toBe(COLUMNS);
  });
});
