// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectInput, recognizeInput, type DetectOptions } from './detect.ts';
import { destinationOf } from './destination.ts';
import { describeKind } from './describe.ts';

// What a box says it recognised: nothing for a line with a problem (it is searched as typed).
const words = (r: ReturnType<typeof recognizeInput>) =>
  r.problem ? null : describeKind(r.kind, r.source, r.value);
import { formatNdc11, normalizeNdc } from './ndc.ts';

const d = (raw: string, options?: DetectOptions) => {
  const r = detectInput(raw, options);
  return [r.kind, r.value, r.source, r.problem !== null] as const;
};

describe('detectInput, detected kinds', () => {
  it.each([
    // CUIs and AUIs: case and stray white space do not matter
    ['C0018681', ['cui', 'C0018681', null, false]],
    ['  c0018681\t', ['cui', 'C0018681', null, false]],
    ['\uFEFFC0018681\r', ['cui', 'C0018681', null, false]],
    ['\u00A0C0018681\u200B', ['cui', 'C0018681', null, false]],
    ['A0000001', ['aui', 'A0000001', null, false]],
    ['a10134087', ['aui', 'A10134087', null, false]],
    ['C00186810', ['term', 'C00186810', null, false]],
    // source codes, written out
    ['SNOMEDCT_US:22298006', ['code', '22298006', 'SNOMEDCT_US', false]],
    ['MSH|D009203', ['code', 'D009203', 'MSH', false]],
    ['ICD10CM : I21.9', ['code', 'I21.9', 'ICD10CM', false]],
    ['HPO:HP:0001947', ['code', 'HP:0001947', 'HPO', false]],
    ['HP:0001947', ['code', 'HP:0001947', 'HPO', false]],
    ['GO:0005737', ['code', 'GO:0005737', 'GO', false]],
    ['LNC:1234-5', ['code', '1234-5', 'LNC', false]],
    // bare ICD-10-CM-looking codes
    ['I21', ['code', 'I21', 'ICD10CM', false]],
    ['I21.9', ['code', 'I21.9', 'ICD10CM', false]],
    ['e11.65', ['code', 'E11.65', 'ICD10CM', false]],
    ['C7A.00', ['code', 'C7A.00', 'ICD10CM', false]],
    ['U07.1', ['code', 'U07.1', 'ICD10CM', false]],
    // RXCUIs (≤ 8 digits) and NDCs
    ['29046', ['rxcui', '29046', null, false]],
    ['0029046', ['rxcui', '29046', null, false]],
    ['12345678', ['rxcui', '12345678', null, false]],
    ['00093111310', ['ndc', '00093111310', null, false]],
    ['0093-1113-10', ['ndc', '00093111310', null, false]],
    ['50580-506-02', ['ndc', '50580050602', null, false]],
    ['12345-6789-1', ['ndc', '12345678901', null, false]],
    ['12345-6789-01', ['ndc', '12345678901', null, false]],
    ['123-4567-89', ['term', '123-4567-89', null, false]],
    ['1234-567-89', ['ndc', '1234-567-89', null, true]],
    ['0093111310', ['term', '0093111310', null, true]],
    ['0093 1113 10', ['ndc', '00093111310', null, false]],
    ['NDC:0093-1113-10', ['ndc', '00093111310', null, false]],
    ['ndc 50580-506-02', ['ndc', '50580050602', null, false]],
    ['NDC|00093111310', ['ndc', '00093111310', null, false]],
    ['NDC: 12', ['ndc', '12', null, true]],
    // dotless ICD-10-CM, MeSH UIs (not CUIs), CURIEs, typed prefixes
    ['I219', ['code', 'I21.9', 'ICD10CM', false]],
    ['e1165', ['code', 'E11.65', 'ICD10CM', false]],
    ['S72001A', ['code', 'S72.001A', 'ICD10CM', false]],
    ['ICD10CM:I219', ['code', 'I21.9', 'ICD10CM', false]],
    ['ICD10CM|e1165', ['code', 'E11.65', 'ICD10CM', false]],
    ['D009203', ['code', 'D009203', 'MSH', false]],
    ['d009203', ['code', 'D009203', 'MSH', false]],
    ['C000600', ['code', 'C000600', 'MSH', false]],
    ['D000069196', ['code', 'D000069196', 'MSH', false]],
    ['C0027051', ['cui', 'C0027051', null, false]],
    ['MSH:d009203', ['code', 'D009203', 'MSH', false]],
    ['DOID:4', ['code', 'DOID:4', 'DOID', false]],
    ['doid:0050700', ['code', 'DOID:0050700', 'DOID', false]],
    ['RXNORM:29046', ['code', '29046', 'RXNORM', false]],
    ['RXCUI 29046', ['rxcui', '29046', null, false]],
    ['rxcui:0029046', ['rxcui', '29046', null, false]],
    ['CUI: c0027051', ['cui', 'C0027051', null, false]],
    ['H2O', ['term', 'H2O', null, false]],
    ['H1N1', ['term', 'H1N1', null, false]],
    ['G6PD', ['term', 'G6PD', null, false]],
    // a TUI is a term for batch (detectInput); recognizeInput reads it as a TUI
    ['T047', ['term', 'T047', null, false]],
    // terms
    ['heart attack', ['term', 'heart attack', null, false]],
    ['Sjögren syndrome', ['term', 'Sjögren syndrome', null, false]],
    ['Sjo\u0308gren', ['term', 'Sjögren', null, false]],
    ['Note: something', ['term', 'Note: something', null, false]],
    ['Note:x', ['term', 'Note:x', null, false]],
    ['Vitamin D: deficiency', ['term', 'Vitamin D: deficiency', null, false]],
    ['<script>alert(1)</script>', ['term', '<script>alert(1)</script>', null, false]],
    ['=HYPERLINK("http://x","y")', ['term', '=HYPERLINK("http://x","y")', null, false]],
    ['aspirin', ['term', 'aspirin', null, false]],
    ['日本語', ['term', '日本語', null, false]],
    // empty
    ['', ['empty', '', null, false]],
    ['  \t\uFEFF ', ['empty', '', null, false]],
  ] as const)('%j', (raw, expected) => {
    expect(d(raw)).toEqual(expected);
  });

  it('keeps a long line whole', () => {
    const long = 'x'.repeat(10_000);
    expect(detectInput(long)).toMatchObject({ kind: 'term', value: long });
  });

  it('keeps the raw line for display', () => {
    expect(detectInput(' c0018681 ').raw).toBe(' c0018681 ');
  });
});

