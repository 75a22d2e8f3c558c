/**
 * Internal links of the drug pages. `?release=` is a UTS setting, but it rides along on every
 * link so a user who chose a release keeps it when they cross to the UTS pages.
 */
function withRelease(path: string, release: string | null, params?: URLSearchParams): string {
  const p = new URLSearchParams(params);
  if (release) p.set('release', release);
  const qs = p.toString();
  return qs ? `${path}?${qs}` : path;
}

export function drugHref(rxcui: string, release: string | null, params?: URLSearchParams): string {
  return withRelease(`/drugs/${encodeURIComponent(rxcui)}`, release, params);
}

export function lookupHref(params: URLSearchParams, release: string | null): string {
  return withRelease('/drugs', release, params);
}

/** The RXNORM source-asserted concept on the UTS side (its code is the RXCUI). */
export function utsSourceHref(rxcui: string, release: string | null): string {
  return withRelease(`/sources/RXNORM/${encodeURIComponent(rxcui)}`, release);
}

export function utsConceptHref(cui: string, release: string | null): string {
  return withRelease(`/concepts/${encodeURIComponent(cui)}`, release);
}
