// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectInput } from '../../lib/input-kind/index.ts';
import { detectLines } from './input.ts';
import { junkReason } from './junk.ts';
import type { Resolution } from './resolve.ts';
import { buildRows, countByFilter, rowResolved } from './rows.ts';
import { dominantGroup, isShortOrAbbreviation, rowVerdict, type StatusInput } from './status.ts';

const res = (over: Partial<Resolution> = {}): Resolution => ({
  match: 'exact',
  idType: 'CUI',
  id: 'C0018681',
  name: 'Headache',
  semanticTypes: ['Sign or Symptom'],
  tty: null,
  source: null,
  code: null,
  codeName: null,
  target: [],
  candidates: [],
  manual: false,
  via: { by: 'exact', atom: 'Headache', source: 'MSH', preferred: true },
  note: null,
  ...over,
});

describe('junkReason', () => {
  it.each([
    ['N/A', /placeholder/],
    ['n/a', /placeholder/],
    ['NA', /placeholder/],
    ['n.a.', /placeholder/],
    ['none', /placeholder/],
    ['NULL', /placeholder/],
    ['unknown', /placeholder/],
    ['TBD', /placeholder/],
    ['#N/A', /spreadsheet error/],
    ['#VALUE!', /spreadsheet error/],
    ['-', /punctuation/],
    ['--', /punctuation/],
    ['?', /punctuation/],
    ['???', /punctuation/],
    ['...', /punctuation/],
    ['*', /punctuation/],
    ['"', /punctuation/],
    ['+1+2', /Arithmetic/],
    ['-2+3', /Arithmetic/],
    ['(3*4)/2', /Arithmetic/],
    ['=1+1', /formula/],
    ['=HYPERLINK("http://evil.example","x")', /formula/],
    ['=SUM(A1:A3)', /formula/],
    ['@cmd', /formula/],
  ])('%s is junk', (line, reason) => {
    expect(junkReason(line)).toMatch(reason);
  });

  it.each([
    'headache',
    'MI',
    'Sjögren syndrome',
    'clopidogrel 75mg',
    'type 2 diabetes',
    'COVID-19',
    'vitamin B12',
    '<script>alert(1)</script>',
    'a "quoted", term',
    'nausea/vomiting',
    '心肌梗死',
  ])('%s may be a term', (line) => {
    expect(junkReason(line)).toBeNull();
  });

  it('junk lines are not looked up, and their rows are no match with the reason', () => {
    const lines = detectLines(['N/A', '+1+2', '=1+1', 'headache', '-'], {});
    expect(lines.map((l) => l.key === null)).toEqual([true, true, true, false, true]);
    const rows = buildRows(lines, new Map(), new Map());
    expect(rows.map((r) => r.status)).toEqual(['none', 'none', 'none', 'pending', 'none']);
    expect(rows[0]!.problem).toMatch(/placeholder/);
  });
});

const term = (
  input: string,
  resolution: Resolution | null,
  over: Partial<StatusInput> = {},
): StatusInput => ({
  kind: 'term',
  input,
  state: 'done',
  resolution,
  decision: null,
  ...over,
});

