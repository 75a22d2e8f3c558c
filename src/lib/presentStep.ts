/**
 * Presentation mode: `present=1` in the URL, so a prepared link opens in it and every internal
 * link (linkTo, paths.ts) carries it on. The shell hides its navigation and footer, the tree its
 * row actions, and type grows (src/shell/present.css). The value is also the text-size step:
 * `present=1.5` and `present=2` draw the tree and the page's title 1.5 and 2 times the size of
 * `present=1`, for the back row of a lecture hall.
 */
export const PRESENT_PARAM = 'present';

/** The text-size steps, smallest first: each is a valid value of `present`. */
export const PRESENT_STEPS = ['1', '1.5', '2'] as const;
export type PresentStep = (typeof PRESENT_STEPS)[number];

/** The step the URL asks for, or null when it is not presenting (or names no step). */
export function presentStep(params: URLSearchParams): PresentStep | null {
  const value = params.get(PRESENT_PARAM);
  return (PRESENT_STEPS as readonly (string | null)[]).includes(value) ? (value as PresentStep) : null;
}

export const isPresenting = (params: URLSearchParams): boolean => presentStep(params) !== null;

/** A copy of `params` in presentation mode at `step`, or out of it (false: the parameter is gone). */
export function withPresent(params: URLSearchParams, step: PresentStep | boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (step === false) next.delete(PRESENT_PARAM);
  else next.set(PRESENT_PARAM, step === true ? (presentStep(params) ?? '1') : step);
  return next;
}

/** The step after `step`, back to the first after the largest. */
export const nextPresentStep = (step: PresentStep): PresentStep =>
  PRESENT_STEPS[(PRESENT_STEPS.indexOf(step) + 1) % PRESENT_STEPS.length]!;
