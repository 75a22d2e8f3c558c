import type { Span } from './candidates.ts';
import { PSEUDO_TRIGGERS, TERMINATIONS, TRIGGERS, type Direction } from './triggers.ts';
import type { ContextKind, ContextMark } from './types.ts';

/**
 * ConText (Harkema et al., 2009) over this project's own trigger lists (triggers.ts): in each
 * sentence, triggers and pseudo-triggers are found longest first; a trigger's scope runs
 * forward to the end of the sentence or backward to its start, and ends early at a
 * termination word ("but", "however"), at a semicolon, or after MAX_SCOPE_WORDS words. A
 * mention inside the scope of a trigger takes its kind, and says which trigger.
 */

/** A scope this many words long has usually moved on to another finding. */
export const MAX_SCOPE_WORDS = 12;

export interface Trigger extends Span {
  kind: ContextKind | 'pseudo';
  direction: Direction;
  text: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A phrase as a pattern: spaces match any run of spaces, words match whole words. */
function patternOf(phrase: string): string {
  const body = phrase.split(/\s+/u).map(escape).join('\\s+');
  const before = /^[\p{L}\p{N}]/u.test(phrase) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /[\p{L}\p{N}]$/u.test(phrase) ? '(?![\\p{L}\\p{N}])' : '';
  return `${before}${body}${after}`;
}

const alternation = (phrases: readonly string[]) =>
  new RegExp(
    [...phrases]
      .sort((a, b) => b.length - a.length)
      .map(patternOf)
      .join('|'),
    'giu',
  );

/*
 * Triggers are found by words, not by one regular expression per list: a list of a hundred
 * phrases, each behind a look-behind, is tried at every character of every sentence, and that
 * was most of the pipeline's time. A phrase is the same as the text when its words (runs of
 * letters and digits, or any other single character) are the same, ignoring case, and a run of
 * spaces stands wherever the phrase has one and nowhere else: what the expressions matched.
 */
const WORD = /[\p{L}\p{N}]+|\S/gu;
/** Joins a phrase's words: a space where spaces separate them, this where nothing does. */
const TOUCHING = '\u0000';

interface Word {
  key: string;
  start: number;
  end: number;
  /** Spaces separate it from the word before. */
  spaced: boolean;
}

function wordsOf(text: string, from: number, to: number): Word[] {
  const words: Word[] = [];
  let last = -1;
  WORD.lastIndex = from;
  for (let m = WORD.exec(text); m && m.index < to; m = WORD.exec(text)) {
    const end = m.index + m[0].length;
    if (end > to) break;
    words.push({ key: m[0].toLowerCase(), start: m.index, end, spaced: last >= 0 && m.index > last });
    last = end;
  }
  return words;
}

const keyOf = (words: readonly Word[]) =>
  words.map((w, i) => (i === 0 ? w.key : (w.spaced ? ' ' : TOUCHING) + w.key)).join('');

interface List {
  kind: Trigger['kind'];
  direction: Direction;
}
const LISTS: List[] = [
  ...TRIGGERS.map((t) => ({ kind: t.kind as Trigger['kind'], direction: t.direction })),
  { kind: 'pseudo', direction: 'forward' },
];
/** Each phrase by its words' key: the lists it is on, and its length (longer wins in a list). */
const PHRASES = new Map<string, { list: number; length: number }[]>();
let LONGEST = 1;
[...TRIGGERS.map((t) => t.phrases), PSEUDO_TRIGGERS].forEach((phrases, list) => {
  for (const phrase of phrases) {
    const words = wordsOf(phrase, 0, phrase.length);
    LONGEST = Math.max(LONGEST, words.length);
    const key = keyOf(words);
    const on = PHRASES.get(key) ?? [];
    on.push({ list, length: phrase.length });
    PHRASES.set(key, on);
  }
});

/** Each list's matches, left to right, the longest of the list's phrases where several start at one word, none inside another of the same list. */
function matchesOf(text: string, from: number, to: number): Trigger[] {
  const words = wordsOf(text, from, to);
  const found: Trigger[] = [];
  const freeFrom = LISTS.map(() => 0);
  for (let i = 0; i < words.length; i++) {
    const best = new Map<number, { length: number; last: number }>();
    let key = '';
    for (let j = i; j < Math.min(words.length, i + LONGEST); j++) {
      key = j === i ? words[j]!.key : key + (words[j]!.spaced ? ' ' : TOUCHING) + words[j]!.key;
      for (const { list, length } of PHRASES.get(key) ?? []) {
        if (freeFrom[list]! > i) continue;
        const prev = best.get(list);
        if (!prev || length > prev.length) best.set(list, { length, last: j });
      }
    }
    for (const [list, { last }] of best) {
      freeFrom[list] = last + 1;
      const start = words[i]!.start;
      const end = words[last]!.end;
      found.push({ ...LISTS[list]!, text: text.slice(start, end), start, end });
    }
  }
  return found;
}

const TERMINATION_RE = Object.fromEntries(
  (['negated', 'possible', 'historical', 'other'] as const).map((k) => [
    k,
    new RegExp(`${alternation([...TERMINATIONS.all, ...TERMINATIONS[k]]).source}|;`, 'giu'),
  ]),
) as Record<ContextKind, RegExp>;
const TERMINATION_ALL = new RegExp(`${alternation(TERMINATIONS.all).source}|;`, 'giu');

/**
 * The triggers of one sentence (`from`..`to` of the text), longest first where they overlap:
 * "no history of" is one negation, not a negation and a history; "no change" is no negation.
 */
export function findTriggers(text: string, from: number, to: number): Trigger[] {
  const found = matchesOf(text, from, to);
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Trigger[] = [];
  for (const t of found) {
    // Overlapping triggers of one kind ("was negative" backward, "negative for" forward) are both
    // kept: each has its own direction. Any other overlap goes to the longer one.
    const clash = kept.some(
      (k) => t.start < k.end && k.start < t.end && (k.kind !== t.kind || t.kind === 'pseudo'),
    );
    if (!clash) kept.push(t);
  }
  return kept.filter((t) => t.kind !== 'pseudo').sort((a, b) => a.start - b.start);
}

const wordsIn = (s: string) => s.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** Does a termination word (or `;`) stand in `text[from, to)`? */
function terminated(text: string, from: number, to: number, re: RegExp): boolean {
  if (to <= from) return false;
  re.lastIndex = 0;
  return re.test(text.slice(from, to));
}

/** The context of a mention from its sentence's triggers: at most one mark per kind, the nearest. */
export function contextOf(text: string, mention: Span, triggers: readonly Trigger[]): ContextMark[] {
  const best = new Map<ContextKind, { mark: ContextMark; distance: number }>();
  for (const t of triggers) {
    if (t.kind === 'pseudo') continue;
    // A trigger that is part of the mention ("non-smoker") is the mention's own word.
    if (t.start < mention.end && mention.start < t.end) continue;
    let distance = Infinity;
    const forward = t.direction !== 'backward' && mention.start >= t.end;
    const backward = t.direction !== 'forward' && mention.end <= t.start;
    if (forward) {
      const gap = text.slice(t.end, mention.start);
      if (wordsIn(gap) <= MAX_SCOPE_WORDS && !terminated(text, t.end, mention.start, TERMINATION_RE[t.kind]))
        distance = wordsIn(gap);
    } else if (backward) {
      const gap = text.slice(mention.end, t.start);
      if (wordsIn(gap) <= MAX_SCOPE_WORDS && !terminated(text, mention.end, t.start, TERMINATION_ALL))
        distance = wordsIn(gap);
    }
    if (distance === Infinity) continue;
    const prev = best.get(t.kind);
    if (!prev || distance < prev.distance)
      best.set(t.kind, {
        mark: { kind: t.kind, trigger: t.text, start: t.start, end: t.end },
        distance,
      });
  }
  return [...best.values()].map((b) => b.mark).sort((a, b) => a.start - b.start);
}
