// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { relationCodes, relationSentence, relationVerb } from './relationSentence.ts';

describe('relations in sentences', () => {
  it('reads a CHD row with the subject as the child (not the other way round)', () => {
    expect(
      relationSentence({
        fromName: 'Myocardial Infarction',
        rel: 'CHD',
        rela: 'isa',
        toName: 'Myocardial Ischemia',
        sab: 'MSH',
      }),
    ).toBe('Myocardial Infarction is a child of Myocardial Ischemia (MSH)');
  });
  it('reads PAR, RB and RN in the record’s direction', () => {
    expect(relationVerb('PAR', 'inverse_isa')).toBe('is a parent of');
    expect(relationVerb('RB', null)).toBe('is broader than');
    expect(relationVerb('RN', null)).toBe('is narrower than');
  });
  it('prefers a RELA that says more than the REL, as a verb', () => {
    expect(relationVerb('RO', 'has_finding_site')).toBe('has finding site');
    expect(relationVerb('RO', 'member_of')).toBe('is member of');
    expect(relationVerb('RO', 'tradename_of')).toBe('is tradename of');
    expect(relationVerb('RO', 'contains')).toBe('contains');
  });
  it('never drops an unknown label and keeps the codes for tooltips and exports', () => {
    expect(relationVerb('ZZ', null)).toBe('has relation ZZ to');
    expect(relationVerb('constructor', null)).toBe('has relation constructor to');
    expect(relationCodes('CHD', 'isa')).toBe('CHD · isa');
    expect(relationCodes('RN', null)).toBe('RN');
    expect(relationSentence({ fromName: null, rel: 'RN', rela: null, toName: '<&>', sab: 'MTH' })).toBe(
      'This concept is narrower than <&> (MTH)',
    );
  });
});
