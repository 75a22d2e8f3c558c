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
