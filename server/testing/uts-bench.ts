import { sourceKey, type Dataset } from '../dataset/model.ts';
import { descendantsOf } from '../uts/hierarchy.ts';
import type { SearchQuery } from '../uts/search/engine.ts';

/**
 * Fifty search strings a clinician or analyst would type, across the demo's sources
 * (diseases, MeSH headings, ICD-10-CM, GO cellular components, drugs), single and multi-word,
 * plurals included, for `npm run bench` (search p50/p95).
 */
export function benchQueries(): string[] {
  return [
    'heart attack',
    'myocardial infarction',
    'heart attacks',
    'diabetes mellitus',
    'type 2 diabetes',
    'hypertension',
    'asthma',
    'chronic obstructive pulmonary disease',
    'pneumonia',
    'breast cancer',
    'lung neoplasms',
    'leukemia',
    'lymphoma',
    'melanoma',
    'alzheimer disease',
    'parkinson disease',
    'multiple sclerosis',
    'epilepsy',
    'migraine',
    'depression',
    'schizophrenia',
    'rheumatoid arthritis',
    'osteoporosis',
    'plasma membranes',
    'kidney failure',
    'hepatitis b',
    'tuberculosis',
    'hiv infections',
    'influenza',
    'sepsis',
    'anemia',
    'obesity',
    'hypothyroidism',
    'cystic fibrosis',
    'sickle cell anemia',
    'atrial fibrillation',
    'heart failure',
    'stroke',
    'coronary artery disease',
    'cells',
    'mitochondrion',
    'cell cycle',
    'nucleus',
    'dna repair',
    'metformin',
    'aspirin',
    'atorvastatin 20 mg',
    'insulin glargine',
    'amoxicillin oral capsule',
    'lisinopril tablets',
  ];
}

/** A default `/search` query (words, concepts, every source) for calling the engine directly. */
export function benchSearchQuery(string: string): SearchQuery {
  return {
    string,
    inputType: 'atom',
    searchType: 'words',
    returnIdType: 'concept',
    sabs: null,
    includeObsolete: false,
    includeSuppressible: false,
    partialSearch: false,
    semanticTypes: null,
    semanticGroups: null,
  };
}

/**
 * The source id with the most descendants: the worst case of `/source/{sab}/{id}/descendants`
 * (with the demo data, the Disease Ontology root DOID:4 "disease").
 */
export function largestSourceSubtree(ds: Dataset): { sab: string; id: string; descendants: number } {
  let best = { sab: '', id: '', descendants: -1 };
  for (const s of ds.sourceConcepts.values()) {
    if (s.parents.length > 0) continue;
    const n = descendantsOf(s.id, (x) => ds.sourceChildren.get(sourceKey(s.sab, x))).length;
    if (n > best.descendants) best = { sab: s.sab, id: s.id, descendants: n };
  }
  return best;
}

/** Codes and ids a user pastes (inputType=code), for the bench's code-search figure. */
export function benchCodes(): string[] {
  return [
    'I21',
    'I21.4',
    'E11.9',
    'S72.001A',
    'Z99.89',
    'A00.0',
    'D009203',
    'D003920',
    'GO:0005575',
    'GO:0008150',
  ].concat(['29046', '6809', '161', 'DOID:5844', 'C0027051', 'i21', 'e11', 'XYZ', '', 'V-MSH']);
}

/**
 * For each hierarchical source, the source id with the most children: the widest level a
 * browser tree expands (a MeSH heading with hundreds of narrower headings, an ICD-10-CM
 * chapter's blocks, a GO term's is_a children).
 */
export function largestChildLevels(ds: Dataset): { sab: string; id: string; children: number }[] {
  const best = new Map<string, { sab: string; id: string; children: number }>();
  for (const s of ds.sourceConcepts.values()) {
    const n = ds.sourceChildren.get(sourceKey(s.sab, s.id))?.length ?? 0;
    const b = best.get(s.sab);
    if (n > 0 && (!b || n > b.children)) best.set(s.sab, { sab: s.sab, id: s.id, children: n });
  }
  return [...best.values()].sort((a, b) => a.sab.localeCompare(b.sab));
}
