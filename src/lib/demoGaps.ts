import { DEMO_ABSENT_INGREDIENT_INITIALS } from './demoHoldings.ts';

/**
 * Where the demo data's known gaps bite, so a "not found" against the emulator is said to be
 * the demo's limit rather than read as an answer. Only for the emulator: on the real services
 * there are no such gaps, and callers pass `emulator` from the runtime config.
 */

/** A drug name that falls in a known gap of the demo's RxNorm: the initial it starts with. */
export interface DrugNameGap {
  /** The letter as the demo's holdings name it ("A"). */
  initial: string;
}

/** The gap a drug name that found nothing falls in, or null (not on the emulator, or no known gap). */
export function drugNameGap(name: string, emulator: boolean): DrugNameGap | null {
  if (!emulator) return null;
  const first = name.trim().charAt(0).toUpperCase();
  const initial = DEMO_ABSENT_INGREDIENT_INITIALS.find((i) => i === first);
  return initial ? { initial } : null;
}

/** "not in the demo data; ingredients starting with A are absent", said after the name. */
export const drugGapWords = (gap: DrugNameGap): string =>
  `not in the demo data; ingredients starting with ${gap.initial} are absent`;

/** "atorvastatin: not in the demo data; ingredients starting with A are absent". */
export const drugGapSentence = (name: string, gap: DrugNameGap): string =>
  `${name.trim()}: ${drugGapWords(gap)}`;

/** What the demo lacks of RxNorm, for a name that found nothing without falling in a known gap. */
export const DEMO_RXNORM_LIMITS = `The demo lacks every ingredient starting with ${DEMO_ABSENT_INGREDIENT_INITIALS.join(
  ', ',
)}, with their brand names and products, and everything outside RxNorm's prescribable content`;