describe('detectInput with a source picked for bare codes', () => {
  const sno = { source: 'snomedct_us' };
  it('reads one-word lines holding a digit as codes of that source', () => {
    expect(d('22298006', sno)).toEqual(['code', '22298006', 'SNOMEDCT_US', false]);
    expect(d('I21.9', sno)).toEqual(['code', 'I21.9', 'SNOMEDCT_US', false]);
    expect(d('D009203', { source: 'MSH' })).toEqual(['code', 'D009203', 'MSH', false]);
  });
  it('still reads identifiers, SAB:code and NDCs as such, and words as terms', () => {
    expect(d('C0018681', sno)).toEqual(['cui', 'C0018681', null, false]);
    expect(d('MSH:D009203', sno)).toEqual(['code', 'D009203', 'MSH', false]);
    expect(d('0093-1113-10', sno)).toEqual(['ndc', '00093111310', null, false]);
    expect(d('aspirin', sno)).toEqual(['term', 'aspirin', null, false]);
    expect(d('heart attack', sno)).toEqual(['term', 'heart attack', null, false]);
  });
});

describe('detectInput with known sources', () => {
  const knownSources = new Set(['MSH', 'ICD10CM', 'SNOMEDCT_US']);
  it('takes a prefix in any case when it is a known source, and no other', () => {
    expect(d('msh:D009203', { knownSources })).toEqual(['code', 'D009203', 'MSH', false]);
    expect(d('FOO:123', { knownSources })).toEqual(['term', 'FOO:123', null, false]);
  });
});

describe('detectInput with a kind fixed for all lines', () => {
  it('uses the kind and says when a line does not fit it', () => {
    expect(d('c0018681', { force: 'cui' })).toEqual(['cui', 'C0018681', null, false]);
    expect(d('headache', { force: 'cui' })).toEqual(['cui', 'headache', null, true]);
    expect(d('C0018681', { force: 'term' })).toEqual(['term', 'C0018681', null, false]);
    expect(d('I21', { force: 'term' })).toEqual(['term', 'I21', null, false]);
    expect(d('0093-1113-10', { force: 'ndc' })).toEqual(['ndc', '00093111310', null, false]);
    expect(d('12', { force: 'ndc' })).toEqual(['ndc', '12', null, true]);
    expect(d('29046', { force: 'rxcui' })).toEqual(['rxcui', '29046', null, false]);
    expect(d('x1', { force: 'rxcui' })).toEqual(['rxcui', 'x1', null, true]);
    expect(d('A0000001', { force: 'aui' })).toEqual(['aui', 'A0000001', null, false]);
    expect(d('12345', { force: 'code' })).toEqual(['code', '12345', null, true]);
    expect(d('12345', { force: 'code', source: 'LNC' })).toEqual(['code', '12345', 'LNC', false]);
    expect(d('', { force: 'cui' })).toEqual(['empty', '', null, false]);
  });
});

