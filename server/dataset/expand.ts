/**
 * Expands the compact built form into the model: objects, derived names and atom lists,
 * both directions of every relation, hierarchy relations, RUIs/ATUIs and indexes.
 * Derived ids are assigned in file order, which build.ts makes deterministic, so they
 * are stable between builds of the same data.
 */
import type { BuiltDataset } from './format.ts';
import { INVERSE_REL, INVERSE_RELA, RX_INVERSE_RELA } from './format.ts';
import type {
  Atom,
  Attribute,
  AttributeOwner,
  Concept,
  Dataset,
  Definition,
  Relation,
  RelationLevel,
  RootSource,
  RxConcept,
  RxRelation,
  RxTermInfo,
  SemanticGroup,
  SemanticNetworkRelation,
  SemanticType,
  SourceConcept,
  SourceKey,
} from './model.ts';
import { isSyntheticCui, sourceKey } from './model.ts';

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function byRank(atoms: ReadonlyMap<string, Atom>) {
  return (a: string, b: string): number => {
    const ra = atoms.get(a)?.rank ?? 0;
    const rb = atoms.get(b)?.rank ?? 0;
    return rb - ra || (a < b ? -1 : a > b ? 1 : 0);
  };
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`dataset is inconsistent: missing ${what}`);
  return value;
}

