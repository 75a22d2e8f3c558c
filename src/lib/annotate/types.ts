/** The annotation's shapes, shared by the pipeline, the page and the exports. */

export type SearchKind = 'exact' | 'normalizedString';

/** One concept a search named for a phrase. */
export interface FoundConcept {
  cui: string;
  name: string;
  /** The source the service named with it. */
  rootSource: string | null;
}

export interface ConceptDetails {
  cui: string;
  name: string;
  semanticTypes: Array<{ tui: string | null; name: string }>;
}

export interface TargetCode {
  code: string;
  name: string;
}

/**
 * What the pipeline needs of the service. The page passes the app's UTS client through its
 * query cache (one request per distinct question, shared limiter); the bench and the tests
 * pass their own. The sources and semantic groups the user picked are the search's own
 * filters, so they are the service's business, not the pipeline's.
 */
export interface AnnotateService {
  /** The first hits of one search, best first; [] for none. */
  search(phrase: string, searchType: SearchKind, signal: AbortSignal): Promise<FoundConcept[]>;
  /** The concept's name and semantic types; null when the service does not know it. */
  concept(cui: string, signal: AbortSignal): Promise<ConceptDetails | null>;
  /** The concept's codes in the target source (only asked with a target). */
  targetCodes(cui: string, signal: AbortSignal): Promise<TargetCode[]>;
}

export type ContextKind = 'negated' | 'possible' | 'historical' | 'other';

export interface ContextMark {
  kind: ContextKind;
  /** The trigger as written in the text, and where. */
  trigger: string;
  start: number;
  end: number;
}

/** How a mention's concept was found. */
export type MatchedBy = 'exact' | 'normalised' | 'variant' | 'abbreviation' | 'hand';

export interface Mention {
  /** `start-end`: stable for a text, so decisions can be kept by it. */
  id: string;
  start: number;
  end: number;
  text: string;
  cui: string;
  name: string;
  /** Filled once the concept is read (null before, or when the read failed). */
  semanticTypes: ConceptDetails['semanticTypes'] | null;
  group: string | null;
  matchedBy: MatchedBy;
  /** The phrase that was sent (the long form's, for an abbreviation). */
  phrase: string;
  /** Other concepts the same search named, to pick from. */
  alternatives: FoundConcept[];
  /** Codes in the target source; null while not read or without a target. */
  target: TargetCode[] | null;
  context: ContextMark[];
  /** The abbreviation's long form, when the mention is a defined short form. */
  abbreviationOf: string | null;
}

/** A phrase that left the browser, and what came of it. */
export interface SentPhrase {
  phrase: string;
  /** The searches asked for it, in order, each with the string it sent (a variant's own). */
  asked: Array<{ searchType: SearchKind; string: string }>;
  state: 'waiting' | 'found' | 'none' | 'failed';
}

export type RunState = 'running' | 'complete' | 'stopped' | 'cancelled';

export interface AnnotationResult {
  state: RunState;
  mentions: Mention[];
  sent: SentPhrase[];
  /** Spans no search could check (the service failed before they were asked). */
  unchecked: Array<{ start: number; end: number }>;
  /** Why the run stopped, for the page. */
  error: string | null;
}
