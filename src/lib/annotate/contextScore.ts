import { prepare } from './annotate.ts';
import { contextOf } from './context.ts';
import type { ContextKind } from './types.ts';

/**
 * How well the context marks agree with labelled sentences (sentence, target phrase, label:
 * negated, possible, historical, other or affirmed): for each, the target's first occurrence
 * is given the marks the pipeline would give a mention there. Scored per kind as precision,
 * recall and F over the rows (the unit test and the bench read the project's own sentences).
 */
export interface LabelledSentence {
  sentence: string;
  target: string;
  label: ContextKind | 'affirmed';
}

export interface KindScore {
  kind: ContextKind;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f: number;
}

export function readLabelled(tsv: string): LabelledSentence[] {
  return tsv
    .split(/\r?\n/u)
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => {
      const [sentence = '', target = '', label = ''] = l.split('\t');
      return { sentence, target, label: label.trim() as LabelledSentence['label'] };
    });
}

/** The marks a mention of `target` in `sentence` gets. */
export function marksFor(sentence: string, target: string): ContextKind[] {
  const start = sentence.toLowerCase().indexOf(target.toLowerCase());
  if (start < 0) throw new Error(`"${target}" is not in "${sentence}"`);
  const p = prepare(sentence);
  const span = { start, end: start + target.length };
  const index = p.sentences.findIndex((s) => start >= s.start && start < s.end);
  return contextOf(sentence, span, p.triggers[index] ?? []).map((m) => m.kind);
}

export function scoreContext(rows: readonly LabelledSentence[]): {
  scores: KindScore[];
  wrong: Array<LabelledSentence & { marks: ContextKind[] }>;
} {
  const kinds: ContextKind[] = ['negated', 'possible', 'historical', 'other'];
  const counts = new Map(kinds.map((k) => [k, { tp: 0, fp: 0, fn: 0 }]));
  const wrong: Array<LabelledSentence & { marks: ContextKind[] }> = [];
  for (const row of rows) {
    const marks = marksFor(row.sentence, row.target);
    let right = true;
    for (const k of kinds) {
      const said = marks.includes(k);
      const meant = row.label === k;
      const c = counts.get(k)!;
      if (said && meant) c.tp++;
      else if (said) c.fp++;
      else if (meant) c.fn++;
      // Only the row's own kind and negation count as errors to show: a negated finding may also be historical.
      if (said !== meant && (k === 'negated' || meant || row.label === 'affirmed')) right = false;
    }
    if (!right) wrong.push({ ...row, marks });
  }
  const scores = kinds.map((kind) => {
    const { tp, fp, fn } = counts.get(kind)!;
    const precision = tp + fp ? tp / (tp + fp) : 0;
    const recall = tp + fn ? tp / (tp + fn) : 0;
    const f = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { kind, tp, fp, fn, precision, recall, f };
  });
  return { scores, wrong };
}