describe('rowVerdict', () => {
  const wordHit = res({ match: 'word', via: { by: 'words', atom: 'N/A', source: 'GO', preferred: false } });
  it.each<[string, StatusInput, string, boolean]>([
    ['exact name', term('Headache', res()), 'matched', false],
    ['normalised name', term('headaches', res({ match: 'normalised' })), 'matched', false],
    ['a CUI', { ...term('C0018681', res()), kind: 'cui' }, 'matched', false],
    ['a source code', { ...term('I21.9', res()), kind: 'code' }, 'matched', false],
    [
      'an RXCUI',
      { ...term('314076', res({ idType: 'RXCUI', id: '314076' })), kind: 'rxcui' },
      'matched',
      false,
    ],
    ['a short code is not "short input"', { ...term('I10', res()), kind: 'code' }, 'matched', false],
    ['a words match', term('heart organ', wordHit), 'review', false],
    ['a two-letter input', term('MI', res()), 'review', false],
    ['an abbreviation', term('COPD', res()), 'review', false],
    ['a spelling suggestion', term('diabetis', res({ match: 'suggestion' })), 'review', false],
    ['several', term('cold', res({ match: 'several', id: null, idType: null })), 'several', false],
    ['nothing found', term('zzz', res({ match: 'none', id: null, idType: null, via: null })), 'none', false],
    [
      'candidates from a fallback, no answer',
      term(
        'diabetis',
        res({ match: 'none', id: null, idType: null, candidates: [{ id: 'C1', name: 'x', idType: 'CUI' }] }),
      ),
      'review',
      false,
    ],
    ['junk', term('N/A', null, { state: 'junk' }), 'none', false],
    ['a failed lookup', term('boom', null, { state: 'failed' }), 'error', false],
    ['a line the detector refused', { ...term('123456789', null), state: 'invalid' }, 'error', false],
    ['not yet asked', term('headache', null, { state: 'pending' }), 'pending', false],
    ['an empty line', { ...term('', null), kind: 'empty', state: 'empty' }, 'empty', false],
    [
      'a wrong exact match marked no match by hand',
      term('Headache', res(), { decision: { action: 'none', resolution: null, comment: '' } }),
      'none',
      true,
    ],
    [
      'a review row confirmed by hand',
      term('heart organ', wordHit, { decision: { action: 'accept', resolution: null, comment: '' } }),
      'matched',
      true,
    ],
    [
      'a no-match row picked by hand',
      term('zzz', res({ match: 'none', id: null }), {
        decision: { action: 'pick', resolution: res({ id: 'C0015967', name: 'Fever' }), comment: 'x' },
      }),
      'matched',
      true,
    ],
    [
      'junk picked by hand',
      term('N/A', null, {
        state: 'junk',
        decision: { action: 'pick', resolution: res(), comment: '' },
      }),
      'matched',
      true,
    ],
    [
      'accept on a row without an answer does nothing',
      term('zzz', res({ match: 'none', id: null }), {
        decision: { action: 'accept', resolution: null, comment: '' },
      }),
      'none',
      false,
    ],
    [
      'a comment alone keeps the status',
      term('heart organ', wordHit, { decision: { action: null, resolution: null, comment: 'check' } }),
      'review',
      false,
    ],
  ])('%s', (_, input, status, byHand) => {
    const v = rowVerdict(input);
    expect(v.status).toBe(status);
    expect(v.byHand).toBe(byHand);
  });

  it('a lone answer of another semantic group than the column goes to review, unless its name is the line exactly', () => {
    const disease = res({ semanticTypes: ['Disease or Syndrome'] });
    const column = Array.from({ length: 12 }, () => disease);
    expect(dominantGroup(column)).toBe('DISO');
    const gene = res({ id: 'C1', match: 'normalised', semanticTypes: ['Cell Component'] });
    expect(dominantGroup([...column, gene])).toBe('DISO');
    expect(rowVerdict(term('NatA complexes', gene), 'DISO')).toMatchObject({ status: 'review' });
    // Found by its exact name: what the line says, whatever the column's group.
    const exact = { ...gene, match: 'exact' as const, name: 'NatA complex' };
    expect(rowVerdict(term('NatA complex', exact), 'DISO')).toMatchObject({ status: 'matched' });
    expect(rowVerdict(term('Heart attack', disease), 'DISO')).toMatchObject({ status: 'matched' });
    // A mixed column (diseases and drugs) has no dominant group: nothing is an outlier.
    const drug = res({ semanticTypes: ['Pharmacologic Substance'] });
    expect(dominantGroup([...column.slice(0, 6), ...Array.from({ length: 6 }, () => drug)])).toBeNull();
    // Too few rows to say.
    expect(dominantGroup(column.slice(0, 5))).toBeNull();
  });

  it('short or abbreviated inputs', () => {
    expect(['MI', 'flu', 'ALS', 'COPD', 'CABGs'].every(isShortOrAbbreviation)).toBe(true);
    expect(['Fever', 'headache', 'Asthma', 'Sjögren syndrome'].some(isShortOrAbbreviation)).toBe(false);
  });
});

describe('counts', () => {
  it('only matched rows, by the service or by hand, count as resolved', () => {
    const lines = detectLines(['headache', 'heart organ', 'N/A', 'cold', 'zzz', 'MI'], {});
    const answers = new Map([
      [lines[0]!.key!, { status: 'done' as const, value: res() }],
      [lines[1]!.key!, { status: 'done' as const, value: res({ match: 'word' }) }],
      [lines[3]!.key!, { status: 'done' as const, value: res({ match: 'several', id: null }) }],
      [lines[4]!.key!, { status: 'done' as const, value: res({ match: 'none', id: null, via: null }) }],
      [lines[5]!.key!, { status: 'done' as const, value: res() }],
    ]);
    const rows = buildRows(lines, answers, new Map());
    expect(rows.map((r) => r.status)).toEqual(['matched', 'review', 'none', 'several', 'none', 'review']);
    expect(rows.filter(rowResolved).map((r) => r.input)).toEqual(['headache']);
    expect(countByFilter(rows)).toEqual({ all: 6, matched: 1, review: 2, several: 1, none: 2, error: 0 });
    const confirmed = buildRows(
      lines,
      answers,
      new Map([[lines[1]!.key!, { action: 'accept' as const, resolution: null, comment: '' }]]),
    );
    expect(confirmed.filter(rowResolved).map((r) => r.input)).toEqual(['headache', 'heart organ']);
  });

  it('a detector problem is an error row', () => {
    expect(detectInput('123456789').problem).not.toBeNull();
    const rows = buildRows(detectLines(['123456789'], {}), new Map(), new Map());
    expect(rows[0]).toMatchObject({ status: 'error', problem: expect.stringMatching(/9 digits/) });
  });
});
