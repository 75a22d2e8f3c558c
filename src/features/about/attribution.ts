/** What the demo dataset is built from (server/dataset/ATTRIBUTION.md holds the full record). */
export const DEMO_SOURCES: ReadonlyArray<{ source: string; version: string; licence: string }> = [
  {
    source: 'RxNorm (U.S. National Library of Medicine)',
    version: 'Current Prescribable Content 2025-10-06, demo subset of 94 ingredients',
    licence: 'Public domain; NLM is the source, no endorsement implied',
  },
  {
    source: 'FDA NDC Directory',
    version: 'sample as of 2025-07-11',
    licence: 'U.S. Government work, public domain',
  },
  {
    source: 'Human Disease Ontology',
    version: 'release 2026-07-31 (NCIthesaurus subset)',
    licence: 'CC0 1.0',
  },
  {
    source: 'Medical Subject Headings (NLM)',
    version: '2017 MeSH tree and headings, with the terms of 2022 MeSH — not the current version',
    licence: 'Courtesy of the U.S. National Library of Medicine; no endorsement implied',
  },
  { source: 'ICD-10-CM (CDC/NCHS)', version: 'FY2021', licence: 'U.S. Government work, public domain' },
  {
    source: 'Gene Ontology',
    version: 'release 2022-07-01, cellular component branch',
    licence: 'CC BY 4.0 — Gene Ontology Consortium',
  },
  {
    source: 'UMLS Semantic Network and Semantic Groups (NLM)',
    version: '127 semantic types, 15 groups',
    licence: 'Produced by NLM; acknowledge NLM as the source',
  },
];