export function expandDataset(built: BuiltDataset): Dataset {
  const sources = new Map<string, RootSource>(
    [...built.sources].sort((a, b) => a.abbreviation.localeCompare(b.abbreviation)).map((s) => [s.abbreviation, s]),
  );

  // Atoms, grouped into concepts and source concepts.
  const atoms = new Map<string, Atom>();
  const auisByCui = new Map<string, string[]>();
  const auisBySource = new Map<SourceKey, string[]>();
  for (const [aui, cui, sab, sourceId, tty, name, rank, flags] of built.atoms) {
    const idType = built.sourceIdTypes[sab] ?? 'code';
    const obsolete = (flags & 1) !== 0;
    const suppressible = (flags & 2) !== 0;
    const key = sourceKey(sab, sourceId);
    atoms.set(aui, {
      aui,
      cui,
      sab,
      code: sourceId,
      scui: idType === 'sourceConcept' ? sourceId : null,
      sdui: idType === 'sourceDescriptor' ? sourceId : null,
      tty,
      name,
      language: 'ENG',
      obsolete,
      suppressible: suppressible || obsolete,
      suppress: obsolete ? 'O' : suppressible ? 'E' : 'N',
      rank,
      sourceKey: key,
    });
    push(auisByCui, cui, aui);
    push(auisBySource, key, aui);
  }
  const rankOrder = byRank(atoms);

  const concepts = new Map<string, Concept>();
  for (const [cui, dateAdded, tuis] of built.concepts) {
    const auis = (auisByCui.get(cui) ?? []).sort(rankOrder);
    const best = must(atoms.get(must(auis[0], `atoms of ${cui}`)), `atom of ${cui}`);
    concepts.set(cui, {
      cui,
      name: best.name,
      status: 'R',
      suppressible: auis.every((a) => atoms.get(a)?.suppressible === true),
      dateAdded,
      majorRevisionDate: dateAdded,
      semanticTypes: tuis === '' ? [] : tuis.split(','),
      auis,
      syntheticCui: isSyntheticCui(cui),
    });
  }

  const parentsBySource = new Map<SourceKey, string[]>();
  for (const [sab, id, parents] of built.hierarchy) {
    parentsBySource.set(sourceKey(sab, id), parents === '' ? [] : parents.split('|'));
  }

  const sourceConcepts = new Map<SourceKey, SourceConcept>();
  for (const [key, list] of auisBySource) {
    const auis = list.sort(rankOrder);
    const first = must(atoms.get(must(auis[0], key)), key);
    const cuis = [...new Set(auis.map((a) => must(atoms.get(a), a).cui))];
    sourceConcepts.set(key, {
      sab: first.sab,
      id: first.code,
      idType: built.sourceIdTypes[first.sab] ?? 'code',
      name: first.name,
      obsolete: auis.every((a) => atoms.get(a)?.obsolete === true),
      suppressible: auis.every((a) => atoms.get(a)?.suppressible === true),
      auis,
      cuis,
      parents: parentsBySource.get(key) ?? [],
    });
  }

  // Hierarchy: children, atom contexts and PAR/CHD relations.
  const sourceChildren = new Map<SourceKey, string[]>();
  const atomParents = new Map<string, string[]>();
  const atomChildren = new Map<string, string[]>();
  const relations: Relation[] = [];
  let ruiCounter = 0;
  const addRelation = (
    level: RelationLevel,
    sab: string,
    fromId: string,
    rel: string,
    rela: string,
    toId: string,
  ): void => {
    const endCui = (id: string): string => {
      if (level === 'concept') return id;
      if (level === 'atom') return must(atoms.get(id), `atom ${id}`).cui;
      return must(must(sourceConcepts.get(sourceKey(sab, id)), `${sab} ${id}`).cuis[0], `${sab} ${id} cui`);
    };
    relations.push({
      rui: `R9${pad(++ruiCounter, 8)}`,
      level,
      sab,
      fromId,
      toId,
      fromCui: endCui(fromId),
      toCui: endCui(toId),
      rel,
      rela,
      sourceUi: null,
      groupId: null,
      sourceOriginated: false,
      suppressible: false,
      obsolete: false,
    });
  };
  for (const [sab, id] of built.hierarchy) {
    const key = sourceKey(sab, id);
    const child = must(sourceConcepts.get(key), key);
    const childAui = must(child.auis[0], key);
    const parentAuis: string[] = [];
    atomParents.set(childAui, parentAuis);
    for (const parentId of child.parents) {
      const parentKey = sourceKey(sab, parentId);
      const parent = must(sourceConcepts.get(parentKey), `parent ${parentKey}`);
      push(sourceChildren, parentKey, id);
      const parentAui = must(parent.auis[0], parentKey);
      parentAuis.push(parentAui);
      push(atomChildren, parentAui, childAui);
      addRelation('source', sab, parentId, 'PAR', 'inverse_isa', id);
      addRelation('source', sab, id, 'CHD', 'isa', parentId);
    }
  }

  for (const [levelCode, sab, fromId, rel, rela, toId] of built.relations) {
    const level: RelationLevel = levelCode === 'c' ? 'concept' : levelCode === 'a' ? 'atom' : 'source';
    addRelation(level, sab, fromId, rel, rela, toId);
    addRelation(level, sab, toId, must(INVERSE_REL[rel], `inverse of ${rel}`), must(INVERSE_RELA[rela], `inverse of ${rela}`), fromId);
  }

  const relationsByCui = new Map<string, Relation[]>();
  const relationsBySource = new Map<SourceKey, Relation[]>();
  const relationsByAui = new Map<string, Relation[]>();
  for (const r of relations) {
    push(relationsByCui, r.fromCui, r);
    if (r.level === 'source') push(relationsBySource, sourceKey(r.sab, r.fromId), r);
    else if (r.level === 'atom') push(relationsByAui, r.fromId, r);
  }

  const definitionsByCui = new Map<string, Definition[]>();
  for (const [aui, value] of built.definitions) {
    const atom = must(atoms.get(aui), `definition atom ${aui}`);
    push(definitionsByCui, atom.cui, { cui: atom.cui, aui, sab: atom.sab, value, sourceOriginated: true });
  }

  const attributesBySource = new Map<SourceKey, Attribute[]>();
  const attributesByAui = new Map<string, Attribute[]>();
  const attributesByCui = new Map<string, Attribute[]>();
  let atuiCounter = 0;
  for (const [kind, ownerId, sab, name, value] of built.attributes) {
    const owner: AttributeOwner =
      kind === 's'
        ? { kind: 'source', key: sourceKey(sab, ownerId) }
        : kind === 'a'
          ? { kind: 'atom', aui: ownerId }
          : { kind: 'concept', cui: ownerId };
    const attribute: Attribute = { atui: `AT9${pad(++atuiCounter, 8)}`, owner, sab, name, value, sourceUi: null };
    if (owner.kind === 'source') push(attributesBySource, owner.key, attribute);
    else if (owner.kind === 'atom') push(attributesByAui, owner.aui, attribute);
    else push(attributesByCui, owner.cui, attribute);
  }

  // Semantic network.
  const childrenByTui = new Map<string, string[]>();
  for (const row of built.semanticTypes) if (row[9] !== '') push(childrenByTui, row[9], row[0]);
  const relationsByTui = new Map<string, SemanticNetworkRelation[]>();
  const inverseByTui = new Map<string, SemanticNetworkRelation[]>();
  for (const r of built.semanticNetworkRelations) {
    push(relationsByTui, r.from, { relation: r.relation, tui: r.tui, flag: r.flag });
    push(inverseByTui, r.tui, { relation: r.relation, tui: r.from, flag: r.flag });
  }
  const semanticTypes = new Map<string, SemanticType>();
  for (const [tui, name, abbreviation, treeNumber, definition, example, usageNote, nonHuman, group, parent] of built.semanticTypes) {
    semanticTypes.set(tui, {
      tui,
      name,
      abbreviation,
      treeNumber,
      definition,
      example: example === '' ? null : example,
      usageNote: usageNote === '' ? null : usageNote,
      nonHuman: nonHuman === '' ? null : nonHuman,
      group,
      parent: parent === '' ? null : parent,
      children: childrenByTui.get(tui) ?? [],
      relations: relationsByTui.get(tui) ?? [],
      inverseRelations: inverseByTui.get(tui) ?? [],
    });
  }
  const semanticGroups = new Map<string, SemanticGroup>();
  for (const g of built.semanticGroups) {
    const tuis = [...semanticTypes.values()].filter((t) => t.group === g.abbreviation).map((t) => t.tui);
    semanticGroups.set(g.abbreviation, { abbreviation: g.abbreviation, expandedForm: g.expandedForm, tuis });
  }

  return {
    release: built.release,
    concepts,
    atoms,
    sourceConcepts,
    sourceChildren,
    atomParents,
    atomChildren,
    definitionsByCui,
    relationsByCui,
    relationsBySource,
    relationsByAui,
    attributesBySource,
    attributesByAui,
    attributesByCui,
    sources,
    semanticTypes,
    semanticGroups,
    rxnorm: expandRxNorm(built, sources, concepts),
  };
}

