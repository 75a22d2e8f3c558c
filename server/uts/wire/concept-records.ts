import type { Atom, Concept, Definition } from '../../dataset/model.ts';
import { NONE, type WireContext } from './context.ts';

/** `Concept` in the field order of the documented sample (reference §5.3). */
export function conceptJson(ctx: WireContext, c: Concept): unknown {
  const { ds, links } = ctx;
  const relationCount = ds.relationsByCui.get(c.cui)?.length ?? 0;
  return {
    classType: 'Concept',
    ui: c.cui,
    suppressible: c.suppressible,
    dateAdded: c.dateAdded,
    majorRevisionDate: c.majorRevisionDate,
    status: c.status,
    semanticTypes: c.semanticTypes.map((tui) => ({
      name: ds.semanticTypes.get(tui)?.name ?? tui,
      uri: links.semanticType(tui),
    })),
    atomCount: c.auis.length,
    attributeCount: ds.attributesByCui.get(c.cui)?.length ?? 0,
    // Lower-case v on Concept, capital V on SourceAtomCluster: both as the real service.
    cvMemberCount: 0,
    atoms: links.cui(c.cui, 'atoms'),
    definitions: ds.definitionsByCui.get(c.cui)?.length ? links.cui(c.cui, 'definitions') : NONE,
    relations: relationCount ? links.cui(c.cui, 'relations') : NONE,
    defaultPreferredAtom: c.auis.length ? links.cui(c.cui, 'atoms/preferred') : NONE,
    relationCount,
    name: c.name,
  };
}

/**
 * `Atom` (reference §5.4): flags are the strings "true"/"false"; parents/children are
 * "NONE" when absent but ancestors/descendants are JSON null.
 */
export function atomJson(ctx: WireContext, a: Atom): unknown {
  const { ds, links } = ctx;
  const hasParents = (ds.atomParents.get(a.aui)?.length ?? 0) > 0;
  const hasChildren = (ds.atomChildren.get(a.aui)?.length ?? 0) > 0;
  return {
    classType: 'Atom',
    ui: a.aui,
    suppressible: String(a.suppressible),
    obsolete: String(a.obsolete),
    rootSource: a.sab,
    termType: a.tty,
    code: links.source(a.sab, a.code),
    concept: links.cui(a.cui),
    sourceConcept: a.scui ? links.source(a.sab, a.scui) : NONE,
    sourceDescriptor: a.sdui ? links.source(a.sab, a.sdui) : NONE,
    attributes: ds.attributesByAui.get(a.aui)?.length ? links.aui(a.aui, 'attributes') : NONE,
    parents: hasParents ? links.aui(a.aui, 'parents') : NONE,
    ancestors: hasParents ? links.aui(a.aui, 'ancestors') : null,
    children: hasChildren ? links.aui(a.aui, 'children') : NONE,
    descendants: hasChildren ? links.aui(a.aui, 'descendants') : null,
    relations: ds.relationsByAui.get(a.aui)?.length ? links.aui(a.aui, 'relations') : NONE,
    name: a.name,
    language: a.language,
  };
}

/** `Definition` (reference §5.5): no `ui`. */
export function definitionJson(d: Definition): unknown {
  return { classType: 'Definition', sourceOriginated: d.sourceOriginated, rootSource: d.sab, value: d.value };
}
