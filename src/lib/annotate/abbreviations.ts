import type { Span } from './candidates.ts';

/**
 * Abbreviations the text defines ("myocardial infarction (MI)"), found the way Schwartz and
 * Hearst's algorithm does: a short form in brackets right after its long form, each of its
 * letters found in order in the words before it, the first one starting a word. Every later
 * "MI" of the text is linked to what the long form found; the short form itself is never sent
 * (an "MI" asked alone could mean anything, and it is one request fewer).
 */

export interface Definition {
  short: string;
  /** The long form's words, as written before the bracket. */
  long: Span;
  /** The short form inside its brackets. */
  shortSpan: Span;
}

/** Short forms: 2 to 10 characters, one or two words, a letter among them, starting with a letter or digit. */
const SHORT = /^[\p{L}\p{N}][\p{L}\p{N}\-+/.·' ]{0,9}$/u;

function plausibleShort(s: string): boolean {
  if (s.length < 2 || !SHORT.test(s) || !/\p{L}/u.test(s)) return false;
  if (s.split(' ').length > 2) return false;
  // A bracket that holds a word ("(see below)", "(mainly)") is no abbreviation: one needs a
  // capital or a digit ("NMS", "5-HT", "IFN-gamma"), or is short ("ip").
  return /[\p{Lu}\p{N}]/u.test(s) || s.length <= 3;
}

/**
 * The long form for `short` among the text before the bracket (`before`), or null: the
 * shortest run of words ending at the bracket whose letters hold every letter or digit of
 * the short form, in order, the first at the start of a word (Schwartz & Hearst 2003).
 */
export function longFormOf(short: string, before: string): { offset: number } | null {
  const s = short.toLowerCase();
  const l = before.toLowerCase();
  let si = s.length - 1;
  let li = l.length - 1;
  while (si >= 0) {
    const c = s[si]!;
    if (!/[\p{L}\p{N}]/u.test(c)) {
      si--;
      continue;
    }
    // The first character of the short form must start a word of the long form.
    while (li >= 0 && (l[li] !== c || (si === 0 && li > 0 && /[\p{L}\p{N}]/u.test(l[li - 1]!)))) li--;
    if (li < 0) return null;
    si--;
    li--;
  }
  const start = li + 1;
  // The long form starts at the beginning of the word that holds its first letter.
  return { offset: start };
}

/** Every definition "long form (SF)" of the text. */
export function findDefinitions(text: string): Definition[] {
  const out: Definition[] = [];
  const re = /\(([^()\r\n]{2,40})\)/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const inner = m[1]!.trim();
    // "(NMS; 12 cases)": the short form is what comes before a separator.
    const short = inner.split(/[;,]/u)[0]!.trim();
    if (!plausibleShort(short)) continue;
    const open = m.index;
    // The long form lies in the same sentence, at most min(|SF| + 5, 2 |SF|) words back.
    const lineStart = Math.max(
      text.lastIndexOf('\n', open - 1) + 1,
      ...['. ', '; ', ': '].map((stop) => {
        const at = text.lastIndexOf(stop, open - 1);
        return at < 0 ? 0 : at + stop.length;
      }),
    );
    const maxWords = Math.min(short.length + 5, short.length * 2);
    const head = text.slice(lineStart, open).replace(/\s+$/u, '');
    if (!head) continue;
    const words = [...head.matchAll(/\S+/gu)];
    const window = words.slice(-maxWords);
    if (!window.length) continue;
    const from = window[0]!.index;
    const found = longFormOf(short, head.slice(from));
    if (!found) continue;
    // Widen to the start of the word.
    let start = from + found.offset;
    while (start > 0 && /[\p{L}\p{N}\-']/u.test(head[start - 1]!)) start--;
    const long = { start: lineStart + start, end: lineStart + head.length };
    const shortStart = open + 1 + m[1]!.indexOf(short);
    // A long form no longer than its short form is not one ("(IV)" after "IV").
    if (long.end - long.start <= short.length) continue;
    out.push({ short, long, shortSpan: { start: shortStart, end: shortStart + short.length } });
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Where a defined short form occurs as a whole word, case as defined, from its definition on. */
export function usesOf(text: string, d: Definition): Span[] {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escape(d.short)}(?![\\p{L}\\p{N}])`, 'gu');
  const out: Span[] = [];
  for (let m = re.exec(text); m; m = re.exec(text))
    if (m.index >= d.shortSpan.start) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}
