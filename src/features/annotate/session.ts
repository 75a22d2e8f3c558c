import type { Decision } from '../../lib/annotate/decisions.ts';
import type { AnnotationResult, ContextKind } from '../../lib/annotate/types.ts';
import type { AnnotateFilters } from './queries.ts';

/**
 * The page's state for the tab session: in this module's memory only, never in storage or the
 * URL, so the text is gone when the tab is closed or reloaded, and back when the user returns
 * to the page from another one in the same tab (with its annotations and hand decisions).
 */
export interface AnnotateSession {
  text: string;
  filters: AnnotateFilters;
  /** The run's result, and the text and filters it was made for. */
  result: AnnotationResult | null;
  resultFor: { text: string; filters: AnnotateFilters } | null;
  decisions: Map<string, Decision>;
  /** Context kinds hidden from the highlights and the table ('affirmed' for mentions without one). */
  hidden: Set<ContextKind | 'affirmed'>;
}

export const DEFAULT_FILTERS: AnnotateFilters = { sabs: [], groups: [], target: null };

let session: AnnotateSession = {
  text: '',
  filters: DEFAULT_FILTERS,
  result: null,
  resultFor: null,
  decisions: new Map(),
  hidden: new Set(),
};

export const readSession = (): AnnotateSession => session;

export function writeSession(change: Partial<AnnotateSession>): void {
  session = { ...session, ...change };
}
