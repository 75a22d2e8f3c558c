import type { Atom } from '../../api/uts/index.ts';
import { isNoCode } from '../../api/uts/index.ts';

/**
 * The one-page concept report's content (ConceptReport.tsx), from the concept's atoms and its
 * hierarchy paths: pure, so what fits on the page is decided (and tested) here.
 */

/**
 * MeSH's permuted terms (term type PM: "Infarction, Myocardial", "Heart Attacks") only reorder
 * or inflect the words of another of its terms: the report, one page, leaves them to the
 * concept page.
 */
const isPermuted = (a: Atom): boolean => a.termType === 'PM';

/** One source's codes, each once, with the names its atoms give it (`more`: names cut). */
export interface SourceCodes {
  sab: string;
  codes: { code: string; names: string[]; more: number }[];
}

/**
 * The atoms' source codes by source (sources alphabetical, codes in atom order, each once),
 * each with at most `maxNames` names.
 */
export function codesBySource(atoms: readonly Atom[], maxNames = 6): SourceCodes[] {
  const bySab = new Map<string, Map<string, string[]>>();
  for (const a of atoms) {
    const code = a.code && !isNoCode(a.code) ? a.code.id : null;
    if (!code) continue;
    const codes = bySab.get(a.rootSource) ?? new Map<string, string[]>();
    bySab.set(a.rootSource, codes);
    const names = codes.get(code) ?? [];
    if (!isPermuted(a) && !names.some((n) => n.toLowerCase() === a.name.toLowerCase())) names.push(a.name);
    codes.set(code, names);
  }
  return [...bySab.entries()]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([sab, codes]) => ({
      sab,
      codes: [...codes.entries()].map(([code, names]) => ({
        code,
        names: names.slice(0, maxNames),
        more: Math.max(0, names.length - maxNames),
      })),
    }));
}

/**
 * The concept's other names: every atom name once (letter case aside), not the concept's own
 * name nor a permuted term, English first, at most `max`; `more` counts the rest so the report
 * says they exist.
 */
export function synonyms(
  atoms: readonly Atom[],
  conceptName: string,
  max = 12,
): { names: string[]; more: number } {
  const seen = new Set([conceptName.trim().toLowerCase()]);
  const english: string[] = [];
  const other: string[] = [];
  for (const a of atoms) {
    const key = a.name.trim().toLowerCase();
    if (!key || seen.has(key) || isPermuted(a)) continue;
    seen.add(key);
    (a.language === null || a.language === 'ENG' ? english : other).push(a.name.trim());
  }
  const all = [...english, ...other];
  return { names: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/**
 * A path from the top of a hierarchy down to the concept, short enough for one line: the top,
 * an ellipsis for the middle, and the last `tail` steps (the concept last).
 */
export function shortPath(names: readonly string[], tail = 3): string[] {
  if (names.length <= tail + 2) return [...names];
  return [names[0]!, '…', ...names.slice(-tail)];
}
