import type { ChildListView } from './children.ts';
import type { NodeKey } from './node.ts';

/**
 * How a change of the tree's view enters the browser's history. Every step a presenter takes
 * (a path, an expansion, "show more", a sort, a filter, the all-paths view, a re-centre) is an
 * entry of its own, so Back and Forward walk a demo step by step; only corrections the page
 * makes by itself (a link's unknown focus, the path a re-centre came from) replace the entry.
 */
export type HistoryMode = 'push' | 'replace';

/** A pause in typing this long ends a filter's entry: the next key starts a new one. */
export const TYPING_PAUSE_MS = 1000;

/** The last filter key written: its list, when, and the URL it left. */
export interface TypingMark {
  key: NodeKey;
  at: number;
  url: string;
}

/** Only the filter text changed (a key typed), not the sort. */
export function isFilterEdit(before: ChildListView, after: ChildListView): boolean {
  return before.sort === after.sort && before.filter !== after.filter;
}

/**
 * A filter being typed is one entry: the box hands its text over at each short pause in typing
 * (HierarchyTree's FILTER_SETTLE_MS); the first text pushes an entry, those that follow replace
 * it while they come soon after into the same list's box and nothing else has moved the URL
 * since (a Back, another step). After a longer pause, the next text begins a new entry.
 */
export function filterEditMode(
  last: TypingMark | null,
  key: NodeKey,
  now: number,
  url: string,
  pauseMs = TYPING_PAUSE_MS,
): HistoryMode {
  if (!last || last.key !== key || last.url !== url) return 'push';
  return now - last.at < pauseMs ? 'replace' : 'push';
}
