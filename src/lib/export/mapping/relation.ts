import { DEMO_CUI_NOTE } from '../../demoIds.ts';
import type { MappingKind, MappingRow } from './types.ts';

/**
 * The kind of a mapping found through a UMLS relation. UTS reads a relation from its subject:
 * "A PAR B" says A is the parent of B (the crosswalk's fallback reads it so on screen), and the
 * object code belongs to B. So PAR and RB (A broader than B) make the object narrower; CHD and
 * RN make it broader; RO, RQ and the rest are only related.
 */
export function kindOfRelation(rel: string): MappingKind {
  switch (rel) {
    case 'PAR':
    case 'RB':
      return 'narrower';
    case 'CHD':
    case 'RN':
      return 'broader';
    default:
      return 'related';
  }
}

const AS_PHRASE: Readonly<Record<string, string>> = {
  PAR: 'the parent of',
  CHD: 'a child of',
  RB: 'broader than',
  RN: 'narrower than',
  RO: 'otherwise related to',
  RQ: 'possibly synonymous with',
};

/**
 * The sentence a mapping file carries for each row, in the words the screen uses: what makes
 * it exact (the shared CUI), which relation makes it related, or why nothing was found.
 */
export function mappingComment(row: MappingRow, release: string, demoIds?: (id: string) => boolean): string {
  if (row.kind === 'unmatched') return row.reason || 'nothing found';
  // A concept id the demo made up is never presented as a UMLS CUI.
  const demo = !!row.cui && !!demoIds?.(row.cui);
  if (row.kind === 'exact')
    return demo
      ? `shares the demo's concept ${row.cui} (${DEMO_CUI_NOTE}; demo data of UMLS ${release})`
      : row.cui
        ? `shares CUI ${row.cui} (UMLS ${release})`
        : `same UMLS concept (UMLS ${release})`;
  const r = row.relation;
  if (!r) return `related in UMLS ${release}; not equivalent`;
  const rel = r.additional ? `${r.label} (${r.additional})` : r.label;
  const from = demo ? `${row.cui} (${DEMO_CUI_NOTE})` : (row.cui ?? "the subject's concept");
  const to =
    [r.relatedName, r.relatedId && `(${r.relatedId})`].filter(Boolean).join(' ') || 'a related concept';
  const phrase = AS_PHRASE[r.label] ?? `related by ${r.label} to`;
  return `${rel} in UMLS ${release}: ${from} is ${phrase} ${to}, which holds this code; related, not equivalent`;
}
