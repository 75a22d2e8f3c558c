import { benchSearchQuery } from '../../testing/uts-bench.ts';
import { describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchableAtom, type SearchCorpus, type SearchQuery } from './engine.ts';
import { normalizedString, stem } from './normalize.ts';

/** A tiny corpus in the shape of the dataset: enough words to tell the search types apart. */
const atom = (
  aui: string,
  cui: string,
  sab: string,
  code: string,
  name: string,
  extra: Partial<SearchableAtom> = {},
): SearchableAtom => ({
  aui,
  cui,
  sab,
  code,
  name,
  tty: 'PT',
  scui: null,
  sdui: sab === 'MSH' ? code : null,
  obsolete: false,
  suppressible: false,
  ...extra,
});
const atoms: SearchableAtom[] = [
  atom('A9000001', 'C0027051', 'DOID', 'DOID:5844', 'myocardial infarction'),
  atom('A9000002', 'C0027051', 'DOID', 'DOID:5844', 'heart attack', { tty: 'SY' }),
  atom('A9000003', 'C0027051', 'MSH', 'D009203', 'Myocardial Infarction', { tty: 'MH' }),
  atom('A9000004', 'C0027051', 'ICD10CM', 'I21', 'Acute myocardial infarction'),
  atom('A9000005', 'C9000010', 'MSH', 'D006331', 'Heart Diseases', { tty: 'MH' }),
  atom('A9000006', 'C9000011', 'ICD10CM', 'I51.9', 'Heart disease, unspecified'),
  atom('A9000007', 'C9000012', 'MSH', 'D003324', 'Coronary Artery Disease', { tty: 'MH' }),
  atom(
    'A9000008',
    'C9000013',
    'ICD10CM',
    'I25.10',
    'Atherosclerotic heart disease of native coronary artery without angina pectoris',
  ),
  atom('A9000009', 'C9000014', 'GO', 'GO:0007507', 'heart development'),
  atom('A9000010', 'C9000015', 'ICD10CM', 'I20.9', 'Angina pectoris, unspecified', { obsolete: true }),
  atom('A9000011', 'C9000016', 'ICD10CM', 'J45', 'Asthma', { suppressible: true }),
];
const tuis: Record<string, string[]> = {
  C0027051: ['T047'],
  C9000010: ['T047'],
  C9000011: ['T047'],
  C9000012: ['T047'],
  C9000013: ['T047'],
  C9000014: ['T042'],
  C9000015: ['T184'],
  C9000016: ['T047'],
};
const corpus: SearchCorpus = {
  atoms,
  concept: (cui) => {
    const first = atoms.find((a) => a.cui === cui);
    return first && { name: first.name, preferredSab: first.sab, tuis: tuis[cui] ?? [] };
  },
  sourceName: (sab, id) => atoms.find((a) => a.sab === sab && a.code === id)?.name,
  semanticTypes: [
    { tui: 'T047', name: 'Disease or Syndrome', treeNumber: 'B2.2.1.2.1', group: 'DISO' },
    { tui: 'T042', name: 'Organ or Tissue Function', treeNumber: 'B2.2.1.1.2', group: 'PHYS' },
    { tui: 'T184', name: 'Sign or Symptom', treeNumber: 'A2.2.2', group: 'DISO' },
  ],
  semanticGroups: [
    { abbreviation: 'DISO', expandedForm: 'Disorders' },
    { abbreviation: 'PHYS', expandedForm: 'Physiology' },
  ],
};
const engine = createSearchEngine(corpus);
// The service's defaults (words, concepts, every source), then what a test changes.
const q = (string: string, over: Partial<SearchQuery> = {}): SearchQuery => ({
  ...benchSearchQuery(string),
  ...over,
});
const uis = (query: SearchQuery) => engine.search(query).map((h) => h.ui);

describe('stemming', () => {
  it('folds plurals onto their singulars', () => {
    for (const [plural, singular] of [
      ['attacks', 'attack'],
      ['diseases', 'disease'],
      ['arteries', 'artery'],
      ['boxes', 'box'],
      ['classes', 'class'],
    ]) {
      expect(stem(plural!)).toBe(stem(singular!));
    }
    expect(stem('virus')).toBe('virus');
    expect(stem('diagnosis')).toBe('diagnosis');
    expect(normalizedString('Infarction, Myocardial')).toBe(normalizedString('myocardial infarctions'));
  });
});

