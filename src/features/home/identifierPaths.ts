/** Identifier kinds a user can open directly, with the route each one leads to. */
export const IDENTIFIER_KINDS = [
  {
    value: 'concept',
    label: 'Concept (CUI)',
    placeholder: 'C0027051',
    path: (id: string) => `/concepts/${id}`,
  },
  { value: 'atom', label: 'Atom (AUI)', placeholder: 'A0000001', path: (id: string) => `/atoms/${id}` },
  {
    value: 'source',
    label: 'Source code (SAB/code)',
    placeholder: 'ICD10CM/I21.9',
    path: (id: string) => `/sources/${id}`,
  },
  {
    value: 'crosswalk',
    label: 'Crosswalk (SAB/code)',
    placeholder: 'ICD10CM/I21.9',
    path: (id: string) => `/crosswalk/${id}`,
  },
  {
    value: 'sty',
    label: 'Semantic type (TUI)',
    placeholder: 'T047',
    path: (id: string) => `/semantic-types/${id}`,
  },
  { value: 'drug', label: 'Drug (RXCUI)', placeholder: '29046', path: (id: string) => `/drugs/${id}` },
] as const;

export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number]['value'];

/** `SAB/code` kinds keep the slash between source and code; everything else is one segment. */
export function pathFor(kind: IdentifierKind, raw: string): string | null {
  const id = raw.trim();
  const k = IDENTIFIER_KINDS.find((x) => x.value === kind)!;
  if (kind === 'source' || kind === 'crosswalk') {
    const slash = id.indexOf('/');
    if (slash <= 0 || slash === id.length - 1) return null;
    return k.path(`${encodeURIComponent(id.slice(0, slash))}/${encodeURIComponent(id.slice(slash + 1))}`);
  }
  return id ? k.path(encodeURIComponent(id)) : null;
}
