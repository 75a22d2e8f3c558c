/**
 * National Drug Codes. Labelers print them in three 10-digit layouts, hyphenated:
 * 4-4-2, 5-3-2 and 5-4-1. The 11-digit form (5-4-2, what claims and RxNorm's NDC list use)
 * pads the short segment with a leading zero. A bare 10-digit string is ambiguous (the
 * hyphens say which segment is short), so it is refused rather than guessed.
 */
const HYPHENATED = /^(\d{4,5})-(\d{3,4})-(\d{1,2})$/;

export type NdcProblem = 'ten-digits' | 'layout';

export function normalizeNdc(input: string): string | null {
  const t = input.trim();
  // Three groups of digits apart (`0093 1113 10`) are the hyphenated layout written with spaces.
  const s = /^\d+\s+\d+\s+\d+$/.test(t) ? t.replace(/\s+/g, '-') : t.replace(/\s+/g, '');
  if (/^\d{11}$/.test(s)) return s;
  const m = HYPHENATED.exec(s);
  if (!m) return null;
  const [, a = '', b = '', c = ''] = m;
  const layout = `${a.length}-${b.length}-${c.length}`;
  switch (layout) {
    case '4-4-2':
      return `0${a}${b}${c}`;
    case '5-3-2':
      return `${a}0${b}${c}`;
    case '5-4-1':
      return `${a}${b}0${c}`;
    case '5-4-2':
      return `${a}${b}${c}`;
    default:
      return null;
  }
}

/** 11 digits as 5-4-2 with hyphens, for display. */
export const formatNdc11 = (ndc11: string): string =>
  `${ndc11.slice(0, 5)}-${ndc11.slice(5, 9)}-${ndc11.slice(9)}`;

/** Looks like an NDC a user meant (hyphenated digits), normalisable or not. */
export const looksHyphenatedNdc = (s: string): boolean => /^\d{4,5}-\d{3,4}-\d{1,2}$/.test(s);
