import { escapeXml } from '../api/rxnorm/xml-text.ts';
import { isXmlCharacterError } from '../api/rxnorm/index.ts';

/**
 * Why a field's text cannot be sent to the drug service, in the user's words, or null when it
 * can. The rule itself lives with the envelope builder (escapeXml), so the page never
 * disagrees with what would be sent.
 */
export function unsendableReason(label: string, text: string): string | null {
  try {
    escapeXml(text, label);
    return null;
  } catch (err) {
    if (!isXmlCharacterError(err)) throw err;
    const cp = `U+${err.codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
    return `${label} contains a character that can't be sent (${cp} at position ${err.index + 1}). Remove it and search again.`;
  }
}

/** How many characters of a user's text a heading or chip shows before cutting it short. */
export const SHOWN_CHARS = 80;

/**
 * The first `max` characters and "…" when the text is longer. Cuts between code points, so an
 * emoji or other astral character is never split into a lone surrogate.
 */
export function shorten(text: string, max = SHOWN_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

export const sameIgnoringCase = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The indefinite article for a term-type code read aloud letter by letter ("an IN", "an SCD",
 * "a BN"): letters whose names start with a vowel sound take "an".
 */
export function articleForAbbreviation(code: string): 'a' | 'an' {
  return /^[AEFHILMNORSX]/i.test(code) ? 'an' : 'a';
}
