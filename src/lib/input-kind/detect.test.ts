// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectInput, type DetectOptions } from './detect.ts';
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

describe('normalizeNdc', () => {
  it.each([
    ['0093-1113-10', '00093111310'],
    ['50580-506-02', '50580050602'],
    ['12345-6789-1', '12345678901'],
    ['12345-6789-01', '12345678901'],
    ['00093111310', '00093111310'],
    [' 0093-1113-10 ', '00093111310'],
    ['0093111310', null],
    ['123-4567-89', null],
    ['1234-567-89', null],
    ['abc', null],
  ])('%j → %j', (input, expected) => expect(normalizeNdc(input)).toBe(expected));

  it('formats 11 digits as 5-4-2', () => expect(formatNdc11('00093111310')).toBe('00093-1113-10'));
});
