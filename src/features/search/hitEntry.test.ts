// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hitEntry } from './hitEntry.ts';

const hit = (ui: string, rootSource: string | null = null) => ({ ui, name: 'Name', rootSource, ref: null });

describe('hitEntry: what a search row adds to the basket', () => {
  it('a concept search adds the CUI', () => {
    expect(hitEntry(hit('C0027051', 'MTH'), 'concept', '2025AB')).toMatchObject({
      system: 'UMLS',
      code: 'C0027051',
      from: { kind: 'CUI', id: 'C0027051' },
      release: '2025AB',
    });
  });
  it('a code search adds the source code; an RxNorm code is its own RXCUI', () => {
    expect(hitEntry(hit('I21.9', 'ICD10CM'), 'code', 'current')).toMatchObject({
      system: 'ICD10CM',
      code: 'I21.9',
      from: null,
    });
    expect(hitEntry(hit('314076', 'RXNORM'), 'sourceUi', 'current')?.from).toEqual({
      kind: 'RXCUI',
      id: '314076',
    });
  });
  it('an AUI or NOCODE row has nothing to add', () => {
    expect(hitEntry(hit('A0000001', 'MSH'), 'aui', 'current')).toBeNull();
    expect(hitEntry(hit('NOCODE', 'MSH'), 'code', 'current')).toBeNull();
  });
});
