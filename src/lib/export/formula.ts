/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return may be run as a formula when the file is opened, e.g.
 * `=HYPERLINK("http://evil", "click")` in a term the user pasted into batch lookup, or in a
 * source's own text. Such a cell gets a leading `'`, which spreadsheets read as "this is
 * text" and do not display.
 *
 * Decision: a cell that is a plain number (`-1`, `+3.5`, `-0.25e3` is NOT one) stays as it
 * is. It cannot call a function or reach a URL, and turning `-1` into text would break the
 * sums an analyst does on it. Everything else starting with those characters is neutralised,
 * including `-1+2` and `@SUM(...)`.
 */
const TRIGGER = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function neutraliseFormula(cell: string): string {
  if (!TRIGGER.test(cell) || PLAIN_NUMBER.test(cell)) return cell;
  return `'${cell}`;
}

/** True when a spreadsheet could take the cell as a formula (the export neutralises it). */
export const looksLikeFormula = (cell: string): boolean => neutraliseFormula(cell) !== cell;
