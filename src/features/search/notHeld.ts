import type { DemoHolding } from '../../lib/demoHoldings.ts';
import type { SearchForm } from './searchUrl.ts';

/**
 * What a search that found nothing can say about where it looked, so that a "not found" is
 * read as an answer and never as a fault: a code search names the source that has
 * no such code, and on the emulator the demo's holdings of the sources searched are named.
 */
export interface NotHeld {
  /** The code and source of a code search in one source ("ICD10CM has no code E11.9"); else null. */
  code: { sab: string; code: string } | null;
  /** The demo's holdings of the sources searched (every source when none was chosen); [] off the emulator. */
  holdings: readonly DemoHolding[];
}

const CODE_INPUTS: ReadonlySet<SearchForm['inputType']> = new Set([
  'sourceUi',
  'sourceConcept',
  'sourceDescriptor',
]);

export function notHeld(
  sent: Pick<SearchForm, 'string' | 'searchType' | 'inputType'> & { sabs: readonly string[] },
  demo: readonly DemoHolding[] | null,
): NotHeld {
  const sab = sent.sabs.length === 1 ? sent.sabs[0] : undefined;
  const code =
    CODE_INPUTS.has(sent.inputType) && sent.searchType === 'exact' && sab
      ? { sab, code: sent.string.trim() }
      : null;
  const holdings = demo ? (sent.sabs.length ? demo.filter((h) => sent.sabs.includes(h.sab)) : demo) : [];
  return { code, holdings };
}

/** The demo's holdings said in one sentence: one source in detail, several in general. */
export function holdingsSentence(holdings: readonly DemoHolding[]): string {
  const [only] = holdings;
  return holdings.length === 1 && only
    ? `it holds ${only.count.toLocaleString('en-US')} ${only.sab} entries (${only.holds}); not held: ${only.missing}.`
    : 'a code or name it does not hold is not found here even where the UMLS has it.';
}