describe('search engine', () => {
  it('words: every word must appear; plural query words find singular names', () => {
    expect(uis(q('heart attacks'))).toEqual(['C0027051']);
    expect(uis(q('heart disease'))).toEqual(['C9000010', 'C9000011', 'C9000013']);
  });

  it('ranks an exact name first, then the same words, then longer names', () => {
    const hits = engine.search(q('myocardial infarction', { returnIdType: 'aui' })).map((h) => h.ui);
    expect(hits).toEqual(['A9000001', 'A9000003', 'A9000004']);
  });

  it('partialSearch: all words first, then fewer words, down to one', () => {
    const res = uis(q('coronary heart failure', { partialSearch: true }));
    // two of three words: "…heart disease of native coronary artery…"; then one word each.
    expect(res[0]).toBe('C9000013');
    expect(new Set(res.slice(1))).toEqual(
      new Set(['C0027051', 'C9000010', 'C9000011', 'C9000012', 'C9000014']),
    );
    expect(uis(q('coronary heart failure'))).toEqual([]);
  });

  it('exact, truncations and normalized search types', () => {
    expect(uis(q('HEART ATTACK', { searchType: 'exact' }))).toEqual(['C0027051']);
    expect(uis(q('heart', { searchType: 'exact' }))).toEqual([]);
    // Names starting with the string; fewer words, then shorter names first.
    expect(uis(q('heart d', { searchType: 'rightTruncation' }))).toEqual([
      'C9000010',
      'C9000014',
      'C9000011',
    ]);
    expect(uis(q('infarction', { searchType: 'leftTruncation' }))).toEqual(['C0027051']);
    expect(uis(q('infarctions, myocardial', { searchType: 'normalizedString' }))).toEqual(['C0027051']);
    expect(uis(q('the diseases of heart', { searchType: 'normalizedWords' }))).toEqual([
      'C9000010',
      'C9000011',
      'C9000013',
    ]);
  });

  it('code search with inputType sourceUi / code and returnIdType code', () => {
    const hits = engine.search(
      q('i21', { inputType: 'sourceUi', searchType: 'exact', sabs: ['ICD10CM'], returnIdType: 'code' }),
    );
    expect(hits).toEqual([
      { ui: 'I21', rootSource: 'ICD10CM', name: 'Acute myocardial infarction', kind: 'source' },
    ]);
    expect(uis(q('D009203', { inputType: 'code', searchType: 'exact' }))).toEqual(['C0027051']);
    expect(
      uis(
        q('I2', {
          inputType: 'code',
          searchType: 'rightTruncation',
          returnIdType: 'code',
          includeObsolete: true,
        }),
      ),
    ).toEqual(['I21', 'I20.9', 'I25.10']);
  });

  it("a CUI as the string with returnIdType=code lists that concept's codes in the asked sources", () => {
    expect(uis(q('C0027051', { sabs: ['MSH', 'ICD10CM'], returnIdType: 'code' })).sort()).toEqual([
      'D009203',
      'I21',
    ]);
  });

  it('filters by sabs (empty sabs finds nothing), obsolete and suppressible', () => {
    expect(uis(q('infarction', { sabs: ['MSH'], returnIdType: 'code' }))).toEqual(['D009203']);
    expect(uis(q('infarction', { sabs: [] }))).toEqual([]);
    expect(uis(q('angina'))).toEqual(['C9000013']);
    expect(uis(q('angina', { includeObsolete: true }))).toContain('C9000015');
    expect(uis(q('asthma'))).toEqual([]);
    expect(uis(q('asthma', { includeSuppressible: true }))).toEqual(['C9000016']);
  });

  it('filters by semantic types (TUI, name, tree prefix) and groups (name or abbreviation)', () => {
    expect(uis(q('heart', { semanticTypes: 'T042' }))).toEqual(['C9000014']);
    expect(uis(q('heart', { semanticTypes: 'organ or tissue function|T184' }))).toEqual(['C9000014']);
    expect(uis(q('heart', { semanticTypes: 'B2.2.1.1' }))).toEqual(['C9000014']);
    expect(uis(q('heart', { semanticGroups: 'Physiology' }))).toEqual(['C9000014']);
    expect(uis(q('heart', { semanticGroups: 'DISO' }))).not.toContain('C9000014');
    expect(uis(q('heart', { semanticTypes: 'No Such Type' }))).toEqual([]);
  });

  it('inputType=tty lists atoms of a term type', () => {
    expect(uis(q('MH', { inputType: 'tty', returnIdType: 'code' })).sort()).toEqual([
      'D003324',
      'D006331',
      'D009203',
    ]);
  });
});
