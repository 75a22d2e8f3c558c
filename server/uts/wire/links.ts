/**
 * URLs placed inside responses. They always name the resolved release, never `current`
 * (reference §1: clients read the release out of these links), and the public origin of
 * the real service, so a response looks the same whichever host served it.
 */
export interface Links {
  readonly release: string;
  cui(cui: string, sub?: string): string;
  aui(aui: string, sub?: string): string;
  source(sab: string, id: string, sub?: string): string;
  semanticType(tui: string): string;
  /** The SourceAtomCluster `concepts` link: a code → CUI search. */
  conceptsOfSource(sab: string, id: string): string;
}

export function createLinks(publicOrigin: string, release: string): Links {
  const rest = `${publicOrigin}/rest`;
  const content = `${rest}/content/${release}`;
  const tail = (sub?: string) => (sub ? `/${sub}` : '');
  return {
    release,
    cui: (cui, sub) => `${content}/CUI/${cui}${tail(sub)}`,
    aui: (aui, sub) => `${content}/AUI/${aui}${tail(sub)}`,
    // Ids go raw, as the real service writes them (HP:0001947, S24..); only characters
    // that would break the URL are escaped.
    source: (sab, id, sub) =>
      `${content}/source/${sab}/${encodeURI(id).replace(/[?#]/g, encodeURIComponent)}${tail(sub)}`,
    semanticType: (tui) => `${rest}/semantic-network/${release}/TUI/${tui}`,
    conceptsOfSource: (sab, id) =>
      `${rest}/search/${release}?string=${encodeURIComponent(id)}&sabs=${encodeURIComponent(sab)}&searchType=exact&inputType=sourceUi`,
  };
}
