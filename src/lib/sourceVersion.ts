import type { RootSource } from '../api/uts/types.ts';

/**
 * A source's own version as the release's source metadata states it. The UMLS release (2025AB)
 * and a source's version (MeSH 2017, ICD-10-CM 2021) are different things: a page showing a
 * source's content names both.
 *
 * - `stated`: the metadata names a version (`version` is verbatim, e.g. "2017", "2022_07_01").
 * - `not-stated`: the source is listed but its names carry no version.
 * - `unknown-source`: the release lists no source by that abbreviation (`source=FOO`).
 * - `unavailable`: the source metadata could not be read (service unreachable, still loading).
 */
export type SourceVersion =
  | { readonly sab: string; readonly state: 'stated'; readonly name: string; readonly version: string }
  | { readonly sab: string; readonly state: 'not-stated'; readonly name: string }
  | { readonly sab: string; readonly state: 'unknown-source' }
  | { readonly sab: string; readonly state: 'unavailable' };

/** What the parser reads of a RootSource. */
export type VersionedNames = Pick<
  RootSource,
  'abbreviation' | 'expandedForm' | 'preferredName' | 'shortName'
>;

/**
 * The real service has no version field: the name ends with it, after the last comma, as
 * MRSAB's source official name does ("Veterans Health Administration National Drug File,
 * 2018_01_26", "US Edition of SNOMED CT, 2024_09_01"). A version is one token that starts
 * with a digit (or v and a digit), so "Metathesaurus Names", "…, Fifth Edition" or "…, ICD-10"
 * state none.
 */
const TRAILING_VERSION = /,\s*([vV]?\d[^\s,]*)\s*$/;

/** The version at the end of a source name, or null when the name states none. */
export function versionInName(name: string | null | undefined): string | null {
  return name ? (TRAILING_VERSION.exec(name)?.[1] ?? null) : null;
}

/**
 * One source's version from its metadata. `preferredName` is read first: on the real service
 * it equals `expandedForm`, and a service that adds a remark after the version in
 * `expandedForm` ("…, 2017 (tree only)") still keeps it clean there.
 */
export function parseSourceVersion(source: VersionedNames): SourceVersion {
  const version = versionInName(source.preferredName) ?? versionInName(source.expandedForm);
  const name = source.shortName?.trim() || source.abbreviation;
  return version === null
    ? { sab: source.abbreviation, state: 'not-stated', name }
    : { sab: source.abbreviation, state: 'stated', name, version };
}

/** Every source's version by abbreviation (as the service spells it). */
export type SourceVersions = ReadonlyMap<string, SourceVersion>;

export function sourceVersionsFrom(sources: readonly VersionedNames[]): SourceVersions {
  return new Map(sources.map((s) => [s.abbreviation, parseSourceVersion(s)]));
}

/** Looks a source up as a user may type it (`msh`); a source the release lacks says so. */
export function versionOf(versions: SourceVersions, sab: string): SourceVersion {
  const hit = versions.get(sab) ?? versions.get(sab.toUpperCase());
  return hit ?? { sab, state: 'unknown-source' };
}

/** "version not stated": the words every page and file uses for a source that names none. */
export const VERSION_NOT_STATED = 'version not stated';

/**
 * A short label for pages and files: "MeSH 2017", "NCI Thesaurus (version not stated)",
 * "FOO (not a source of this release)", "MSH (version unknown: source list not read)".
 */
export function sourceVersionLabel(v: SourceVersion): string {
  switch (v.state) {
    case 'stated':
      return `${v.name} ${v.version}`;
    case 'not-stated':
      return `${v.name} (${VERSION_NOT_STATED})`;
    case 'unknown-source':
      return `${v.sab} (not a source of this release)`;
    case 'unavailable':
      return `${v.sab} (version unknown: source list not read)`;
  }
}

/** The version alone, for a file's column: the stated version, else why there is none. */
export function sourceVersionValue(v: SourceVersion): string {
  switch (v.state) {
    case 'stated':
      return v.version;
    case 'not-stated':
      return VERSION_NOT_STATED;
    case 'unknown-source':
      return 'not a source of this release';
    case 'unavailable':
      return 'unknown (source list not read)';
  }
}
