import { sourceKey, type Attribute, type Relation, type SourceConcept } from '../../dataset/model.ts';
import { NONE, orNone, type WireContext } from './context.ts';

/** `SourceAtomCluster` (reference §5.8): absent hierarchy links are "NONE", never null. */
export function sourceClusterJson(ctx: WireContext, s: SourceConcept): unknown {
  const { ds, links } = ctx;
  const key = sourceKey(s.sab, s.id);
  const hasChildren = (ds.sourceChildren.get(key)?.length ?? 0) > 0;
  const hasParents = s.parents.length > 0;
  return {
    classType: 'SourceAtomCluster',
    ui: s.id,
    suppressible: s.suppressible,
    obsolete: s.obsolete,
    rootSource: s.sab,
    atomCount: s.auis.length,
    cVMemberCount: 0,
    attributes: ds.attributesBySource.get(key)?.length ? links.source(s.sab, s.id, 'attributes') : NONE,
    atoms: links.source(s.sab, s.id, 'atoms'),
    descendants: hasChildren ? links.source(s.sab, s.id, 'descendants') : NONE,
    ancestors: hasParents ? links.source(s.sab, s.id, 'ancestors') : NONE,
    parents: hasParents ? links.source(s.sab, s.id, 'parents') : NONE,
    children: hasChildren ? links.source(s.sab, s.id, 'children') : NONE,
    relations: ds.relationsBySource.get(key)?.length ? links.source(s.sab, s.id, 'relations') : NONE,
    definitions: NONE,
    concepts: links.conceptsOfSource(s.sab, s.id),
    defaultPreferredAtom: s.auis.length ? links.source(s.sab, s.id, 'atoms/preferred') : NONE,
    name: s.name,
  };
}

/** `Attribute` (reference §5.8): the value is always a string. */
export function attributeJson(a: Attribute): unknown {
  return {
    classType: 'Attribute',
    ui: a.atui,
    sourceUi: orNone(a.sourceUi),
    rootSource: a.sab,
    name: a.name,
    value: a.value,
  };
}

const RELATION_CLASS = {
  concept: 'ConceptRelation',
  source: 'AtomClusterRelation',
  atom: 'AtomRelation',
} as const;

/**
 * Relation record in the 2022 field order (reference §5.6): `ui` first, `classType` in the
 * middle, `additionalRelationLabel` "" (not "NONE") without a RELA.
 */
export function relationJson(ctx: WireContext, r: Relation): unknown {
  const from = relationEnd(ctx, r, r.fromId);
  const to = relationEnd(ctx, r, r.toId);
  return {
    ui: r.rui,
    suppressible: r.suppressible,
    sourceUi: orNone(r.sourceUi),
    obsolete: r.obsolete,
    sourceOriginated: r.sourceOriginated,
    rootSource: r.sab,
    groupId: orNone(r.groupId),
    attributeCount: 0,
    classType: RELATION_CLASS[r.level],
    relatedFromId: from.uri,
    relatedFromIdName: from.name,
    relationLabel: r.rel,
    additionalRelationLabel: r.rela,
    relatedId: to.uri,
    relatedIdName: to.name,
  };
}

/** An end of a relation: a CUI, a source id or an AUI, according to its level. */
function relationEnd(ctx: WireContext, r: Relation, id: string): { uri: string; name: string } {
  const { ds, links } = ctx;
  switch (r.level) {
    case 'concept':
      return { uri: links.cui(id), name: ds.concepts.get(id)?.name ?? '' };
    case 'atom':
      return { uri: links.aui(id), name: ds.atoms.get(id)?.name ?? '' };
    case 'source':
      return { uri: links.source(r.sab, id), name: ds.sourceConcepts.get(sourceKey(r.sab, id))?.name ?? '' };
  }
}
