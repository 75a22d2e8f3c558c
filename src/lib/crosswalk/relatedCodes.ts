import { queryOptions } from '@tanstack/react-query';
import {
  crosswalk,
  emptyIfNotFound,
  getAtom,
  getConceptAtoms,
  getConceptRelations,
  getSourceAtoms,
  type CallOptions,
  type Relation,
  type UtsRef,
} from '../../api/uts/index.ts';

/**
 * The crosswalk's fallback: when no code of the wanted sources shares the
 * code's concept, the codes of those sources held by *directly related* concepts, e.g. MeSH
 * D009203 Myocardial Infarction has no ICD-10-CM code, but its narrower concept "acute
 * myocardial infarction" has I21. Related, not equivalent: each row says by which relation.
 *
 * Broader / narrower / other related (RB, RN, RO, RQ) are the NLM's concept-level relations;
 * parent / child (PAR, CHD) are the sources' hierarchies, which is what the demo data holds
 * (it has no NLM-asserted relations).
 */
export const FALLBACK_RELATIONS = ['RB', 'RN', 'RO', 'RQ', 'PAR', 'CHD'] as const;
/** At most this many related concepts are looked into (one or two calls each). */
export const MAX_RELATED = 30;
const RELATIONS_PAGE = 100;

export interface RelatedCode {
  /** The relation as the service labels it (REL) and its RELA, e.g. PAR / inverse_isa. */
  relationLabel: string;
  additionalRelationLabel: string | null;
  /** The related concept or code the relation names, linkable. */
  related: UtsRef | null;
  relatedName: string;
  /** The code in the wanted source held by the related concept. */
  code: { source: string; id: string; name: string };
}

export interface RelatedCodes {
  /** The concept the code belongs to; null when the code has no atom to tell it. */
  cui: string | null;
  codes: RelatedCode[];
  /** More related concepts than were looked into. */
  truncated: boolean;
}

/** What the crosswalk page's sections share: the code crossed from and the wanted sources. */
export interface CrosswalkSubject {
  release: string;
  sab: string;
  id: string;
  targets: string[];
}

type Opts = CallOptions & { release: string };

/** Codes in `targets` sharing the concept of a related item (a CUI, an atom or a source code). */
async function codesOf(ref: UtsRef, targets: readonly string[], o: Opts) {
  if (ref.kind === 'source' && ref.source) {
    const self = targets.includes(ref.source) ? [{ source: ref.source, id: ref.id, name: '' }] : [];
    const page = await emptyIfNotFound(
      crosswalk({ source: ref.source, id: ref.id, targetSource: [...targets], pageSize: 25 }, o),
      { pageNumber: 1, pageSize: 25 },
    );
    return [...self, ...page.items.map((c) => ({ source: c.rootSource, id: c.ui, name: c.name }))];
  }
  let cui = ref.kind === 'CUI' ? ref.id : null;
  if (ref.kind === 'AUI') cui = (await getAtom({ aui: ref.id }, o)).concept?.id ?? null;
  if (!cui) return [];
  const atoms = await emptyIfNotFound(getConceptAtoms({ cui, sabs: [...targets], pageSize: 100 }, o), {
    pageNumber: 1,
    pageSize: 100,
  });
  return atoms.items.flatMap((a) =>
    a.code?.source ? [{ source: a.code.source, id: a.code.id, name: a.name }] : [],
  );
}

const refKey = (r: UtsRef) => `${r.kind}|${r.source ?? ''}|${r.id}`;

export async function fetchRelatedCodes(
  sab: string,
  id: string,
  targets: readonly string[],
  o: Opts,
): Promise<RelatedCodes> {
  const atoms = await getSourceAtoms({ source: sab, id, pageSize: 1 }, o);
  const cui = atoms.items[0]?.concept?.id ?? null;
  if (!cui) return { cui: null, codes: [], truncated: false };
  return fetchRelatedCodesOfConcept(cui, targets, o);
}

/** The same fallback from a concept (a batch line that was a term or a CUI). */
export async function fetchRelatedCodesOfConcept(
  cui: string,
  targets: readonly string[],
  o: Opts,
): Promise<RelatedCodes> {
  const relations = await emptyIfNotFound(
    getConceptRelations({ cui, includeRelationLabels: [...FALLBACK_RELATIONS], pageSize: RELATIONS_PAGE }, o),
    { pageNumber: 1, pageSize: RELATIONS_PAGE },
  );
  const seen = new Map<string, Relation & { related: UtsRef }>();
  for (const r of relations.items) {
    if (!r.related || !(FALLBACK_RELATIONS as readonly string[]).includes(r.relationLabel)) continue;
    if (!seen.has(refKey(r.related))) seen.set(refKey(r.related), r as Relation & { related: UtsRef });
  }
  const related = [...seen.values()];
  const looked = related.slice(0, MAX_RELATED);
  const found = await Promise.all(looked.map((r) => codesOf(r.related, targets, o)));
  const codes = new Map<string, RelatedCode>();
  looked.forEach((r, i) => {
    for (const c of found[i] ?? []) {
      const key = `${c.source}|${c.id}|${r.relationLabel}`;
      if (codes.has(key)) continue;
      codes.set(key, {
        relationLabel: r.relationLabel,
        additionalRelationLabel: r.additionalRelationLabel,
        related: r.related,
        relatedName: r.relatedName,
        code: { ...c, name: c.name || r.relatedName },
      });
    }
  });
  return {
    cui,
    codes: [...codes.values()],
    truncated: related.length > MAX_RELATED || (relations.pageCount ?? 1) > 1,
  };
}

export const relatedCodesQuery = (release: string, sab: string, id: string, targets: readonly string[]) =>
  queryOptions({
    queryKey: ['uts', release, 'crosswalk', sab, id, 'related', { targetSource: [...targets] }],
    queryFn: ({ signal }) => fetchRelatedCodes(sab, id, targets, { release, signal }),
  });
