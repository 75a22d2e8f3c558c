import type { BatchSettings } from '../../lib/batchInput.ts';
import { INPUT_KINDS } from '../../lib/input-kind/index.ts';
import { visibleText } from '../../lib/userText.ts';
import type { TermSearch } from './resolve.ts';

/** How a term line is searched, as the options name it. */
export const SEARCH_TYPES: ReadonlyArray<{ value: TermSearch; label: string }> = [
  { value: 'auto', label: 'Exact, then normalised, then words' },
  { value: 'exact', label: 'Exact' },
  { value: 'normalizedString', label: 'Normalised string' },
  { value: 'words', label: 'Words' },
];

/**
 * The options a batch was resolved with, in words: on paper the controls do not print, and a
 * table of matches means little without the target source and search type behind it.
 */
export function optionsSummary(s: BatchSettings): string {
  const kind = s.kind ? (INPUT_KINDS.find((k) => k.value === s.kind)?.label ?? s.kind) : 'detected per line';
  const search = SEARCH_TYPES.find((t) => t.value === s.searchType)?.label ?? s.searchType;
  // As the lookups use them (useBatch's options), shown as text with invisible characters named.
  const typed = (v: string) => (v.trim() ? visibleText(v) : 'none');
  return [
    `Kind of every line: ${kind}`,
    `source for bare codes: ${typed(s.source)}`,
    `target source: ${typed(s.targetSource.trim().toUpperCase())}`,
    `search type for terms: ${search}`,
    s.includeObsolete ? 'obsolete included' : 'obsolete left out',
  ].join(' · ');
}
