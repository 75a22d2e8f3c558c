/**
 * How much of the open data a build takes. 'full' (the committed default): all of
 * every source (every ICD-10-CM code and seventh-character extension, the whole MeSH tree, all
 * of GO, every record of the RxNorm prescribable file plus the common subset). 'demo': a
 * slice (DO-named codes, MeSH C14, ICD-10-CM chapter 9, GO cellular component, the 94 common
 * RxNorm ingredients), which tests use where they compare every record and need it small.
 */
export type DatasetScope = 'demo' | 'full';

export function scopeFromEnv(value: string | undefined): DatasetScope {
  if (value === undefined || value === '' || value === 'full') return 'full';
  if (value === 'demo') return 'demo';
  throw new Error(`DATASET_SCOPE must be demo or full, not ${value}`);
}
