import type { BatchLine } from './input.ts';
import type { BatchRow } from './rows.ts';
import { isAwaiting, type BatchDecision } from './decision.ts';
import type { HandDecision } from './status.ts';

/**
 * Hand decisions across runs. A new Resolve (the input or an option changed, e.g. a
 * target source added after a review) carries every decision to the lines of the new input
 * with the same lookup (the same normalised line); a line that was not looked up (junk, a
 * detector problem) is matched by its text. What cannot be kept is said, never dropped quietly.
 */

export interface DroppedDecision {
  line: number;
  input: string;
  why: string;
}

/** What a new run did with the previous run's decisions: shown on the page. */
export interface CarryNote {
  /** Decisions carried to the new run. */
  kept: number;
  /** Decisions that could not be kept, each with why. */
  dropped: DroppedDecision[];
}

export interface CarryResult extends CarryNote {
  decisions: Map<string, BatchDecision>;
}

/** The key a line's decision is carried by: its lookup, else its text (junk and invalid lines). */
function identityOf(key: string | null, input: string): string {
  return key ?? `text\u0000${input}`;
}

/** A line's text as the table shows it (rows.ts): without BOM and edge spaces. */
export const lineInput = (l: BatchLine): string =>
  l.detected.kind === 'empty' ? '' : l.detected.raw.trim().replace(/^\uFEFF/, '');

const lineKey = (l: Pick<BatchLine, 'key' | 'line'>) => l.key ?? `line:${l.line}`;

const same = (a: HandDecision, b: HandDecision) => JSON.stringify(a) === JSON.stringify(b);

const shorten = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

/**
 * The previous run's decisions for the new lines.
 * - `none` and comments are kept as they are.
 * - `accept` is kept with the answer it confirmed (`acceptedId`); it applies only while the new
 *   run finds that answer (rows.ts says when it does not).
 * - `pick` is kept; its codes in the target source are read again when the target changed
 *   (removed: it has none), see `awaitingCodes`.
 * A decision whose line is gone (or is now read as another lookup) is dropped, with why.
 */
export function carryDecisions({
  oldRows,
  decisions,
  newLines,
  oldTarget,
  newTarget,
}: {
  /** The previous run's table (what the decisions were made on). */
  oldRows: readonly BatchRow[];
  decisions: ReadonlyMap<string, BatchDecision>;
  newLines: readonly BatchLine[];
  /** The target source of the previous run's results. */
  oldTarget: string | null;
  newTarget: string | null;
}): CarryResult {
  // The new lines by identity: one decision reaches every line with the same lookup or text.
  const targets = new Map<string, string[]>();
  const newKeys = new Set<string>();
  for (const l of newLines) {
    if (l.detected.kind === 'empty') continue;
    const k = lineKey(l);
    newKeys.add(k);
    const id = identityOf(l.key, lineInput(l));
    const list = targets.get(id) ?? [];
    if (!list.includes(k)) list.push(k);
    targets.set(id, list);
  }
  const oldRowOf = new Map<string, BatchRow>();
  for (const r of oldRows) if (!oldRowOf.has(r.decisionKey)) oldRowOf.set(r.decisionKey, r);

  const out = new Map<string, BatchDecision>();
  const dropped: DroppedDecision[] = [];
  let kept = 0;
  const ordered = [...decisions].sort(
    ([a], [b]) => (oldRowOf.get(a)?.line ?? Infinity) - (oldRowOf.get(b)?.line ?? Infinity),
  );
  for (const [key, d] of ordered) {
    const row = oldRowOf.get(key);
    const where = row
      ? { line: row.line, input: row.input }
      : { line: Number(/^line:(\d+)$/.exec(key)?.[1] ?? 0), input: key.split('\u0000').at(-1) ?? '' };
    const drop = (why: string) => dropped.push({ ...where, why });
    // Made on the new lines already (while the old results were shown as out of date).
    const to = row ? (targets.get(identityOf(row.key, row.input)) ?? []) : newKeys.has(key) ? [key] : [];
    if (to.length === 0) {
      drop(
        row?.key || !row
          ? 'its line is no longer in the input, or is now read as another lookup'
          : 'its line is no longer in the input',
      );
      continue;
    }
    let next: BatchDecision = { ...d };
    if (d.action === 'accept') {
      const accepted = d.acceptedId ?? row?.found?.id ?? null;
      if (!accepted) {
        drop('it confirmed an answer the previous run no longer showed');
        continue;
      }
      next.acceptedId = accepted;
    }
    if (d.action === 'pick' && d.resolution?.idType === 'CUI') {
      const readFor = d.codesFor !== undefined ? d.codesFor : oldTarget;
      if (newTarget === null) next = { ...next, resolution: { ...d.resolution, target: [] }, codesFor: null };
      else next.codesFor = readFor;
    }
    let used = false;
    let clash: string | null = null;
    for (const k of to) {
      const already = out.get(k);
      if (!already) {
        out.set(k, next);
        used = true;
      } else if (!same(already, next)) clash ??= k;
    }
    // The same decision reached through another line is kept all the same.
    if (used || !clash) kept++;
    else drop(`another line with the same text keeps its own decision (line ${lineOf(newLines, clash)})`);
  }
  return { decisions: out, kept, dropped };
}

function lineOf(lines: readonly BatchLine[], key: string): number {
  return lines.find((l) => lineKey(l) === key)?.line ?? 0;
}

/** Picks whose codes in `target` are still to be read (the target changed since they were read). */
export function awaitingCodes(
  decisions: ReadonlyMap<string, BatchDecision>,
  target: string | null,
): Array<{ key: string; cui: string }> {
  if (!target) return [];
  const out: Array<{ key: string; cui: string }> = [];
  for (const [key, d] of decisions) if (isAwaiting(d, target)) out.push({ key, cui: d.resolution!.id! });
  return out;
}

/** The page's words for a carry-over: how many decisions were kept, and each that was not. */
export function carryText(note: CarryNote): { kept: string; dropped: string[] } {
  const n = note.kept;
  return {
    kept:
      n === 0
        ? 'No hand decision of the previous run could be kept.'
        : `Kept ${n.toLocaleString('en-US')} hand decision${n === 1 ? '' : 's'} from the previous run, carried to the lines with the same lookup.`,
    dropped: note.dropped.map(
      (d) => `${d.line ? `Line ${d.line}` : 'A line'}${d.input ? ` "${shorten(d.input)}"` : ''}: ${d.why}.`,
    ),
  };
}
