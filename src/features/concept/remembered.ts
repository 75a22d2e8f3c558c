import { CONCEPT_TABS, type ConceptTab } from './conceptUrl.ts';

/**
 * The concept page's remembered choices (issue 36): the last tab opened and the last hierarchy
 * source chosen, in localStorage (nothing secret: a tab name and a source abbreviation; never
 * the API key). A link's own `tab=` / `source=` always wins; storage that is blocked or holds
 * something else is ignored.
 */
const TAB_KEY = 'tb.concept.tab';
const SOURCE_KEY = 'tb.concept.hierarchy-source';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the choice is simply not remembered.
  }
};

export function rememberedTab(): ConceptTab | null {
  const t = read(TAB_KEY);
  return (CONCEPT_TABS as readonly string[]).includes(t ?? '') ? (t as ConceptTab) : null;
}

export const rememberTab = (tab: ConceptTab) => write(TAB_KEY, tab);

export function rememberedSource(): string | null {
  const s = read(SOURCE_KEY);
  return s && /^[A-Za-z0-9_.-]{1,40}$/.test(s) ? s : null;
}

export const rememberSource = (sab: string) => write(SOURCE_KEY, sab);

/**
 * The hierarchy source a concept opens on: the link's, else the preferred atom's source when it
 * places the concept in a hierarchy, else the last one chosen, else the first.
 */
export function defaultSource<T extends { sab: string }>(
  roots: readonly T[],
  asked: string | null,
  preferredSab: string | null,
  remembered: string | null,
): T | undefined {
  const bySab = (sab: string | null) =>
    sab ? roots.find((r) => r.sab.toUpperCase() === sab.toUpperCase()) : undefined;
  return bySab(asked) ?? bySab(preferredSab) ?? bySab(remembered) ?? roots[0];
}
