/**
 * Sentences and tokens with exact offsets into the text as pasted: UTF-16 code units, the
 * way JavaScript indexes a string, so `text.slice(start, end)` is always the token itself
 * (an emoji or any astral character is two units and is never split; CRLF is two units).
 * Nothing is rewritten before offsets are taken: normalising the text first (NFC, line ends)
 * would move every offset after the change.
 */

export type TokenKind = 'word' | 'number' | 'punct';

export interface Token {
  start: number;
  end: number;
  text: string;
  kind: TokenKind;
  /** Only spaces (no line break) separate it from the token before; false for the first. */
  joined: boolean;
  /** Nothing at all separates it from the token before ("drug-induced": `-` and `induced`). */
  touching: boolean;
}

export interface Sentence {
  start: number;
  end: number;
  tokens: Token[];
  /** The sentence is an item of a list (a line starting with `-`, `*`, `•`, `1.` or `1)`). */
  listItem: boolean;
}

// A word is a run of letters, marks and digits; anything else that is not a space is one
// token of its own (a hyphen, a bracket, an emoji).
const TOKEN = /[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu;
const DIGITS = /^\p{N}+$/u;

/** Words after which a full stop does not end the sentence. */
const NO_STOP_AFTER = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'vs',
  'eg',
  'ie',
  'etc',
  'al',
  'fig',
  'figs',
  'approx',
  'no',
  'nos',
  'ref',
  'resp',
  'min',
  'max',
  'mg',
  'ca',
  'cf',
  'sr',
  'jr',
  'inc',
  'pt',
  'pts',
  'hx',
  'dx',
  'rx',
  'tx',
  'sx',
  'yo',
  'y',
  'q',
  'b',
  'i',
  'e',
  'p',
  'o',
]);

const LIST_MARKER = /^[ \t]*(?:[-*•·▪‣–—]|\d{1,3}[.)]|[a-z][.)])[ \t]+/iu;

/** Every token of the text, in order. */
export function tokenize(text: string, from = 0, to = text.length): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = from;
  let prevEnd = -1;
  for (let m = TOKEN.exec(text); m && m.index < to; m = TOKEN.exec(text)) {
    const t = m[0];
    const start = m.index;
    const gap = prevEnd < 0 ? null : text.slice(prevEnd, start);
    out.push({
      start,
      end: start + t.length,
      text: t,
      kind: /[\p{L}\p{M}\p{N}]/u.test(t) ? (DIGITS.test(t) ? 'number' : 'word') : 'punct',
      joined: gap !== null && !/[\r\n]/.test(gap),
      touching: gap === '',
    });
    prevEnd = start + t.length;
  }
  return out;
}

interface Line {
  start: number;
  /** End without the line break. */
  end: number;
  listItem: boolean;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  const re = /\r\n|\n|\r|\u2028|\u2029/g;
  let start = 0;
  for (let m = re.exec(text); ; m = re.exec(text)) {
    const end = m ? m.index : text.length;
    const line = text.slice(start, end);
    out.push({ start, end, listItem: LIST_MARKER.test(line) });
    if (!m) break;
    start = m.index + m[0].length;
  }
  return out;
}

/**
 * Does a line break between these two lines end a sentence? A line that was wrapped to fit
 * (long, no closing punctuation, the next line going on in lower case) does not; a blank
 * line, a list item, a heading ("Allergies:") or a short line does: notes put one finding per
 * line, and a phrase must never be read across two of them.
 */
function breaksBetween(text: string, a: Line, b: Line): boolean {
  if (b.listItem) return true;
  const prev = text.slice(a.start, a.end).trimEnd();
  const next = text.slice(b.start, b.end).trimStart();
  if (!prev || !next) return true;
  if (/[.!?:;]$/.test(prev)) return true;
  if (prev.length < 50) return true;
  return !/^\p{Ll}/u.test(next);
}

/** Does the full stop (or ! ?) at `i` end a sentence? */
function stopsAt(text: string, i: number, tokens: readonly Token[], k: number): boolean {
  const ch = text[i];
  const next = tokens[k + 1];
  if (!next) return true;
  // "3.5 mg", "e.g.x": a stop with no space after it belongs to what it is in.
  if (next.start === i + 1) return false;
  if (ch !== '.') return true;
  const prev = tokens[k - 1];
  if (prev && prev.end === i) {
    const w = prev.text.toLowerCase();
    if (NO_STOP_AFTER.has(w)) return false;
    // An initial ("J. Smith") is one capital letter.
    if (/^\p{Lu}$/u.test(prev.text)) return false;
  }
  // The next sentence starts with a capital, a digit, a bracket or a quote; a lower-case word
  // after a stop is an abbreviation's ("approx. five", "i.v. infusion").
  return !/^\p{Ll}/u.test(next.text);
}

/**
 * Sentences: a stop followed by space and a capital, a line break between lines that do not
 * run on (breaksBetween), a list item. Sentences hold their tokens; offsets are the text's.
 */
export function segment(text: string): Sentence[] {
  const lines = linesOf(text);
  const out: Sentence[] = [];
  let current: Token[] = [];
  let listItem = false;
  const close = () => {
    if (current.length) {
      out.push({ start: current[0]!.start, end: current.at(-1)!.end, tokens: current, listItem });
    }
    current = [];
  };
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    if (li > 0 && breaksBetween(text, lines[li - 1]!, line)) close();
    if (current.length === 0) listItem = line.listItem;
    const tokens = tokenize(text, line.start, line.end);
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k]!;
      current.push(t);
      if ((t.text === '.' || t.text === '!' || t.text === '?') && stopsAt(text, t.start, tokens, k)) close();
    }
  }
  close();
  return out;
}
