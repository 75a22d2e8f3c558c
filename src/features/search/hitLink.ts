import type { ReturnIdType, SearchHit } from '../../api/uts/index.ts';
import { pathForRef } from '../../lib/paths.ts';

/**
 * Where a hit leads: by the kind its URI names (CUI → concept, source code → source page,
 * AUI → atom page), or by the requested returnIdType when a hit has no URI. Null for the
 * codes NLM does not link either (NOCODE).
 */
export function hitPath(hit: SearchHit, returnIdType: ReturnIdType): string | null {
  if (hit.ui === 'NOCODE' || hit.ui.endsWith('/NOCODE')) return null;
  if (hit.ref) return pathForRef(hit.ref);
  if (returnIdType === 'concept') return pathForRef({ kind: 'CUI', id: hit.ui, source: null });
  if (returnIdType === 'aui') return pathForRef({ kind: 'AUI', id: hit.ui, source: null });
  return hit.rootSource ? pathForRef({ kind: 'source', id: hit.ui, source: hit.rootSource }) : null;
}
