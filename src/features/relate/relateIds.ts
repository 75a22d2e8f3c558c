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
      problems.push(
        /^rxcui:/i.test(part)
          ? `“${shown(part)}” is an RxNorm id: relate places UMLS concepts (CUIs) in source hierarchies.`
          : `“${shown(part)}” is not a CUI (C and 7 digits, e.g. C0027051).`,
      );
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
