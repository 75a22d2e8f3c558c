import { describeKind } from '../../lib/input-kind/describe.ts';
import { recognizeInput } from '../../lib/input-kind/detect.ts';
import { IDENTIFIER_FORMATS } from '../../lib/paths.ts';

/** How many concepts one relate view draws: more paths than that make no readable picture. */
export const MAX_RELATE = 4;

export interface ParsedRelate {
  /** Distinct CUIs, upper case, in the order written, at most MAX_RELATE. */
  cuis: string[];
  /** What was written but is not shown, each said plainly. */
  problems: string[];
}

const shown = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/**
 * Why an id of the link is not used, naming what it is by the app's one detector: a link holds
 * CUIs; the box on the page takes codes and finds their concepts (issue 37).
 */
function notACui(part: string): string {
  const r = recognizeInput(part);
  const what = r.problem ? null : describeKind(r.kind, r.source, r.value);
  if (r.kind === 'rxcui' && what)
    return `“${shown(part)}” is an RxNorm id: relate places UMLS concepts (CUIs) in source hierarchies; type it in the box to relate its UMLS concept.`;
  if (r.kind === 'tui' && what) return `“${shown(part)}” looks like ${what}, not a concept.`;
  if (what)
    return `“${shown(part)}” looks like ${what}, not a CUI: type it in the box to relate its concept.`;
  return `“${shown(part)}” is not a CUI (C and 7 digits, e.g. C0027051).`;
}

/**
 * Reads `/relate?ids=…`: CUIs only (a hierarchy places concepts; an RxNorm id or a code is
 * named as such), each once, at most MAX_RELATE. Never throws.
 */
export function parseRelateIds(value: string | null): ParsedRelate {
  const cuis: string[] = [];
  const problems: string[] = [];
  const surplus: string[] = [];
  for (const part of (value ?? '').split(',').map((s) => s.trim())) {
    if (!part) continue;
    if (!IDENTIFIER_FORMATS.cui.test(part)) {
      problems.push(notACui(part));
      continue;
    }
    const cui = part.toUpperCase();
    if (cuis.includes(cui) || surplus.includes(cui)) {
      problems.push(`${cui} is listed more than once; it is shown once.`);
      continue;
    }
    if (cuis.length >= MAX_RELATE) surplus.push(cui);
    else cuis.push(cui);
  }
  if (surplus.length)
    problems.push(`At most ${MAX_RELATE} concepts are related at once; left out: ${surplus.join(', ')}.`);
  return { cuis, problems };
}

/** Letters that label the concepts in the tree and the lists: A, B, C, D. */
export const relateLetter = (i: number) => String.fromCharCode(65 + i);
