/**
 * Text normalisation for search. Stemming only folds plurals onto singulars (the 2023-07-12
 * change: "plural queries find singular forms"); both sides go through the same function,
 * so what matters is that a plural and its singular land on one key, e.g.
 * attacks/attack → "attack", diseases/disease → "diseas", arteries/artery → "arteri".
 */

/** Lower case, accents removed; what `exact` and the truncation searches compare. */
export function foldCase(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of a name, case-folded, split on anything that is not a letter or digit. */
export function words(s: string): string[] {
  return splitWords(foldCase(s));
}

/** Words of an already case-folded string. */
export function splitWords(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** Plural → singular key (Porter step 1a, then a trailing e/y folded so the pairs meet). */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 3 && (w.endsWith('e') || w.endsWith('y'))) w = w.slice(0, -1) + (w.endsWith('y') ? 'i' : '');
  return w;
}

/** Words that English lexical normalisation (normalizedString/normalizedWords) drops. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'without',
  'nos',
]);

export function stems(s: string): string[] {
  return words(s).map(stem);
}

/** Normalised words: stemmed, stop words dropped, unique. */
export function normalizedWords(s: string): string[] {
  return normalizedOf(words(s));
}

function normalizedOf(ws: readonly string[]): string[] {
  return [...new Set(ws.filter((w) => !STOP_WORDS.has(w)).map(stem))];
}

/** Normalised string: the normalised words in a canonical order, so word order does not matter. */
export function normalizedString(s: string): string {
  return normalizedStringOfWords(words(s));
}

export function normalizedStringOfWords(ws: readonly string[]): string {
  return normalizedOf(ws).sort().join(' ');
}
