import type { MetaInput } from './provenance.ts';

/** How the app answers the two provenance questions a file needs (the UI passes its query cache). */
export interface ProvenanceLookups {
  /** The release name `current` stands for (2025AB); null when the service cannot tell. */
  resolveRelease(release: string): Promise<string | null>;
  /** The RxNorm data version (getDrugVocabVersion); null when not stated. */
  rxnormVersion(): Promise<string | null>;
}

type Resolvable = Pick<MetaInput, 'release' | 'page' | 'drugContent' | 'rxnormVersion'>;

/**
 * A file names the release its rows came from, never `current` (a file outlives the moment
 * `current` meant 2025AB), and drug content names its RxNorm version. A failed lookup keeps
 * what was asked rather than failing the export: the file is still worth having.
 */
export async function resolveProvenance<M extends Resolvable>(
  meta: M,
  lookups?: ProvenanceLookups,
): Promise<M & { release: string; rxnormVersion: string | null }> {
  const asked =
    meta.release || new URLSearchParams(meta.page.split('?')[1] ?? '').get('release') || 'current';
  const quietly = async <T>(f: () => Promise<T>): Promise<T | null> => {
    try {
      return await f();
    } catch {
      return null;
    }
  };
  const release =
    asked === 'current' && lookups ? ((await quietly(() => lookups.resolveRelease(asked))) ?? asked) : asked;
  const rxnormVersion =
    meta.rxnormVersion ?? (meta.drugContent && lookups ? await quietly(() => lookups.rxnormVersion()) : null);
  return { ...meta, release, rxnormVersion };
}
