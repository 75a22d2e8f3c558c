// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  conceptSearch,
  EMPTY_LOOKUP,
  idScopeFlag,
  isRxcui,
  lookupSearch,
  parseConcept,
  parseLookup,
} from './drugUrls.ts';

const q = (s: string) => new URLSearchParams(s);

describe('lookup URL parameters', () => {
  it('reads a name search, plain and advanced', () => {
    expect(parseLookup(q('name=lisinopril'))).toEqual({ ...EMPTY_LOOKUP, name: 'lisinopril' });
    const adv = parseLookup(q('name=Zestril&adv=1&source=rxnorm&source=MSH&source=RXNORM&allsrc=1'));
    expect(adv).toMatchObject({ mode: 'name', advanced: true, sources: ['RXNORM', 'MSH'], allSources: true });
  });

  it('falls back to defaults for unknown or malformed values', () => {
    expect(parseLookup(q('by=nonsense&scope=everything&idType=%20%20'))).toEqual(EMPTY_LOOKUP);
  });

  it('reads identifier and brand searches', () => {
    expect(parseLookup(q('by=id&idType=NDC&id=0093-1113-10&scope=current'))).toMatchObject({
      mode: 'id',
      idType: 'NDC',
      id: '0093-1113-10',
      idScope: 'current',
    });
    expect(
      parseLookup(q('by=brands&ingredient=loratadine&ingredient=%20&ingredient=pseudoephedrine')).ingredients,
    ).toEqual(['loratadine', 'pseudoephedrine']);
  });

  it('treats a name or identifier of only spaces as none', () => {
    expect(parseLookup(q('name=%20%20&by=id&id=%09'))).toMatchObject({ name: '', id: '' });
  });

  it('drops an ingredient repeated in another case, keeping the first spelling', () => {
    expect(parseLookup(q('ingredient=lisinopril&ingredient=Lisinopril&ingredient=HCTZ')).ingredients).toEqual(
      ['lisinopril', 'HCTZ'],
    );
  });

  it('keeps every tab’s search when only the tab changes', () => {
    const all = {
      ...EMPTY_LOOKUP,
      name: 'lisinopril',
      id: '00093111310',
      idScope: 'current' as const,
      ingredients: ['loratadine'],
    };
    for (const mode of ['name', 'id', 'brands'] as const)
      expect(parseLookup(lookupSearch({ ...all, mode }))).toEqual({ ...all, mode });
    expect(lookupSearch({ ...all, mode: 'id' }).toString()).toBe(
      'by=id&name=lisinopril&idType=NDC&id=00093111310&scope=current&ingredient=loratadine',
    );
  });

  it('writes only what differs from the defaults and reads back the same state', () => {
    const states = [
      { ...EMPTY_LOOKUP, name: '<script>&"\'ü', advanced: true, sources: ['RXNORM'], allSources: false },
      { ...EMPTY_LOOKUP, mode: 'id' as const, idType: 'UMLSCUI', id: 'C0065374', idScope: 'active' as const },
      { ...EMPTY_LOOKUP, mode: 'brands' as const, ingredients: ['a, b', 'c'] },
    ];
    for (const s of states) expect(parseLookup(lookupSearch(s))).toEqual(s);
    expect(lookupSearch({ ...EMPTY_LOOKUP, name: 'x' }).toString()).toBe('name=x');
    expect(lookupSearch({ ...EMPTY_LOOKUP, mode: 'id' }).toString()).toBe('by=id&idType=NDC');
  });

  it('maps the identifier scope to the findRxcuiById overload', () => {
    expect(idScopeFlag('default')).toBeUndefined();
    expect(idScopeFlag('active')).toBe(0);
    expect(idScopeFlag('current')).toBe(1);
  });
});

describe('concept URL parameters', () => {
  it('reads the tab and the picked relationships and term types', () => {
    expect(parseConcept(q(''))).toEqual({ tab: 'related', relas: [], ttys: [] });
    expect(parseConcept(q('tab=relationship&rela=Has_Ingredient&rela=tradename_of&tty=sbd'))).toEqual({
      tab: 'relationship',
      relas: ['has_ingredient', 'tradename_of'],
      ttys: ['SBD'],
    });
    expect(parseConcept(q('tab=evil')).tab).toBe('related');
  });

  it('keeps other parameters such as the release when it writes', () => {
    const next = conceptSearch(q('release=2025AA&tab=ndcs&rela=isa'), {
      tab: 'termtype',
      relas: [],
      ttys: ['SCD', 'SBD'],
    });
    expect(next.toString()).toBe('release=2025AA&tab=termtype&tty=SCD&tty=SBD');
    expect(conceptSearch(q('tab=ndcs'), { tab: 'related', relas: [], ttys: [] }).toString()).toBe('');
  });

  it('accepts only numeric RXCUIs', () => {
    expect(isRxcui('314076')).toBe(true);
    expect(isRxcui('31407a')).toBe(false);
    expect(isRxcui('')).toBe(false);
    expect(isRxcui('<script>')).toBe(false);
  });
});
