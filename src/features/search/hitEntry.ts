import type { ReturnIdType, SearchHit } from '../../api/uts/index.ts';
import type { NewEntry } from '../../lib/basket/index.ts';

/**
 * What a search row adds to the basket: the CUI for a concept search, the source code for a
 * code search. An AUI is a string, not a code a value set can list, and NOCODE is no code:
 * neither gets a button.
 */
export function hitEntry(hit: SearchHit, returnIdType: ReturnIdType, release: string): NewEntry | null {
  if (hit.ui === 'NOCODE' || hit.ui.endsWith('/NOCODE')) return null;
  const kind =
    hit.ref?.kind ?? (returnIdType === 'concept' ? 'CUI' : returnIdType === 'aui' ? 'AUI' : 'source');
  if (kind === 'CUI')
    return { system: 'UMLS', code: hit.ui, display: hit.name, from: { kind: 'CUI', id: hit.ui }, release };
  const sab = hit.ref?.source ?? hit.rootSource;
  if (kind === 'source' && sab) {
    return {
      system: sab,
      code: hit.ref?.id ?? hit.ui,
      display: hit.name,
      from: sab === 'RXNORM' ? { kind: 'RXCUI', id: hit.ref?.id ?? hit.ui } : null,
      release,
    };
  }
  return null;
}