function expandRxNorm(
  built: BuiltDataset,
  sources: ReadonlyMap<string, RootSource>,
  concepts: ReadonlyMap<string, Concept>,
): Dataset['rxnorm'] {
  const rx = built.rxnorm;
  const rxConcepts = new Map<string, RxConcept>();
  const termInfo = new Map<string, RxTermInfo[]>();
  const srl = (sab: string): number => must(sources.get(sab), `source ${sab}`).restrictionLevel;
  for (const [rxcui, tty, name, suppress, cui, aui, tuis] of rx.concepts) {
    rxConcepts.set(rxcui, {
      rxcui,
      tty,
      name,
      synonym: '',
      language: 'ENG',
      suppress: suppress === 'O' || suppress === 'E' || suppress === 'Y' ? suppress : 'N',
      cui,
      aui,
      semanticTypes: tuis === '' ? [] : tuis.split(','),
    });
    push(termInfo, rxcui, { rxcui, sab: 'RXNORM', code: rxcui, name, tty, restrictionLevel: srl('RXNORM') });
  }
  for (const [rxcui, sab, code, name, tty] of rx.termInfo) {
    push(termInfo, rxcui, { rxcui, sab, code, name, tty, restrictionLevel: srl(sab) });
  }

  const relationsFrom = new Map<string, RxRelation[]>();
  const relaNames = new Set<string>();
  for (const [from, rela, to] of rx.relations) {
    const inverse = must(RX_INVERSE_RELA[rela], `inverse of ${rela}`);
    push(relationsFrom, from, { from, rela, to });
    push(relationsFrom, to, { from: to, rela: inverse, to: from });
    relaNames.add(rela).add(inverse);
  }

  const ndcsByRxcui = new Map<string, readonly string[]>();
  const rxcuisByNdc = new Map<string, string[]>();
  for (const [rxcui, joined] of rx.ndcs) {
    const ndcs = joined.split(',');
    ndcsByRxcui.set(rxcui, ndcs);
    for (const ndc of ndcs) push(rxcuisByNdc, ndc, rxcui);
  }

  const idIndex = new Map<string, Map<string, string[]>>();
  const addId = (idType: string, id: string, rxcui: string): void => {
    let byId = idIndex.get(idType);
    if (!byId) idIndex.set(idType, (byId = new Map()));
    const list = byId.get(id.toUpperCase());
    if (!list) byId.set(id.toUpperCase(), [rxcui]);
    else if (!list.includes(rxcui)) list.push(rxcui);
  };
  for (const [ndc, rxcuis] of rxcuisByNdc) for (const r of rxcuis) addId('NDC', ndc, r);
  for (const c of rxConcepts.values()) {
    if (concepts.has(c.cui)) addId('UMLSCUI', c.cui, c.rxcui);
  }
  for (const [rxcui, infos] of termInfo) {
    for (const info of infos) if (info.sab === 'MSH') addId('MESH', info.code, rxcui);
  }
  for (const [kind, ownerId, sab, name, value] of built.attributes) {
    if (kind === 's' && sab === 'RXNORM' && name === 'UNII_CODE') addId('UNII_CODE', value, ownerId);
  }

  const doseForms = [...rxConcepts.values()]
    .filter((c) => c.tty === 'DF')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => c.rxcui);

  return {
    concepts: rxConcepts,
    relationsFrom,
    relaNames: [...relaNames].sort(),
    ndcsByRxcui,
    rxcuisByNdc,
    ndcProperties: new Map(rx.ndcProperties.map((p) => [p.ndc11, p])),
    termInfo,
    idIndex,
    doseForms,
    retired: new Map(rx.retired.map((r) => [r.rxcui, r])),
  };
}