describe('recognizeInput: what a box was given, in words, and where it goes', () => {
  it.each([
    ['C0027051', 'cui', 'a UMLS concept identifier (CUI)', '/concepts/C0027051'],
    ['a0000001', 'aui', 'a UMLS atom identifier (AUI)', '/atoms/A0000001'],
    ['t047', 'tui', 'a semantic type identifier (TUI)', '/semantic-types/T047'],
    ['TUI:T047', 'tui', 'a semantic type identifier (TUI)', '/semantic-types/T047'],
    ['29046', 'rxcui', 'an RxNorm concept identifier (RXCUI)', '/drugs/29046'],
    ['RXNORM|29046', 'code', 'an RxNorm concept (RXCUI)', '/drugs/29046'],
    ['D009203', 'code', 'a MeSH descriptor', '/sources/MSH/D009203'],
    ['C000600', 'code', 'a MeSH supplementary concept', '/sources/MSH/C000600'],
    ['GO:0005737', 'code', 'a Gene Ontology term', '/sources/GO/GO%3A0005737'],
    ['DOID:4', 'code', 'a Disease Ontology term', '/sources/DOID/DOID%3A4'],
    ['ICD10CM:I21.9', 'code', 'an ICD-10-CM code', '/sources/ICD10CM/I21.9'],
    ['SNOMEDCT_US:22298006', 'code', 'a SNOMED CT code', '/sources/SNOMEDCT_US/22298006'],
    ['FOO:x1', 'code', 'a FOO code', '/sources/FOO/x1'],
  ] as const)('%j is %s (%s) and opens %s', (raw, kind, what, path) => {
    const r = recognizeInput(raw);
    expect([r.kind, words(r)]).toEqual([kind, what]);
    expect(destinationOf(r)).toEqual({ kind: 'page', path });
  });

  it('searches a code known by its shape alone exactly, by code', () => {
    const r = recognizeInput('i219');
    expect(words(r)).toBe('an ICD-10-CM code');
    expect(destinationOf(r)).toEqual({
      kind: 'code-search',
      params: {
        string: 'I21.9',
        searchType: 'exact',
        inputType: 'sourceUi',
        sabs: 'ICD10CM',
        returnIdType: 'code',
      },
    });
  });

  it('sends an NDC to the drug service, with the lookup page as the way back', () => {
    expect(destinationOf(recognizeInput('0093-1113-10'))).toEqual({
      kind: 'ndc',
      ndc: '00093111310',
      lookupPath: '/drugs?by=id&idType=NDC&id=00093111310',
    });
  });

  it.each(['heart attack', '', '1234-567-89', '0093111310', '<b>x</b>', '\u202Eevil'])(
    '%j is searched as words',
    (raw) => {
      const r = recognizeInput(raw);
      expect(words(r)).toBeNull();
      expect(destinationOf(r)).toEqual({ kind: 'search' });
    },
  );

  it('reads a TUI-shaped line as a dotless ICD-10-CM code when the source is ICD10CM', () => {
    expect(recognizeInput('T047', { source: 'ICD10CM' })).toMatchObject({ kind: 'code', value: 'T04.7' });
    expect(recognizeInput('T047', { source: 'SNOMEDCT_US' })).toMatchObject({ kind: 'code', value: 'T047' });
    expect(recognizeInput('I219', { force: 'code', source: 'ICD10CM' })).toMatchObject({ value: 'I21.9' });
  });
});

describe('recognizeInput in a box of identifiers only (the home page)', () => {
  const only = { identifiersOnly: true } as const;
  it.each([
    ['ICD10CM/I21.9', 'ICD10CM', 'I21.9', '/sources/ICD10CM/I21.9'],
    [' msh / D009203 ', 'MSH', 'D009203', '/sources/MSH/D009203'],
    ['icd10cm:i219', 'ICD10CM', 'I21.9', '/sources/ICD10CM/I21.9'],
    ['MSH/a/b', 'MSH', 'a/b', '/sources/MSH/a%2Fb'],
    ['LNC/LP1234-5a', 'LNC', 'LP1234-5a', '/sources/LNC/LP1234-5a'],
    ['go/GO:0110165', 'GO', 'GO:0110165', '/sources/GO/GO%3A0110165'],
  ] as const)('%j is a code of %s (%s) and opens %s', (raw, source, value, path) => {
    const r = recognizeInput(raw, only);
    expect(r).toMatchObject({ kind: 'code', source, value, problem: null });
    expect(destinationOf(r)).toEqual({ kind: 'page', path });
  });

  it('reads everything else as the other boxes do', () => {
    for (const raw of ['C0027051', 'I21.9', 'D009203', '29046', '0093-1113-10', 'GO:0005737', 'T047'])
      expect(recognizeInput(raw, only)).toEqual(recognizeInput(raw));
  });

  it('is off elsewhere: a slash between words stays words in the header and search boxes', () => {
    for (const raw of ['HIV/AIDS', 'CD4/CD8', 'ICD10CM/I21.9', 'msh:D009203'])
      expect(recognizeInput(raw).kind).toBe('term');
  });
});

describe('normalizeNdc', () => {
  it.each([
    ['0093-1113-10', '00093111310'],
    ['50580-506-02', '50580050602'],
    ['12345-6789-1', '12345678901'],
    ['12345-6789-01', '12345678901'],
    ['00093111310', '00093111310'],
    [' 0093-1113-10 ', '00093111310'],
    ['0093 1113 10', '00093111310'],
    ['50580 506 02', '50580050602'],
    ['0093111310', null],
    ['123-4567-89', null],
    ['1234-567-89', null],
    ['abc', null],
  ])('%j → %j', (input, expected) => expect(normalizeNdc(input)).toBe(expected));

  it('formats 11 digits as 5-4-2', () => expect(formatNdc11('00093111310')).toBe('00093-1113-10'));
});
