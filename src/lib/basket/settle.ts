import type { StoredExpansion } from './types.ts';

/** The rules an expansion could not read (none for a complete one). */
export const notReadOf = (x: Pick<StoredExpansion, 'notRead'> | null | undefined): Record<string, string> =>
  x?.notRead ?? {};

/** True when every rule was read: the expansion is what the rules give. */
export const isComplete = (x: Pick<StoredExpansion, 'notRead'>): boolean =>
  Object.keys(notReadOf(x)).length === 0;

export interface Settled {
  /** What the basket keeps as its expansion. */
  stored: StoredExpansion;
  /** True when the run was not stored: the expansion before it stays as it was. */
  kept: boolean;
}

/**
 * What a basket stores after an expansion run. A run that could not read a rule (the service
 * was down) knows nothing of that rule's codes, so it never replaces an expansion that read
 * every rule: the one before stays whole (its own date, release and counts) and the run only
 * says what it could not read. A run that read everything always replaces what was there. With
 * no whole expansion to keep, the incomplete one is stored, flagged, so the user sees what was
 * read and every export says it is incomplete; of two incomplete ones of the same rules, the one
 * that read more rules stays (the newer on a tie), and one of older rules gives way.
 */
export function settleExpansion(previous: StoredExpansion | null, run: StoredExpansion): Settled {
  if (isComplete(run) || previous === null) return { stored: run, kept: false };
  if (isComplete(previous)) return { stored: previous, kept: true };
  const missed = (x: StoredExpansion) => Object.keys(notReadOf(x)).length;
  return previous.rulesKey === run.rulesKey && missed(previous) < missed(run)
    ? { stored: previous, kept: true }
    : { stored: run, kept: false };
}
