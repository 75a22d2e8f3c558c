/**
 * The version of a source vocabulary's content in a UMLS release ("2025_01_15" for MeSH, say),
 * for the printed footer line. The one place it plugs in: the service lists each source's own
 * version in `/metadata/{release}/sources`, and the query that reads it is written apart.
 * Until it is wired here, the footer names the source without a version.
 */
export function useSourceVersion(_sab: string | null, _release: string): string | null {
  return null;
}
