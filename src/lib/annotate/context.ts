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

const COMPILED = [
  ...TRIGGERS.map((t) => ({
    kind: t.kind as Trigger['kind'],
    direction: t.direction,
    re: alternation(t.phrases),
  })),
  { kind: 'pseudo' as const, direction: 'forward' as Direction, re: alternation(PSEUDO_TRIGGERS) },
];

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
  const sentence = text.slice(from, to);
  const found: Trigger[] = [];
  for (const c of COMPILED) {
    c.re.lastIndex = 0;
    for (const m of sentence.matchAll(c.re))
      found.push({
        kind: c.kind,
        direction: c.direction,
        text: m[0],
        start: from + m.index,
        end: from + m.index + m[0].length,
      });
  }
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
