import Papa from 'papaparse';
import { detectInput, type DetectedInput, type DetectOptions } from '../../lib/input-kind/index.ts';
import { junkReason } from './junk.ts';
import { MAX_TERM_LENGTH } from './resolve.ts';

/** Lines looked up in one batch: enough for a value set, small enough for 20 requests/s. */
export const MAX_LINES = 5000;

/**
 * The lines of pasted text or a .txt file: CRLF, CR and LF all end a line (files merged
 * from Windows and Mac), a BOM anywhere at a line start is dropped by the detector, and a
 * final line break adds no empty last line.
 */
export function splitLines(text: string): string[] {
  if (!text) return [];
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The first column of a .csv file (a quoted cell may hold commas and line breaks); any other
 * file is read line by line, so a pasted term with a comma stays whole.
 */
export function linesOfFile(fileName: string, text: string): string[] {
  const clean = text.replace(/^\uFEFF/, '');
  if (!/\.csv$/i.test(fileName)) return splitLines(clean);
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: false, delimiter: '' });
  const rows = parsed.data.map((r) => r[0] ?? '');
  if (rows.at(-1) === '') rows.pop();
  return rows;
}

/** The text area holds one line per input; a CSV cell with a line break becomes one line. */
export const linesToText = (lines: readonly string[]): string =>
  lines.map((l) => l.replace(/\r\n|\r|\n/g, ' ')).join('\n');

export function tooManyLines(count: number): string | null {
  return count > MAX_LINES
    ? `${count.toLocaleString('en-US')} lines: at most ${MAX_LINES.toLocaleString('en-US')} can be looked up at once`
    : null;
}

export interface BatchLine {
  /** 1-based line number in the input. */
  line: number;
  detected: DetectedInput;
  /** Lines with the same lookup share a key and are resolved once; null: not looked up. */
  key: string | null;
  /** Why a term line is not a term (N/A, a formula, arithmetic): no match, without a lookup. */
  junk: string | null;
}

/** What a line asks the services; equal keys are the same lookup. */
export function lookupKey(d: DetectedInput): string | null {
  if (d.kind === 'empty' || d.problem) return null;
  return `${d.kind}\u0000${d.source ?? ''}\u0000${d.value}`;
}

export function detectLines(lines: readonly string[], options: DetectOptions): BatchLine[] {
  return lines.map((raw, i) => {
    let detected = detectInput(raw, options);
    if (detected.kind === 'term' && !detected.problem && detected.value.length > MAX_TERM_LENGTH)
      detected = {
        ...detected,
        problem: `Too long to search: ${detected.value.length.toLocaleString('en-US')} characters (at most ${MAX_TERM_LENGTH})`,
      };
    const junk = detected.kind === 'term' && !detected.problem ? junkReason(detected.value) : null;
    return { line: i + 1, detected, key: junk ? null : lookupKey(detected), junk };
  });
}

/** The distinct lookups, in the order they first appear. */
export function uniqueLookups(lines: readonly BatchLine[]): { key: string; detected: DetectedInput }[] {
  const seen = new Map<string, DetectedInput>();
  for (const l of lines) if (l.key && !seen.has(l.key)) seen.set(l.key, l.detected);
  return [...seen].map(([key, detected]) => ({ key, detected }));
}

/** What a line holding the user's API key shows in its place (the table, exports). */
export const SECRET_LINE = '(your API key)';

/**
 * Lines that hold the user's own API key (pasted from Settings by mistake): never looked up
 * (a search would send the key to the service, and its answer would be saved), shown and
 * exported as SECRET_LINE, with why on the row. Keys shorter than 8 characters are no key a
 * service hands out, and would match ordinary words.
 */
export function withoutSecret(lines: readonly BatchLine[], key: string): BatchLine[] {
  if (key.length < 8) return lines as BatchLine[];
  return lines.map((l) =>
    l.detected.raw.includes(key)
      ? {
          ...l,
          key: null,
          junk: null,
          detected: {
            raw: SECRET_LINE,
            kind: 'term',
            value: SECRET_LINE,
            source: null,
            problem: 'This line is your API key: it is never looked up, saved or exported. Remove it.',
          },
        }
      : l,
  );
}
