/**
 * Counts that add up: when the default filters (no obsolete, no suppressible)
 * hide rows the header counts, say how many are shown and how many are hidden, so "Atoms: 16"
 * next to 15 rows is never left unexplained.
 */
export interface HiddenRows {
  shown: number;
  hidden: number;
  /** "suppressible", "obsolete" or "obsolete or suppressible": what the off switches hide. */
  kinds: string;
}

export function hiddenRows(input: {
  /** The service's count of every row (the header's number), null when unknown. */
  total: number | null;
  /** Rows shown; only meaningful when they are all on one page. */
  shown: number;
  onePage: boolean;
  /** Other filters (source, term type, language) also hide rows: the difference is theirs too. */
  otherFilters: boolean;
  includeObsolete: boolean;
  includeSuppressible: boolean;
}): HiddenRows | null {
  const { total, shown, onePage, otherFilters, includeObsolete, includeSuppressible } = input;
  if (total === null || !onePage || otherFilters || shown >= total) return null;
  if (includeObsolete && includeSuppressible) return null;
  const kinds = includeObsolete
    ? 'suppressible'
    : includeSuppressible
      ? 'obsolete'
      : 'obsolete or suppressible';
  return { shown, hidden: total - shown, kinds };
}
