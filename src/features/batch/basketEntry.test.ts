// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { batchRowEntries, batchRowEntry, matchedRowsEntries } from './basketEntry.ts';
import type { Resolution } from './resolve.ts';
import type { BatchRow } from './rows.ts';

const base: Resolution = {
  match: 'exact',
  idType: 'CUI',
  id: 'C0027051',
  name: 'Myocardial Infarction',
  semanticTypes: [],
  tty: null,
  source: null,
  code: null,
  codeName: null,
  target: [],
  candidates: [],
  manual: false,
  via: null,
  note: null,
};

describe('batchRowEntry', () => {
  it('a term resolved to a CUI is the UMLS concept', () => {
    expect(batchRowEntry(base, '2025AB')).toEqual({
      system: 'UMLS',
      code: 'C0027051',
      display: 'Myocardial Infarction',
      from: { kind: 'CUI', id: 'C0027051' },
      release: '2025AB',
    });
  });

  it('a code line is its source code, remembering the concept', () => {
    const e = batchRowEntry({ ...base, source: 'ICD10CM', code: 'I21', codeName: 'Acute MI' }, 'current');
    expect(e).toMatchObject({
      system: 'ICD10CM',
      code: 'I21',
      display: 'Acute MI',
      from: { id: 'C0027051' },
    });
  });

  it('an RXCUI is the RxNorm code; an ambiguous or unresolved row has nothing to add', () => {
    expect(
      batchRowEntry({ ...base, idType: 'RXCUI', id: '29046', name: 'lisinopril' }, 'current'),
    ).toMatchObject({
      system: 'RXNORM',
      code: '29046',
    });
    expect(batchRowEntry({ ...base, match: 'several', id: null, idType: null }, 'current')).toBeNull();
    expect(batchRowEntry(null, 'current')).toBeNull();
  });
});

describe('batchRowEntries', () => {
  const withTarget: Resolution = {
    ...base,
    target: [
      { code: 'I21.9', name: 'Acute myocardial infarction, unspecified' },
      { code: 'I21', name: 'Acute myocardial infarction' },
    ],
  };
  it('with a target source, the target codes (not the CUI), remembering the concept', () => {
    expect(batchRowEntries(withTarget, 'ICD10CM', 'current')).toEqual([
      {
        system: 'ICD10CM',
        code: 'I21.9',
        display: 'Acute myocardial infarction, unspecified',
        from: { kind: 'CUI', id: 'C0027051' },
        release: 'current',
      },
      {
        system: 'ICD10CM',
        code: 'I21',
        display: 'Acute myocardial infarction',
        from: { kind: 'CUI', id: 'C0027051' },
        release: 'current',
      },
    ]);
  });
  it('a concept without a code in the target adds nothing; without a target, the row entry', () => {
    expect(batchRowEntries(base, 'ICD10CM', 'current')).toEqual([]);
    expect(batchRowEntries(base, null, 'current')).toEqual([batchRowEntry(base, 'current')]);
    expect(batchRowEntries({ ...base, id: null, idType: null, match: 'several' }, null, 'current')).toEqual(
      [],
    );
    expect(batchRowEntries(null, 'ICD10CM', 'current')).toEqual([]);
  });
});

describe('matchedRowsEntries', () => {
  const row = (line: number, status: BatchRow['status'], r: Partial<Resolution> | null, byHand = false) =>
    ({
      line,
      status,
      byHand,
      resolution: r ? { ...base, ...r } : null,
      found: r ? { ...base, ...r } : null,
    }) as BatchRow;
  const rows = [
    row(1, 'matched', { target: [{ code: 'I21.9', name: 'AMI, unspecified' }] }),
    // a second line reaching the same concept adds nothing twice
    row(2, 'matched', { target: [{ code: 'I21.9', name: 'AMI, unspecified' }] }),
    row(3, 'review', {
      id: 'C0020538',
      name: 'Hypertension',
      target: [{ code: 'I10', name: 'Hypertension' }],
    }),
    row(4, 'matched', { id: 'C0004096', name: 'Asthma', target: [{ code: 'J45', name: 'Asthma' }] }, true),
    row(5, 'none', null),
    row(6, 'several', { id: null, match: 'several' }),
  ];

  it('takes every matched row, by the service or by hand, each code once; never review or no match', () => {
    expect(matchedRowsEntries(rows, 'ICD10CM', '2025AB').map((e) => `${e.system}|${e.code}`)).toEqual([
      'ICD10CM|I21.9',
      'ICD10CM|J45',
    ]);
    expect(matchedRowsEntries(rows, null, '2025AB').map((e) => `${e.system}|${e.code}`)).toEqual([
      'UMLS|C0027051',
      'UMLS|C0004096',
    ]);
  });
});
