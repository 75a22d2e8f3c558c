import type { RootSource } from '../../api/uts/index.ts';

/** The text a filter word can match: identifiers, every name, family and language. */
function haystack(s: RootSource): string {
  return [
    s.abbreviation,
    s.expandedForm,
    s.shortName,
    s.preferredName,
    s.hierarchicalName,
    s.family,
    s.language?.abbreviation,
    s.language?.expandedForm,
    ...s.synonymousNames,
  ]
    .filter(Boolean)
    .join('\n')
    .toLocaleLowerCase();
}

/** Sources matching every word of `filter` (case-insensitive, any field), ordered by abbreviation. */
export function filterSources(sources: readonly RootSource[], filter: string): RootSource[] {
  const words = filter.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return sources
    .filter((s) => {
      const text = haystack(s);
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => a.abbreviation.localeCompare(b.abbreviation));
}

/** UMLS licence restriction level (MRSAB SRL) in words: 0 is free of extra terms, higher levels are not. */
export function restrictionLabel(level: number | null): string {
  if (level === null) return 'unknown';
  if (level === 0) return '0 — no additional restrictions';
  return `${level} — additional restrictions (UMLS licence, Appendix 2)`;
}
