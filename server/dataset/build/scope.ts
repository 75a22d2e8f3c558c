/**
 * How much of the open data a build takes. 'demo' (the committed default): the slice the
 * emulator serves today (DO-named codes, MeSH C14, ICD-10-CM chapter 9, GO cellular
 * component, the 94 common RxNorm ingredients). 'full': all of every source (every
 * ICD-10-CM code and seventh-character extension, the whole MeSH tree, all of GO, every
 * record of the RxNorm prescribable file plus the common subset).
 */
export type DatasetScope = 'demo' | 'full';

export function scopeFromEnv(value: string | undefined): DatasetScope {
  if (value === undefined || value === '' || value === 'demo') return 'demo';
  if (value === 'full') return 'full';
  throw new Error(`DATASET_SCOPE must be demo or full, not ${value}`);
}
