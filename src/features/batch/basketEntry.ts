import { UMLS_SYSTEM, type NewEntry } from '../../lib/basket/index.ts';
import type { Resolution } from './resolve.ts';

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
