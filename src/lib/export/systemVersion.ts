import { sourceVersionLabel, type SourceVersion } from '../sourceVersion.ts';

/**
 * What a file needs to name each code system's version: the UMLS release the content was read
 * in, each source's own version as the release's source list states it, and RxNorm's version
 * as the drug service writes it.
 */
export interface VersionFacts {
  /** The UMLS release, resolved (2025AB); `current` only when the service could not tell. */
  umlsRelease: string;
  /** A source's own version (MeSH 2017, ICD-10-CM 2021), from the release's source list. */
  source(sab: string): SourceVersion;
  /** The drug service's version (getDrugVocabVersion, e.g. 06-Oct-2025); null when not read. */
  rxnorm: string | null;
}

/**
 * The version string a file writes for a code system (FHIR `version`, `sourceVersion`,
 * `system-version`; SSSOM `*_source_version`): the system's own edition, never the UMLS release
 * it was read through, since a FHIR server looks codes up by the system's edition (ICD-10-CM
 * `2021`, MeSH `2017`). The one rule every writer follows:
 * - a CUI (`UMLS`): the UMLS release, which is the CUI system's edition;
 * - RxNorm: its release date as the drug service writes it (`06-Oct-2025`), not the UMLS
 *   source list's spelling of it (`2025_10_06`);
 * - NDC: none (the FDA's codes carry no edition; the RxNorm version they came through is stated
 *   beside it);
 * - any other source: the version its name states in the release's source list, else none.
 * Null means: write no version (a wrong one is worse than none), and say why in the file.
 */
export function systemVersion(sab: string, facts: VersionFacts): string | null {
  switch (sab) {
    case 'UMLS':
      return facts.umlsRelease === 'current' ? null : facts.umlsRelease;
    case 'RXNORM':
      return facts.rxnorm;
    case 'NDC':
      return null;
    default: {
      const v = facts.source(sab);
      return v.state === 'stated' ? v.version : null;
    }
  }
}

/** How a system's version reads in a file's description: "ICD-10-CM 2021", "RxNorm 06-Oct-2025". */
export function systemVersionWords(sab: string, facts: VersionFacts): string {
  if (sab === 'UMLS') return `UMLS concepts (CUIs) ${facts.umlsRelease}`;
  if (sab === 'RXNORM')
    return facts.rxnorm ? `RxNorm ${facts.rxnorm}` : 'RxNorm (version unknown: the drug service did not say)';
  if (sab === 'NDC') return `NDC (no edition; as RxNorm ${facts.rxnorm ?? '(version unknown)'} gives them)`;
  return sourceVersionLabel(facts.source(sab));
}

/**
 * The sentence every file carries about versions: the UMLS release stated apart from each
 * system's own version, e.g. "UMLS release 2025AB; ICD-10-CM 2021; MeSH 2017".
 */
export function versionsStatement(sabs: Iterable<string>, facts: VersionFacts): string {
  const systems = [...new Set(sabs)].filter((s) => s !== 'UMLS');
  return [`UMLS release ${facts.umlsRelease}`, ...systems.map((s) => systemVersionWords(s, facts))].join(
    '; ',
  );
}

/** Facts for a file when nothing but the release is known (tests, a writer given no facts). */
export const releaseOnlyFacts = (umlsRelease: string): VersionFacts => ({
  umlsRelease,
  source: (sab) => ({ sab, state: 'unavailable' }),
  rxnorm: null,
});
