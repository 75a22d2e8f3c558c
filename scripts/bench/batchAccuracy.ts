import { readFileSync } from 'node:fs';
import type { BatchRow } from '../../src/features/batch/rows.ts';
import { round, type Figure } from './stats.ts';

/** The labelled lines (labelled/build.ts): kind, line as typed, the right CUI/RXCUI or "none". */
export function labelledLines(): Array<{ kind: string; line: string; expected: string }> {
  const text = readFileSync(new URL('./labelled/batch-lines.tsv', import.meta.url), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => {
      const [kind, line, expected] = l.split('\t');
      return { kind: kind!, line: line!, expected: expected! };
    });
}

/** The ids a row offers a reviewer: its match, or its candidate(s). */
function offered(row: BatchRow): string[] {
  if (row.status === 'matched') return row.resolution?.id ? [row.resolution.id] : [];
  const f = row.found;
  if (!f) return [];
  return f.id ? [f.id] : f.candidates.map((c) => c.id);
}

/**
 * Match quality over the labelled lines, as the page's status rules put them:
 * - precision: of rows counted as matched, the share whose id is the right one (a wrong match
 *   counted as resolved is the worst error);
 * - recall: of lines with a right answer, the share the batch finds, matched or offered for
 *   review (a typo is never matched, by design, but its candidate is one click away);
 * - matched recall: the share matched outright; how many land in review and several;
 * - none kept: of lines whose answer is none, the share with no match.
 * Wrong matches and lines not found are printed, so a regression names its lines.
 */
export async function accuracyFigures(
  run: (lines: readonly string[], target: string | null) => Promise<{ rows: BatchRow[] }>,
): Promise<Figure[]> {
  const labelled = labelledLines();
  const { rows } = await run(
    labelled.map((l) => l.line),
    null,
  );
  let matched = 0;
  let right = 0;
  let found = 0;
  let answerable = 0;
  let review = 0;
  let several = 0;
  let noneLines = 0;
  let noneKept = 0;
  const wrong: string[] = [];
  const missed: string[] = [];
  labelled.forEach((l, i) => {
    const row = rows[i]!;
    if (row.status === 'review') review++;
    if (row.status === 'several') several++;
    if (l.expected === 'none') {
      noneLines++;
      if (row.status === 'none') noneKept++;
      if (row.status === 'matched') wrong.push(`${l.kind} "${l.line}": matched ${row.resolution?.id}`);
      return;
    }
    answerable++;
    if (row.status === 'matched') {
      matched++;
      if (row.resolution?.id === l.expected) right++;
      else wrong.push(`${l.kind} "${l.line}": matched ${row.resolution?.id}, expected ${l.expected}`);
    }
    if (offered(row).includes(l.expected)) found++;
    else
      missed.push(`${l.kind} "${l.line}": ${row.status} ${offered(row).join(' ')}, expected ${l.expected}`);
  });
  const wrongNone = labelled.filter((l, i) => l.expected === 'none' && rows[i]!.status === 'matched').length;
  for (const w of wrong) console.error(`  wrong match: ${w}`);
  for (const m of missed) console.error(`  not found: ${m}`);
  return [
    ['batch.accuracy.lines', labelled.length, 'lines'],
    ['batch.accuracy.precision_matched', round(right / (matched + wrongNone), 3), ''],
    ['batch.accuracy.recall', round(found / answerable, 3), ''],
    ['batch.accuracy.recall_matched', round(right / answerable, 3), ''],
    ['batch.accuracy.review', review, 'rows'],
    ['batch.accuracy.several', several, 'rows'],
    ['batch.accuracy.none_kept', round(noneKept / noneLines, 3), ''],
    ['batch.accuracy.wrong_matches', wrong.length, 'rows'],
  ];
}
