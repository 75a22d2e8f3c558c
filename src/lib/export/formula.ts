/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return may be run as a formula when the file is opened, e.g.
 * `=HYPERLINK("http://evil", "click")` in a term the user pasted into batch lookup, or in a
 * source's own text. Such a cell gets a leading `'`, which spreadsheets read as "this is
 * text" and do not display.
 *
 * Only what a spreadsheet would run is touched. A plain number (`-1`, `+3.5`; `-0.25e3` is NOT
 * one) stays: it cannot call a function or reach a URL, and turning `-1` into text would break
 * the sums an analyst does on it. A lone sign (`-`, the usual "none" of a table) is shown as
 * typed. Everything else starting with those characters is neutralised, including `-1+2` and
 * `@SUM(...)`. Columns whose values the app itself writes from a fixed vocabulary (the basket's
 * rule `+descendants`) are not user or source text and are left as they are (ColumnSpec.own).
 */
const TRIGGER = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const LONE_SIGN = /^[+-]$/;

export function neutraliseFormula(cell: string): string {
  if (!TRIGGER.test(cell) || PLAIN_NUMBER.test(cell) || LONE_SIGN.test(cell)) return cell;
  return `'${cell}`;
}

/** True when a spreadsheet could take the cell as a formula (the export neutralises it). */
export const looksLikeFormula = (cell: string): boolean => neutraliseFormula(cell) !== cell;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a file
 * they make a cell read as something other than what it holds ("\u202Eevil" shows as "live"),
 * and nothing in a spreadsheet or a TSV viewer isolates them. Exports name them instead,
 * `[U+202E]`, as the app shows them on screen.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export const nameBidiControls = (text: string): string =>
  text.replace(BIDI_CONTROLS, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase()}]`);

/** A text cell of any file a person may open in a spreadsheet: bidi controls named, formulas neutralised. */
export const safeCell = (text: string): string => neutraliseFormula(nameBidiControls(text));

/** The rule in words, for the comment line of every file it applies to. */
export const FORMULA_RULE =
  "cells a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return, other than a plain number or a lone sign) start with ' ; bidirectional controls are written as [U+202E]";
