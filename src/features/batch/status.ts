import semanticNetwork from '../../lib/semanticNetwork.json';
import type { Resolution } from './resolve.ts';

/**
 * What a row's result means for a reviewer. Only `matched` counts as resolved:
 * an exact code, CUI, RXCUI or NDC, an exact or normalised name, or a decision by hand. Word
 * matches, short or ambiguous inputs and a lone answer from another semantic group than the
 * rest of the column are `review`: a candidate, never counted as resolved until confirmed.
 */
export type MatchStatus = 'matched' | 'review' | 'several' | 'none' | 'error' | 'pending' | 'empty';

export const STATUS_LABEL: Record<MatchStatus, string> = {
  matched: 'matched',
  review: 'review',
  several: 'several',
  none: 'no match',
  error: 'error',
  pending: 'pending',
  empty: '',
};

/** A reviewer's decision on one row; kept per lookup, so duplicate lines share it. */
export interface HandDecision {
  /**
   * accept: the row's own answer is confirmed; pick: another answer chosen (search or typed
   * code); none: marked "no match"; null: only a comment.
   */
  action: 'accept' | 'pick' | 'none' | null;
  /** For `pick`: the chosen answer. */
  resolution: Resolution | null;
  comment: string;
  /** Who decided, when they gave their name (mapping files name the reviewer). */
  reviewer?: string;
}

/** The facts about a row the rules read (pure data: the rules are tested without the page). */
export interface StatusInput {
  kind: string;
  input: string;
  /** empty line, detector problem, failed lookup, not yet asked, junk, or answered. */
  state: 'empty' | 'invalid' | 'failed' | 'pending' | 'junk' | 'done';
  resolution: Resolution | null;
  decision: HandDecision | null;
}

export interface RowVerdict {
  status: MatchStatus;
  /** The answer the row stands for (the picked one when decided by hand). */
  resolution: Resolution | null;
  byHand: boolean;
  /** Why it is in review (or why the hand decision), shown on the row; null otherwise. */
  note: string | null;
}

const groupOfType = new Map<string, string>();
for (const t of semanticNetwork.types) {
  groupOfType.set(t.tui, t.group);
  groupOfType.set(t.name.toLowerCase(), t.group);
}

/** The semantic groups (DISO, CHEM, …) of a concept's semantic type names. */
export function groupsOf(semanticTypes: readonly string[]): string[] {
  const out = new Set<string>();
  for (const s of semanticTypes) {
    const g = groupOfType.get(s.toLowerCase()) ?? groupOfType.get(s);
    if (g) out.add(g);
  }
  return [...out];
}

/**
 * Too short or abbreviation-like to trust one answer: "MI" is myocardial infarction, mitral
 * insufficiency, Michigan, … Three characters or fewer, or a capitalised abbreviation up to
 * five letters.
 */
export function isShortOrAbbreviation(term: string): boolean {
  const t = term.trim();
  if ([...t].length <= 3) return true;
  return /^[A-Z]{2,5}s?$/.test(t);
}

/**
 * The semantic group most answers of a column share, when a clear majority (≥ 80 % of at
 * least 10 term rows) does; a lone answer outside it goes to review. Null: a mixed column, so
 * no row is an outlier.
 */
export function dominantGroup(resolutions: ReadonlyArray<Resolution | null>): string | null {
  const counts = new Map<string, number>();
  let n = 0;
  for (const r of resolutions) {
    if (!r?.id || r.idType !== 'CUI') continue;
    const groups = groupsOf(r.semanticTypes);
    if (groups.length === 0) continue;
    n++;
    for (const g of groups) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  if (n < 10) return null;
  let best: [string, number] | null = null;
  for (const e of counts) if (!best || e[1] > best[1]) best = e;
  return best && best[1] >= 0.8 * n ? best[0] : null;
}

/** The status of a row the service answered, before any hand decision. */
function automatic(input: StatusInput, r: Resolution, dominant: string | null): RowVerdict {
  const verdict = (status: MatchStatus, note: string | null = null): RowVerdict => ({
    status,
    resolution: r,
    byHand: false,
    note,
  });
  if (r.match === 'several') return verdict('several');
  if (!r.id) return r.candidates.length > 0 ? verdict('review', r.note) : verdict('none');
  if (r.match === 'word') return verdict('review', 'Found by a words search: only part of the line matched');
  if (r.match === 'suggestion') return verdict('review', r.note ?? 'Found by a spelling suggestion');
  if (input.kind === 'term') {
    if (isShortOrAbbreviation(input.input))
      return verdict('review', 'Short or abbreviated input: check the meaning');
    // An exact name is what the line says: its group alone does not send it to review.
    if (dominant && r.idType === 'CUI' && r.match !== 'exact') {
      const groups = groupsOf(r.semanticTypes);
      if (groups.length > 0 && !groups.includes(dominant))
        return verdict(
          'review',
          `Of another semantic group (${groups.join(', ')}) than the rest of the column (${dominant})`,
        );
    }
  }
  return verdict('matched');
}

/** One row's verdict. `dominant` comes from dominantGroup over the column's term answers. */
export function rowVerdict(input: StatusInput, dominant: string | null = null): RowVerdict {
  const d = input.decision;
  const own = input.resolution;
  if (input.state === 'empty') return { status: 'empty', resolution: null, byHand: false, note: null };
  if (d?.action === 'pick' && d.resolution)
    return { status: 'matched', resolution: d.resolution, byHand: true, note: 'Chosen by hand' };
  if (d?.action === 'none')
    return { status: 'none', resolution: null, byHand: true, note: 'Marked no match by hand' };
  if (d?.action === 'accept' && own?.id && input.state === 'done')
    return { status: 'matched', resolution: own, byHand: true, note: 'Confirmed by hand' };
  switch (input.state) {
    case 'invalid':
    case 'failed':
      return { status: 'error', resolution: null, byHand: false, note: null };
    case 'pending':
      return { status: 'pending', resolution: null, byHand: false, note: null };
    case 'junk':
      return { status: 'none', resolution: null, byHand: false, note: null };
    case 'done':
      return own
        ? automatic(input, own, dominant)
        : { status: 'none', resolution: null, byHand: false, note: null };
  }
}

/** Resolved in totals and in "add all": matched, by the service or by hand. */
export const isResolved = (v: RowVerdict): boolean => v.status === 'matched' && !!v.resolution?.id;
