import { IDENTIFIER_FORMATS } from './paths.ts';
import { isRxcui } from './drugUrls.ts';

/**
 * The ids of the compare page (`/compare?ids=…`), comma separated: a UMLS concept is its CUI
 * (`C0027051`), an RxNorm drug concept is `rxcui:` and its RXCUI (`rxcui:161`). The prefix keeps
 * the two apart: an RXCUI is digits only, which no CUI is, but a bare number in a shared link
 * would read as a typo.
 */
export type CompareId = { kind: 'CUI'; id: string } | { kind: 'RXCUI'; id: string };

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;
export const RXCUI_PREFIX = 'rxcui:';

/** The id as written in the URL (`C0027051`, `rxcui:161`). */
export const compareToken = (c: CompareId): string => (c.kind === 'CUI' ? c.id : `${RXCUI_PREFIX}${c.id}`);

/** One written id read back; null when it is neither form. */
export function readCompareToken(raw: string): CompareId | null {
  const text = raw.trim();
  if (IDENTIFIER_FORMATS.cui.test(text)) return { kind: 'CUI', id: text.toUpperCase() };
  if (text.toLowerCase().startsWith(RXCUI_PREFIX)) {
    const id = text.slice(RXCUI_PREFIX.length).trim();
    if (isRxcui(id)) return { kind: 'RXCUI', id };
  }
  return null;
}

export interface ParsedCompare {
  /** At most MAX_COMPARE valid, distinct ids, in the order written. */
  ids: CompareId[];
  /** What was written but is not shown, each said plainly. */
  problems: string[];
}

/** Reads `?ids=`: never throws; malformed, repeated and surplus ids are named in `problems`. */
export function parseCompareIds(value: string | null): ParsedCompare {
  const ids: CompareId[] = [];
  const problems: string[] = [];
  const surplus: string[] = [];
  const seen = new Set<string>();
  const parts = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const part of parts) {
    const id = readCompareToken(part);
    if (!id) {
      problems.push(
        `“${part.length > 40 ? `${part.slice(0, 40)}…` : part}” is not a CUI (C and 7 digits, e.g. C0027051) or an RxNorm id (rxcui: and digits, e.g. rxcui:161).`,
      );
      continue;
    }
    const token = compareToken(id);
    if (seen.has(token)) {
      problems.push(`${token} is listed more than once; it is shown once.`);
      continue;
    }
    seen.add(token);
    if (ids.length >= MAX_COMPARE) surplus.push(token);
    else ids.push(id);
  }
  if (surplus.length)
    problems.push(`At most ${MAX_COMPARE} can be compared side by side; left out: ${surplus.join(', ')}.`);
  return { ids, problems };
}

/** The `ids` value for a list of ids (duplicates dropped, order kept). */
export function formatCompareIds(ids: readonly CompareId[]): string {
  return [...new Set(ids.map(compareToken))].join(',');
}
