import type { FoundBy, Resolution } from './resolve.ts';

const BY: Record<FoundBy, string> = {
  exact: 'exact search',
  normalizedString: 'normalised search',
  words: 'words search',
  suggestion: 'spelling suggestion',
  code: 'source code',
  cui: 'CUI',
  aui: 'AUI',
  rxcui: 'RXCUI',
  ndc: 'NDC',
  hand: 'chosen by hand',
};

/**
 * Why a row matched, in words: the search type (or identifier kind), the atom text or code
 * that matched, and its source. "exact search: "heart attack" (a synonym) · DOID".
 */
export function whyText(r: Resolution | null): string {
  const v = r?.via;
  if (!r || !v) return '';
  const parts = [BY[v.by]];
  if (v.atom) {
    const what =
      v.by === 'exact' || v.by === 'normalizedString' || v.by === 'words'
        ? `"${v.atom}" (${v.preferred ? 'the preferred name' : 'a synonym'})`
        : v.atom;
    parts[0] = `${parts[0]}: ${what}`;
  }
  if (v.source) parts.push(v.source);
  return parts.join(' · ');
}
