import { describeKind } from '../../lib/input-kind/describe.ts';
import { recognizeInput, type DetectOptions, type InputKind } from '../../lib/input-kind/detect.ts';
import { pathForSubmitted } from '../../lib/input-kind/open.ts';
import { shorten } from '../../lib/inputText.ts';
import { crosswalkPath } from '../../lib/paths.ts';

/**
 * What the home page's "Open by identifier" box makes of its text, by the app's one detector
 * (lib/input-kind). IdentifierJump loads it (with IdentifierSaid) when the box is first
 * used, not with the home page (the first load's budget).
 */
export interface IdentifierReading {
  /** The text as typed, trimmed. */
  typed: string;
  /** The same, cut short for echoing it. */
  shown: string;
  /** e.g. "an ICD-10-CM code"; null when Open cannot take it (refusal says why). */
  what: string | null;
  /** Why Open cannot go anywhere with it: nothing typed, not an identifier, or one refused. */
  refusal: { kind: 'empty' } | { kind: 'unknown' } | { kind: 'refused'; why: string } | null;
  /** The crosswalk of a source code (or an RXCUI: RxNorm's codes); null for other identifiers. */
  crosswalk: string | null;
}

/** Identifiers only: `SAB/code` is a source code here, and words are no identifier. */
const options = (force: InputKind | null): DetectOptions => ({
  identifiersOnly: true,
  force: force ?? undefined,
});

/** The detector asks for a source picker the box does not have: SAB:code says the source. */
const NO_SOURCE = 'Which source? Write it as SAB:code, e.g. SNOMEDCT_US:22298006';

export function readIdentifier(typed: string, force: InputKind | null = null): IdentifierReading {
  const r = recognizeInput(typed, options(force));
  const trimmed = typed.trim();
  const shown = shorten(trimmed);
  if (r.problem) {
    const why = r.kind === 'code' && !r.source ? NO_SOURCE : r.problem;
    return { typed: trimmed, shown, what: null, refusal: { kind: 'refused', why }, crosswalk: null };
  }
  const what = r.kind === 'empty' ? null : describeKind(r.kind, r.source, r.value);
  if (!what) {
    const refusal = r.kind === 'empty' ? ({ kind: 'empty' } as const) : ({ kind: 'unknown' } as const);
    return { typed: trimmed, shown, what: null, refusal, crosswalk: null };
  }
  const crosswalk =
    r.kind === 'code' && r.source
      ? crosswalkPath(r.source, r.value)
      : r.kind === 'rxcui'
        ? crosswalkPath('RXNORM', r.value)
        : null;
  return { typed: trimmed, shown, what, refusal: null, crosswalk };
}

/** Where Open goes: where the header box sends the same identifier (lib/input-kind/open.ts). */
export const openPath = (typed: string, force: InputKind | null = null): Promise<string> =>
  pathForSubmitted(typed, options(force));
