/**
 * MeSH's terms in the committed dataset: every term of a MeSH 2022 descriptor is an MSH atom
 * (MH, PEP, ET, PM) with the ids UMLS gives it, the 2017 tree and headings stay as they were,
 * and no term merges anything. open-data.test.ts checks every term against the open file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readDataset, warmLookups } from './load.ts';
import { sourceKey, type Atom, type Dataset } from './model.ts';

let ds: Dataset;

const atomsOf = (id: string): Atom[] =>
  (ds.sourceConcepts.get(sourceKey('MSH', id))?.auis ?? []).flatMap((aui) => ds.atoms.get(aui) ?? []);
const row = (a: Atom) => [a.tty, a.name, a.saui, a.scui, a.sdui, a.code].join(' ');
const cuiOf = (id: string) => ds.sourceConcepts.get(sourceKey('MSH', id))?.cuis;
const mn = (id: string) =>
  (ds.attributesBySource.get(sourceKey('MSH', id)) ?? []).filter((a) => a.name === 'MN').map((a) => a.value);

beforeAll(() => {
  ds = readDataset();
  // The dataset's columns and indexes are built on first use: once here, in the hook's time,
  // not in the first test's (42 s of it beside two browsers loading pages, npm run test:stress).
  warmLookups(ds);
  mn('D009203'); // and the attributes' columns, which the look-ups by id leave unread
}, 120_000);

describe('MeSH terms as MSH atoms', () => {
  it('gives Myocardial Infarction every term: its heading first, TermUI as SAUI, ConceptUI as SCUI', () => {
    const atoms = atomsOf('D009203');
    expect(atoms.map(row)).toEqual([
      'MH Myocardial Infarction T027447 M0014340 D009203 D009203',
      'ET Cardiovascular Stroke T855594 M0014340 D009203 D009203',
      'ET Heart Attack T000866941 M0014340 D009203 D009203',
      'ET Myocardial Infarct T027448 M0014340 D009203 D009203',
      'PM Infarctions, Myocardial T027447 M0014340 D009203 D009203',
      'PM Cardiovascular Strokes T855594 M0014340 D009203 D009203',
      'PM Myocardial Infarctions T027447 M0014340 D009203 D009203',
      'PM Infarcts, Myocardial T027448 M0014340 D009203 D009203',
      'PM Infarct, Myocardial T027448 M0014340 D009203 D009203',
      'PM Stroke, Cardiovascular T855594 M0014340 D009203 D009203',
      'PM Myocardial Infarcts T027448 M0014340 D009203 D009203',
      'PM Strokes, Cardiovascular T855594 M0014340 D009203 D009203',
      'PM Heart Attacks T000866941 M0014340 D009203 D009203',
      'PM Infarction, Myocardial T027447 M0014340 D009203 D009203',
    ]);
    // None is obsolete or suppressible; the concept keeps its name and its heading's AUI.
    expect(atoms.filter((a) => a.suppress !== 'N')).toEqual([]);
    expect(atoms[0]?.aui).toBe('A99334153');
    expect(ds.concepts.get('C0027051')?.name).toBe('Myocardial Infarction');
    // Only the heading holds the tree position.
    expect(ds.atomParents.has(atoms[0]?.aui ?? '')).toBe(true);
    expect(atoms.slice(1).filter((a) => ds.atomParents.has(a.aui))).toEqual([]);
  });

  it('names the preferred term of another concept of the descriptor PEP', () => {
    // Songbirds (D020308) holds the concept Thrushes (M0455363): "Thrushes" PEP, "Turdidae" ET.
    const rows = atomsOf('D020308').map(row);
    expect(rows).toContain('PEP Thrushes T555377 M0455363 D020308 D020308');
    expect(rows).toContain('ET Turdidae T555378 M0455363 D020308 D020308');
  });

  it('keeps a renamed descriptor’s 2017 heading as its MH, the 2022 name an entry term', () => {
    // 2017 "Social Distance", 2022 "Psychological Distance": no 2022 term spells the heading.
    expect(atomsOf('D012929').map(row)).toEqual([
      'MH Social Distance  M000732006 D012929 D012929',
      'ET Psychological Distance T001078948 M000732006 D012929 D012929',
      'PM Distance, Psychological T001078948 M000732006 D012929 D012929',
      'PM Psychological Distances T001078948 M000732006 D012929 D012929',
    ]);
    expect(ds.sourceConcepts.get(sourceKey('MSH', 'D012929'))?.name).toBe('Social Distance');
  });

  it('keeps a descriptor deleted before 2022 with its heading alone', () => {
    expect(atomsOf('D028525').map(row)).toEqual(['MH Apium graveolens   D028525 D028525']);
  });

  it('holds descriptors added after 2017: found by their terms, without a position', () => {
    const covid = atomsOf('D000086382');
    expect(covid[0] && row(covid[0])).toBe('MH COVID-19 T001007884 M000732426 D000086382 D000086382');
    expect(covid.map(row)).toContain('PEP COVID-19 Pandemic T001079530 M000733961 D000086382 D000086382');
    expect(covid.map(row)).toContain('ET SARS-CoV-2 Infection T001079545 M000732426 D000086382 D000086382');
    // No tree number: no MN, no parents, no atom context, no branch to type it by.
    expect(mn('D000086382')).toEqual([]);
    expect(ds.sourceConcepts.get(sourceKey('MSH', 'D000086382'))?.parents).toEqual([]);
    expect(covid.filter((a) => ds.atomParents.has(a.aui) || ds.atomChildren.has(a.aui))).toEqual([]);
    const concept = ds.concepts.get(covid[0]?.cui ?? '');
    expect(concept).toMatchObject({ syntheticCui: true, semanticTypes: ['T071'], dateAdded: '01-01-2022' });
    // A concept of its own: no DO term or other descriptor joins it.
    expect(new Set(concept?.auis.map((a) => ds.atoms.get(a)?.sourceKey))).toEqual(
      new Set(['MSH|D000086382']),
    );
  });
});

describe('terms merge nothing', () => {
  it('keeps two descriptors apart when a term of one is the heading of the other', () => {
    // "Hydrogel" is D020136's 2017 heading and, by 2022, an entry term of Hydrogels (D020100).
    expect(atomsOf('D020136').map(row)).toContain('MH Hydrogel  M0029875 D020136 D020136');
    expect(atomsOf('D020100').map(row)).toContain('ET Hydrogel T059932 M0029834 D020100 D020100');
    expect(cuiOf('D020136')).toHaveLength(1);
    expect(cuiOf('D020100')).toHaveLength(1);
    expect(cuiOf('D020136')).not.toEqual(cuiOf('D020100'));
  });

  it('keeps two descriptors apart when their entry terms differ only in word order', () => {
    // Basal Cell Nevus Syndrome's "Gorlin-Goltz Syndrome", Focal Dermal Hypoplasia's "Goltz-Gorlin Syndrome".
    expect(atomsOf('D001478').map((a) => a.name)).toContain('Gorlin-Goltz Syndrome');
    expect(atomsOf('D005489').map((a) => a.name)).toContain('Goltz-Gorlin Syndrome');
    expect(cuiOf('D001478')).not.toEqual(cuiOf('D005489'));
  });
});

describe('MeSH concepts (SCUI) as source concepts', () => {
  it('serves each ConceptUI as a cluster of its terms, in its descriptor’s concept', () => {
    const thrushes = ds.scuiClusters.get(sourceKey('MSH', 'M0455363'));
    expect(thrushes).toMatchObject({
      sab: 'MSH',
      id: 'M0455363',
      idType: 'sourceConcept',
      name: 'Thrushes',
      parents: [],
      cuis: cuiOf('D020308'),
    });
    expect(thrushes?.auis.map((a) => ds.atoms.get(a)?.name)).toEqual(['Thrushes', 'Turdidae']);
    expect(ds.scuiClusters.get(sourceKey('MSH', 'M0014340'))?.auis).toHaveLength(14);
    // Descriptors stay the source concepts of MSH; an M… is not one, nor a D… a cluster.
    expect(ds.sourceConcepts.has(sourceKey('MSH', 'M0455363'))).toBe(false);
    expect(ds.scuiClusters.has(sourceKey('MSH', 'D020308'))).toBe(false);
    expect([...ds.scuiClusters.keys()].every((k) => /^MSH\|M\d+$/.test(k))).toBe(true);
  });
});
