import { entryId, UMLS_SYSTEM, type NewEntry } from '../../lib/basket/index.ts';
import type { Resolution } from './resolve.ts';
import { rowResolved, type BatchRow } from './rows.ts';

/**
 * What "add to basket" takes from a batch row: the source code the line named (with the
 * concept it resolved to), else the concept itself (a CUI as UMLS, an RXCUI as RXNORM); null
 * while the row has no single answer.
 */
export function batchRowEntry(r: Resolution | null, release: string): NewEntry | null {
  if (!r) return null;
  const from = r.id && r.idType ? { kind: r.idType, id: r.id } : null;
  if (r.source && r.code)
    return { system: r.source, code: r.code, display: r.codeName ?? r.name ?? r.code, from, release };
  if (!from) return null;
  const system = from.kind === 'CUI' ? UMLS_SYSTEM : 'RXNORM';
  return { system, code: from.id, display: r.name ?? from.id, from, release };
}

/**
 * The basket entries of a resolved row. With a target source the analyst collects that
 * source's codes (J45, not the CUI): each target code of the concept, remembering the concept;
 * a concept without a code there adds nothing. Without a target, batchRowEntry.
 */
export function batchRowEntries(
  r: Resolution | null,
  targetSource: string | null,
  release: string,
): NewEntry[] {
  if (!r?.id) return [];
  if (!targetSource) {
    const e = batchRowEntry(r, release);
    return e ? [e] : [];
  }
  const from = r.idType ? { kind: r.idType, id: r.id } : null;
  return r.target.map((t) => ({ system: targetSource, code: t.code, display: t.name, from, release }));
}

/**
 * "Add all matched": the entries of every resolved row (matched by the service or by hand;
 * never a review, several or no-match row), each code once however many lines reached it.
 */
export function matchedRowsEntries(
  rows: readonly BatchRow[],
  targetSource: string | null,
  release: string,
): NewEntry[] {
  const out = new Map<string, NewEntry>();
  for (const row of rows) {
    if (!rowResolved(row)) continue;
    for (const e of batchRowEntries(row.resolution, targetSource, release))
      if (!out.has(entryId(e.system, e.code))) out.set(entryId(e.system, e.code), e);
  }
  return [...out.values()];
}
