// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drugFacts, factMatrix, presence, type FactItem } from './facts.ts';

const item = (key: string): FactItem => ({ key, label: key, href: null });

describe('factMatrix', () => {
  it('puts items every column has first, then the rest in column order', () => {
    const rows = factMatrix([[item('a'), item('t')], [item('b'), item('t')], null]);
    expect(rows.map((r) => [r.item.key, r.has])).toEqual([
      ['t', [true, true, false]],
      ['a', [true, false, false]],
      ['b', [false, true, false]],
    ]);
  });

  it('an item twice in one column is one row', () => {
    expect(factMatrix([[item('a'), item('a')], [item('a')]])).toHaveLength(1);
  });
});

describe('presence', () => {
  it('says in words who has a row; a column without data does not count against "shared"', () => {
    expect(presence([true, true, false], [true, true, false])).toEqual({
      kind: 'shared',
      text: 'Shared by all',
    });
    expect(presence([false, true, false], [true, true, true])).toEqual({ kind: 'only', text: 'Only in B' });
    expect(presence([true, false, true, false], [true, true, true, true])).toEqual({
      kind: 'some',
      text: 'In A, C',
    });
    // With one column of data nothing can be shared.
    expect(presence([true, false], [true, false]).kind).toBe('only');
  });
});

describe('drugFacts', () => {
  it('reads an RxNorm concept: its code, term type, names and related concepts (not itself)', () => {
    const f = drugFacts(
      { CUI: null, LAT: 'ENG', RXCUI: '29046', STR: 'lisinopril', SUPPRESS: 'N', SY: '', TTY: 'IN' },
      [
        {
          type: 'BN',
          rxConcept: [
            { CUI: null, LAT: null, RXCUI: '203644', STR: 'Prinivil', SUPPRESS: null, SY: null, TTY: 'BN' },
            { CUI: null, LAT: null, RXCUI: '29046', STR: 'lisinopril', SUPPRESS: null, SY: null, TTY: 'IN' },
          ],
        },
        { type: 'SCD', rxConcept: null },
      ],
      '29046',
      '/drugs/29046',
    );
    expect(f.codes.map((c) => c.key)).toEqual(['code:RXNORM|29046']);
    expect(f.types.map((t) => t.label)).toEqual(['RxNorm term type IN']);
    expect(f.names.map((n) => n.label)).toEqual(['lisinopril']);
    expect(f.relations.map((r) => [r.label, r.href])).toEqual([
      ['BN → Prinivil (RXNORM 203644)', '/drugs/203644'],
    ]);
  });
});
