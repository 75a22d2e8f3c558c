import type { HandDecision } from './status.ts';

// What a hand decision is and when a carried one still waits for its codes, apart from the
// carry-over (carry.ts) and the rows (rows.ts) that both read it: neither imports the other.

/** A hand decision as the batch keeps it: what the reviewer decided, and what a new run must check. */
export interface BatchDecision extends HandDecision {
  /**
   * `accept` carried to a new run: the answer (CUI or RXCUI) the reviewer confirmed. It holds only
   * while the new run finds that same answer; a different one is shown as such, not confirmed.
   */
  acceptedId?: string;
  /**
   * `pick`: the target source the picked concept's codes were read for (null: none). When the
   * batch's target source is another, the codes are read again in the run; until then the row
   * is pending (its codes in the new target are not known).
   */
  codesFor?: string | null;
}

/** A pick carried to a run whose target source is not the one its codes were read for. */
export function isAwaiting(d: BatchDecision | null | undefined, target: string | null): boolean {
  return (
    !!target &&
    d?.action === 'pick' &&
    d.resolution?.idType === 'CUI' &&
    !!d.resolution.id &&
    d.codesFor !== undefined &&
    d.codesFor !== target
  );
}
