/**
 * Lines that are not terms: placeholders a spreadsheet holds for "nothing here", punctuation,
 * arithmetic and formulas. Looked up, they find something ("N/A" finds the NatA complex by
 * word, "+1+2" finds drugs with a 1 and a 2 in their name), and an analyst would load that
 * wrong match into a database. They are "no match" without a lookup, with the reason shown.
 * Only for lines the detector calls terms: an identifier is never junk.
 */

/** Placeholders for a missing value, compared without case, spaces and dots. */
const PLACEHOLDERS = new Set([
  'na',
  'n/a',
  'n\\a',
  'nd',
  'nk',
  'none',
  'nil',
  'null',
  'nan',
  'undefined',
  'unknown',
  'unk',
  'tbd',
  'tba',
  'missing',
  'blank',
  'empty',
  'notapplicable',
  'notavailable',
  'notknown',
]);

/** Spreadsheet error values a formula leaves in a cell. */
const SHEET_ERRORS = /^#(n\/a|value!|ref!|div\/0!|name\?|num!|null!|spill!|calc!|getting_data)$/i;

/** Digits, operators, brackets and signs only: `+1+2`, `-2+3`, `(3*4)/2`, `1,5`. */
const ARITHMETIC = /^[\s\d+\-*/^().,%=<>x×÷]+$/i;

/**
 * Why a term line is junk, or null when it may be a term. A formula is a cell that starts with
 * `=` or `@` (what spreadsheets evaluate); `+` and `-` starts are formulas only when what
 * follows is arithmetic, so "-ase" style words are not thrown away.
 */
export function junkReason(term: string): string | null {
  const text = term.trim();
  if (!text) return null;
  const squeezed = text.toLowerCase().replace(/[\s.]+/g, '');
  if (PLACEHOLDERS.has(squeezed)) return 'A placeholder for a missing value, not a term';
  if (SHEET_ERRORS.test(text)) return 'A spreadsheet error value, not a term';
  if (/^[=@]/.test(text)) return 'A spreadsheet formula, not a term';
  if (!/[\p{L}\p{N}]/u.test(text)) return 'Only punctuation, not a term';
  if (ARITHMETIC.test(text) && /[+\-*/^=%<>×÷]/.test(text)) return 'Arithmetic, not a term';
  return null;
}
