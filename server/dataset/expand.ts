/**
 * Expands the compact built form into the model: objects, derived names and atom lists,
 * both directions of every relation, hierarchy relations, RUIs/ATUIs and indexes.
 * Derived ids are assigned in file order, which build.ts makes deterministic, so they
 * are stable between builds of the same data. Relation indexes are lazy (see LazyIndex).
 */
import type { BuiltDataset } from './format.ts';
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
  SemanticGroup,
  SemanticNetworkRelation,
  SemanticType,
  SourceConcept,
  SourceKey,
} from './model.ts';
import { atomSourceIds, isSyntheticCui, sourceKey } from './model.ts';
import { LazyIndex } from './lazy-index.ts';
import {
  endKey,
  levelOf,
  must,
  pad,
  push,
  relationMaker,
  relationsOfConcept,
  scuiCluster,
} from './records.ts';
import { expandRxNorm, uniiCodes } from './rxnorm-data.ts';

export function expandDataset(built: BuiltDataset): Dataset {
  const sources = new Map<string, RootSource>(
    [...built.sources]
      .sort((a, b) => a.abbreviation.localeCompare(b.abbreviation))
      .map((s) => [s.abbreviation, s]),
  );

  // Source concepts are rows of a table; atoms name their row, so grouping needs no
  // string-keyed lookups (this loop dominates load time).
  const rows = built.sourceConcepts;
  const rowKeys = rows.map(([sab, id]) => sourceKey(sab, id));
  const rowAtoms: Atom[][] = rows.map(() => []);

  // Atoms come sorted by CUI, then best rank first (build.ts), so consecutive runs are
  // concepts and every grouped list is already in preferred-atom order.
  const atoms = new Map<string, Atom>();
  const auisByCui = new Map<string, string[]>();
  let runCui = '';
  let run: string[] = [];
  const atomsByScui = new Map<SourceKey, Atom[]>();
  // Files built before atoms had their own ids have no saui/scui: read as '' (none).
  for (const [aui, cui, row, tty, name, rank, flags, saui = '', scui = ''] of built.atoms) {
    const source = must(rows[row], () => `source row ${row}`);
    const [sab, sourceId] = source;
    const obsolete = (flags & 1) !== 0;
    const suppressible = (flags & 2) !== 0;
    const atom: Atom = {
      aui,
      cui,
      sab,
      code: sourceId,
      saui: saui === '' ? null : saui,
      ...atomSourceIds(built.sourceIdTypes[sab] ?? 'code', sourceId, scui),
      tty,
      name,
      language: 'ENG',
      obsolete,
      suppressible: suppressible || obsolete,
      suppress: obsolete ? 'O' : suppressible ? 'Y' : 'N',
      rank,
      sourceKey: rowKeys[row] ?? '',
    };
    atoms.set(aui, atom);
    rowAtoms[row]?.push(atom);
    if (scui !== '') push(atomsByScui, sourceKey(sab, scui), atom);
    if (cui !== runCui) {
      runCui = cui;
      run = [];
      auisByCui.set(cui, run);
    }
    run.push(aui);
  }

  const concepts = new Map<string, Concept>();
  for (const [cui, dateAdded, tuis] of built.concepts) {
    const auis = must(auisByCui.get(cui), () => `atoms of ${cui}`);
    const best = must(atoms.get(must(auis[0], () => `atoms of ${cui}`)), () => `atom of ${cui}`);
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

  const sourceConcepts = new Map<SourceKey, SourceConcept>();
  const rowConcepts: SourceConcept[] = [];
  rows.forEach(([sab, id, parents], row) => {
    const list = must(rowAtoms[row], () => `atoms of ${sab} ${id}`);
    const first = must(list[0], () => `atoms of ${sab} ${id}`);
    const cuis: string[] = [];
    let obsolete = true;
    let suppressible = true;
    for (const atom of list) {
      if (!cuis.includes(atom.cui)) cuis.push(atom.cui);
      obsolete &&= atom.obsolete;
      suppressible &&= atom.suppressible;
    }
    const sc: SourceConcept = {
      sab,
      id,
      idType: built.sourceIdTypes[sab] ?? 'code',
      name: first.name,
      obsolete,
      suppressible,
      auis: list.map((a) => a.aui),
      cuis,
      parents: (parents ?? []).map((p) => must(rows[p], () => `parent row ${p}`)[1]),
    };
    rowConcepts.push(sc);
    sourceConcepts.set(rowKeys[row] ?? '', sc);
  });

  const scuiClusters = new Map<SourceKey, SourceConcept>(
    [...atomsByScui.keys()].sort().map((key) => {
      const bar = key.indexOf('|');
      return [key, scuiCluster(key.slice(0, bar), key.slice(bar + 1), atomsByScui.get(key) ?? [])];
    }),
  );

  // Hierarchy: children and atom contexts. Edge e (the j-th parent of a child, counted in
  // row order) owns RUIs 2e+1 (parent PAR child) and 2e+2 (child CHD parent).
  const sourceChildren = new Map<SourceKey, string[]>();
  const atomParents = new Map<string, string[]>();
  const atomChildren = new Map<string, string[]>();
  const firstEdge = new Map<SourceKey, number>();
  let edgeCount = 0;
  rows.forEach(([, id, parents], row) => {
    if (parents === null) return;
    const key = rowKeys[row] ?? '';
    const childAui = must(rowConcepts[row]?.auis[0], () => key);
    const parentAuis: string[] = [];
    atomParents.set(childAui, parentAuis);
    firstEdge.set(key, edgeCount);
    edgeCount += parents.length;
    for (const p of parents) {
      const parentKey = rowKeys[p] ?? '';
      push(sourceChildren, parentKey, id);
      const parentAui = must(rowConcepts[p]?.auis[0], () => parentKey);
      parentAuis.push(parentAui);
      push(atomChildren, parentAui, childAui);
    }
  });

  // Other relations: row i owns RUIs base+2i+1 (as stored) and base+2i+2 (its inverse).
  const storedBase = 2 * edgeCount;
  const storedByEnd = new Map<string, number[]>();
  built.relations.forEach(([code, sab, fromId, , , toId], i) => {
    const level = levelOf(code);
    push(storedByEnd, `${level}\t${endKey(level, sab, fromId)}`, i);
    push(storedByEnd, `${level}\t${endKey(level, sab, toId)}`, i);
  });

  const relation = relationMaker(atoms, sourceConcepts);
  const makeRelation = relation.make;
  const storedFrom = (level: RelationLevel, key: string): Relation[] =>
    (storedByEnd.get(`${level}\t${key}`) ?? []).map((i) => {
      const [, sab, fromId, rel, rela, toId] = must(built.relations[i], () => `relation ${i}`);
      return relation.fromStored(storedBase, i, level, key, { sab, fromId, rel, rela, toId });
    });

  const relationsBySource = new LazyIndex<Relation>(
    () => sourceConcepts.keys(),
    (key) => {
      const sc = sourceConcepts.get(key);
      if (!sc) return [];
      const list: Relation[] = [];
      const first = firstEdge.get(key);
      if (first !== undefined) {
        sc.parents.forEach((p, j) =>
          list.push(makeRelation(2 * (first + j) + 2, 'source', sc.sab, sc.id, 'CHD', 'isa', p)),
        );
      }
      for (const childId of sourceChildren.get(key) ?? []) {
        const childKey = sourceKey(sc.sab, childId);
        const child = must(sourceConcepts.get(childKey), () => childKey);
        const e = must(firstEdge.get(childKey), () => childKey) + child.parents.indexOf(sc.id);
        list.push(makeRelation(2 * e + 1, 'source', sc.sab, sc.id, 'PAR', 'inverse_isa', childId));
      }
      list.push(...storedFrom('source', key));
      return list;
    },
  );
  const relationsByAui = new LazyIndex<Relation>(
    () => atoms.keys(),
    (aui) => storedFrom('atom', aui),
  );
  const relationsByCui = new LazyIndex<Relation>(
    () => concepts.keys(),
    (cui) => relationsOfConcept(cui, { concepts, atoms, relationsBySource, relationsByAui }, storedFrom),
  );

  const definitionsByCui = new Map<string, Definition[]>();
  for (const [aui, value] of built.definitions) {
    const atom = must(atoms.get(aui), () => `definition atom ${aui}`);
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
    const attribute: Attribute = {
      atui: `AT9${pad(++atuiCounter, 8)}`,
      owner,
      sab,
      name,
      value,
      sourceUi: null,
    };
    if (owner.kind === 'source') push(attributesBySource, owner.key, attribute);
    else if (owner.kind === 'atom') push(attributesByAui, owner.aui, attribute);
    else push(attributesByCui, owner.cui, attribute);
  }

  const { semanticTypes, semanticGroups } = expandSemanticNetwork(built);

  return {
    release: built.release,
    concepts,
    atoms,
    sourceConcepts,
    scuiClusters,
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
    rxnorm: expandRxNorm({ ...built.rxnorm, unii: uniiCodes(built.attributes) }, sources, concepts),
  };
}

/** The semantic network's types (with isa children and SRSTR relations) and groups. */
export function expandSemanticNetwork(
  built: Pick<BuiltDataset, 'semanticTypes' | 'semanticGroups' | 'semanticNetworkRelations'>,
): { semanticTypes: Map<string, SemanticType>; semanticGroups: Map<string, SemanticGroup> } {
  const childrenByTui = new Map<string, string[]>();
  for (const row of built.semanticTypes) if (row[9] !== '') push(childrenByTui, row[9], row[0]);
  const relationsByTui = new Map<string, SemanticNetworkRelation[]>();
  const inverseByTui = new Map<string, SemanticNetworkRelation[]>();
  for (const r of built.semanticNetworkRelations) {
    push(relationsByTui, r.from, { relation: r.relation, tui: r.tui, flag: r.flag });
    push(inverseByTui, r.tui, { relation: r.relation, tui: r.from, flag: r.flag });
  }
  const semanticTypes = new Map<string, SemanticType>();
  for (const [
    tui,
    name,
    abbreviation,
    treeNumber,
    definition,
    example,
    usageNote,
    nonHuman,
    group,
    parent,
  ] of built.semanticTypes) {
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

  return { semanticTypes, semanticGroups };
}
