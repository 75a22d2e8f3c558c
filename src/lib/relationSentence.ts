/**
 * A UMLS relation read as a sentence. UTS relation records read "relatedFrom is
 * REL of related" and "relatedFrom RELA related" (the subject is the PAR of its child, see the
 * wire reference §5.6 and server/dataset/model.ts), which is the direction trap of MRREL: a row
 * "Myocardial Infarction | CHD | isa | Myocardial Ischemia" means the infarction is the child.
 * The raw codes stay beside the sentence (tooltip, export); only the reading is added.
 */

/** "<from> … <to>" for each REL, in the record's own direction. */
const REL_VERBS: Readonly<Record<string, string>> = {
  CHD: 'is a child of',
  PAR: 'is a parent of',
  RB: 'is broader than',
  RN: 'is narrower than',
  RO: 'is related to',
  SY: 'is a synonym of',
  SIB: 'is a sibling of',
  RQ: 'is possibly synonymous with',
  RL: 'is similar to',
  RU: 'is related (unspecified) to',
  AQ: 'is an allowed qualifier of',
  QB: 'can be qualified by',
  XR: 'is not related to',
  DEL: 'had a deleted relation to',
};

/** RELAs that only repeat the hierarchy the REL already says. */
const HIERARCHY_RELAS = new Set(['isa', 'inverse_isa']);

/** Leading words a RELA already reads as a verb with ("has_tradename", "may_treat", "contains"). */
const VERB_START =
  /^(has|have|is|are|was|may|can|contains|occurs|uses|mapped|causes|treats|measures|part|inverse)\b/;

/**
 * The verb phrase of a relation: the RELA when it says more than the REL ("has finding site",
 * "is tradename of"), else the REL's ("is a child of"); an unknown REL reads "has relation X to".
 */
export function relationVerb(rel: string, rela: string | null): string {
  const r = rela?.trim();
  if (r && !HIERARCHY_RELAS.has(r)) {
    const words = r.replace(/_/g, ' ');
    if (VERB_START.test(words)) return words;
    return /\s(of|to|by|in|with|from|for)$/.test(words) ? `is ${words}` : words;
  }
  return Object.hasOwn(REL_VERBS, rel) ? REL_VERBS[rel]! : `has relation ${rel} to`;
}

/** The codes behind a sentence, as a tooltip and an export cell keep them: "CHD · isa". */
export const relationCodes = (rel: string, rela: string | null): string => (rela ? `${rel} · ${rela}` : rel);

export interface RelationEnds {
  fromName: string | null;
  rel: string;
  rela: string | null;
  toName: string;
  sab: string;
}

/** "Myocardial Infarction is a child of Myocardial Ischemia (MSH)". */
export function relationSentence(r: RelationEnds): string {
  const from = r.fromName?.trim() || 'This concept';
  return `${from} ${relationVerb(r.rel, r.rela)} ${r.toName} (${r.sab})`;
}
