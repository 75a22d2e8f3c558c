import { describe, expect, it } from 'vitest';
import { DEMO_HOLDINGS } from '../../lib/demoHoldings.ts';
import { holdingsSentence, notHeld } from './notHeld.ts';

const words = { string: 'diabetes', searchType: 'words', inputType: 'atom', sabs: [] } as const;
const code = { string: 'U09.9', searchType: 'exact', inputType: 'sourceUi', sabs: ['ICD10CM'] } as const;

describe('notHeld', () => {
  it('names the source that has no such code, for a code search in one source', () => {
    expect(notHeld(code, null).code).toEqual({ sab: 'ICD10CM', code: 'U09.9' });
  });

  it('says nothing about codes for a words search, or a code search in every source', () => {
    expect(notHeld(words, null).code).toBeNull();
    expect(notHeld({ ...code, sabs: [] }, null).code).toBeNull();
    expect(notHeld({ ...code, searchType: 'words' }, null).code).toBeNull();
  });

  it('names the demo holdings of the sources searched, on the emulator only', () => {
    expect(notHeld(code, DEMO_HOLDINGS).holdings.map((h) => h.sab)).toEqual(['ICD10CM']);
    expect(notHeld(words, DEMO_HOLDINGS).holdings).toEqual(DEMO_HOLDINGS);
    expect(notHeld(code, null).holdings).toEqual([]);
    // A source the demo says nothing of (a restricted one) names nothing rather than the wrong one.
    expect(notHeld({ ...code, sabs: ['SNOMEDCT_US'] }, DEMO_HOLDINGS).holdings).toEqual([]);
  });
});

describe('holdingsSentence', () => {
  it('details one source, with what it does not hold', () => {
    const icd = DEMO_HOLDINGS.filter((h) => h.sab === 'ICD10CM');
    expect(holdingsSentence(icd)).toMatch(
      /^it holds 95,677 ICD10CM entries \(every code of the FY2021 order file .*\); not held: codes added after FY2021/,
    );
  });

  it('speaks of the sample in general for several sources', () => {
    expect(holdingsSentence(DEMO_HOLDINGS)).toContain('not found here even where the UMLS has it');
  });
});
