/**
 * Reads format 5 (encode.ts writes it) into the model without expanding it: records are
 * made from the columns on first access and cached, look-up maps (CUI, AUI, source key →
 * row) are built on first use, relation/attribute/definition groups per key. A section is
 * inflated the first time one of its columns is read. What a cold start pays is therefore
 * the atoms' and concepts' columns and the search index, not the objects of every record.
 */
import { ContainerReader } from './container.ts';
import { lazy, LazyIndex } from './lazy-index.ts';
import { endKey, levelOf, must, pad, relationMaker, relationsOfConcept, scuiCluster } from './records.ts';
import type { ContainerMeta } from './encode.ts';
import { expandSemanticNetwork } from './expand.ts';
import { auiOfNumber, numberOfAui, sortedAuiNumbers } from './aui-numbers.ts';
import { identity, sortedByDict, stemCounts } from './derived-lists.ts';
import { FORMAT_VERSION } from './format.ts';
import { readRxTables } from './rxnorm-columns.ts';
import { expandRxNorm } from './rxnorm-data.ts';
import type {
  Atom,
  AtomList,
  Attribute,
  Concept,
  Dataset,
  Definition,
  Relation,
  RelationLevel,
  RootSource,
  RxNormData,
  SearchIndexData,
  SourceConcept,
} from './model.ts';
import { atomSourceIds, isSyntheticCui } from './model.ts';

/**
 * The row whose key compares equal (binary search): `compare(row)` is the sign of row's key
 * minus the wanted key, rows being sorted by key in UTF-16 order.
 */
function findSorted(rows: number, compare: (row: number) => number): number | undefined {
  let lo = 0;
  let hi = rows;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compare(mid);
    if (c === 0) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return undefined;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A read-only map over numbered rows, records made on first access. Look-ups binary-search
 * the rows (`find`) when they are sorted by key; otherwise a key → row map is built on first use.
 */
export class RowMap<V> implements ReadonlyMap<string, V> {
  private index: Map<string, number> | undefined;
  private readonly found = new Map<string, number>();
  private readonly cache: (V | undefined)[] = [];

  constructor(
    /** How many rows there are. */
    private readonly rows: () => number,
    private readonly make: (row: number) => V,
    private readonly keyOf: (row: number) => string,
    private readonly find?: (key: string) => number | undefined,
  ) {}

  row(key: string): number | undefined {
    if (this.find) {
      // Keys once found are remembered: a search's hits look up thousands of the same concepts.
      // Misses are not kept, so unknown ids asked for cannot grow it.
      let row = this.found.get(key);
      if (row === undefined) {
        row = this.find(key);
        if (row !== undefined) this.found.set(key, row);
      }
      return row;
    }
    if (!this.index) {
      const index = new Map<string, number>();
      const rows = this.rows();
      for (let r = 0; r < rows; r++) index.set(this.keyOf(r), r);
      this.index = index;
    }
    return this.index.get(key);
  }

  at(row: number): V {
    let value = this.cache[row];
    if (value === undefined) this.cache[row] = value = this.make(row);
    return value;
  }

  get(key: string): V | undefined {
    const row = this.row(key);
    return row === undefined ? undefined : this.at(row);
  }

  has(key: string): boolean {
    return this.row(key) !== undefined;
  }

  get size(): number {
    return this.rows();
  }

  *keys(): MapIterator<string> {
    const n = this.size;
    for (let r = 0; r < n; r++) yield this.keyOf(r);
  }

  *values(): MapIterator<V> {
    const n = this.size;
    for (let r = 0; r < n; r++) yield this.at(r);
  }

  *entries(): MapIterator<[string, V]> {
    const n = this.size;
    for (let r = 0; r < n; r++) yield [this.keyOf(r), this.at(r)];
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void): void {
    for (const [key, value] of this.entries()) callback(value, key, this);
  }
}

/** Rows grouped by a group number (CSR): members of group g are items[start[g] .. start[g + 1]), in row order. */
interface Groups {
  readonly start: Int32Array;
  readonly items: Int32Array;
}

function groupBy(groupOf: (row: number) => number, rows: number, groups: number): Groups {
  const start = new Int32Array(groups + 1);
  for (let r = 0; r < rows; r++) {
    const g = groupOf(r);
    if (g >= 0) (start[g + 1] as number)++;
  }
  for (let g = 0; g < groups; g++) start[g + 1] = (start[g + 1] as number) + (start[g] as number);
  const fill = start.slice(0, groups);
  const items = new Int32Array(start[groups] as number);
  for (let r = 0; r < rows; r++) {
    const g = groupOf(r);
    if (g >= 0) items[(fill[g] as number)++] = r;
  }
  return { start, items };
}

function members(groups: Groups, g: number): Int32Array {
  return groups.items.subarray(groups.start[g], groups.start[g + 1]);
}

export function readContainerDataset(bytes: Uint8Array): Dataset {
  const c = new ContainerReader(bytes);
  const meta = c.meta as ContainerMeta;
  if (meta.formatVersion !== FORMAT_VERSION) {
    throw new Error(
      `dataset format ${String(meta.formatVersion)} is not ${String(FORMAT_VERSION)}; run npm run dataset`,
    );
  }
  const sources = new Map<string, RootSource>(
    [...meta.sources]
      .sort((a, b) => a.abbreviation.localeCompare(b.abbreviation))
      .map((s) => [s.abbreviation, s]),
  );
  const idTypeOf = (sab: string) => meta.sourceIdTypes[sab] ?? 'code';

  // Columns (each read on first use).
  const cCui = lazy(() => c.strings('c.cui'));
  const cDate = lazy(() => c.dict('c.date'));
  const cTuis = lazy(() => c.dict('c.tuis'));
  const cAtomStart = lazy(() => c.ints('c.atomStart'));
  // AUIs are stored as their numbers (derived-lists.ts): an AUI string is made when asked for.
  const aAuiNumber = lazy(() => c.ints('a.aui'));
  const atomCount = () => aAuiNumber().length;
  const auiAt = (i: number): string => auiOfNumber(aAuiNumber()[i] as number);
  const aSource = lazy(() => c.ints('a.source'));
  const aTty = lazy(() => c.dict('a.tty'));
  const aName = lazy(() => c.strings('a.name'));
  const aRank = lazy(() => c.ints('a.rank'));
  const aFlags = lazy(() => c.ints('a.flags'));
  const aSaui = lazy(() => c.strings('a.saui'));
  const aScui = lazy(() => c.strings('a.scui'));
  const sSab = lazy(() => c.dict('s.sab'));
  const sId = lazy(() => c.strings('s.id'));
  const sHier = lazy(() => c.ints('s.hier'));
  const sParentStart = lazy(() => c.ints('s.parentStart'));
  const sParents = lazy(() => c.ints('s.parents'));

  /** Concept number of each atom. */
  const atomConcept = lazy(() => {
    const start = cAtomStart();
    const out = new Int32Array(atomCount());
    for (let k = 0; k + 1 < start.length; k++) out.fill(k, start[k], start[k + 1]);
    return out;
  });
  /** Atoms of each source row, in atom order (so best rank first within a concept). */
  const rowAtoms = lazy(() => {
    const source = aSource();
    return groupBy((i) => source[i] as number, source.length, sId().length);
  });
  const rowKey = (row: number): string => `${sSab()[row] as string}|${sId()[row] as string}`;
  const preferredAtomOfRow = (row: number): number =>
    must(members(rowAtoms(), row)[0], () => `atoms of row ${row}`);

  const aByAui = lazy(() => sortedAuiNumbers(aAuiNumber()));
  const findAtom = (aui: string): number | undefined => {
    const wanted = numberOfAui(aui);
    if (wanted === null) return undefined;
    const perm = aByAui();
    const numbers = aAuiNumber();
    const k = findSorted(perm.length, (j) => (numbers[perm[j] as number] as number) - wanted);
    return k === undefined ? undefined : perm[k];
  };
  const atoms = new RowMap<Atom>(
    atomCount,
    (i) => {
      const row = aSource()[i] as number;
      const sab = sSab()[row] as string;
      const sourceId = sId()[row] as string;
      const flags = aFlags()[i] as number;
      const obsolete = (flags & 1) !== 0;
      const suppressible = (flags & 2) !== 0;
      const idType = idTypeOf(sab);
      const atom = {
        aui: auiAt(i),
        cui: cCui()[atomConcept()[i] as number] as string,
        sab,
        code: sourceId,
        sdui: atomSourceIds(idType, sourceId, '').sdui,
        tty: aTty()[i] as string,
        name: aName()[i] as string,
        language: 'ENG',
        obsolete,
        suppressible: suppressible || obsolete,
        suppress: obsolete ? 'O' : suppressible ? 'Y' : 'N',
        rank: aRank()[i] as number,
        sourceKey: rowKey(row),
      } as const;
      // The atoms' own ids (MeSH's TermUI and ConceptUI, 1.27 million column values) are read
      // when a record is first asked for one, not by the start-up's first record.
      return Object.defineProperties(atom, {
        saui: { enumerable: true, get: () => aSaui()[i] || null },
        scui: { enumerable: true, get: () => atomSourceIds(idType, sourceId, aScui()[i] as string).scui },
      }) as Atom;
    },
    auiAt,
    findAtom,
  );
  const atomList: AtomList = { length: atomCount(), at: (i) => atoms.at(i) };
  const atomSuppressible = (i: number) => (aFlags()[i] as number) !== 0;

  const concepts = new RowMap<Concept>(
    () => cCui().length,
    (k) => {
      const start = cAtomStart()[k] as number;
      const end = cAtomStart()[k + 1] as number;
      const auis = Array.from({ length: end - start }, (_, j) => auiAt(start + j));
      let suppressible = true;
      for (let i = start; i < end; i++) suppressible &&= atomSuppressible(i);
      const cui = cCui()[k] as string;
      const dateAdded = cDate()[k] as string;
      const tuis = cTuis()[k] as string;
      return {
        cui,
        name: aName()[start] as string,
        status: 'R',
        suppressible,
        dateAdded,
        majorRevisionDate: dateAdded,
        semanticTypes: tuis === '' ? [] : tuis.split(','),
        auis,
        syntheticCui: isSyntheticCui(cui),
      };
    },
    (k) => cCui()[k] as string,
    (cui) => findSorted(cCui().length, (k) => cmp(cCui()[k] as string, cui)),
  );

  const sourceConcepts = new RowMap<SourceConcept>(
    () => sId().length,
    (row) => {
      const sab = sSab()[row] as string;
      const id = sId()[row] as string;
      const list = members(rowAtoms(), row);
      const first = must(list[0], () => `atoms of ${sab} ${id}`);
      const cuis: string[] = [];
      let obsolete = true;
      let suppressible = true;
      for (const i of list) {
        const cui = cCui()[atomConcept()[i] as number] as string;
        if (!cuis.includes(cui)) cuis.push(cui);
        const flags = aFlags()[i] as number;
        obsolete &&= (flags & 1) !== 0;
        suppressible &&= flags !== 0;
      }
      const parents: string[] = [];
      for (let j = sParentStart()[row] as number; j < (sParentStart()[row + 1] as number); j++)
        parents.push(sId()[sParents()[j] as number] as string);
      return {
        sab,
        id,
        idType: idTypeOf(sab),
        name: aName()[first] as string,
        obsolete,
        suppressible,
        auis: Array.from(list, auiAt),
        cuis,
        parents,
      };
    },
    rowKey,
    (key) => {
      // Rows are sorted by sab, then id.
      const bar = key.indexOf('|');
      if (bar < 0) return undefined;
      const sab = key.slice(0, bar);
      const id = key.slice(bar + 1);
      return findSorted(sId().length, (r) => cmp(sSab()[r] as string, sab) || cmp(sId()[r] as string, id));
    },
  );

  // Atoms by their own SCUI (MeSH's concepts), grouped on the first look-up of one.
  const scuiGroups = lazy(() => {
    const scui = aScui();
    const byKey = new Map<string, number[]>();
    for (let i = 0; i < scui.length; i++) {
      const id = scui[i] as string;
      if (id === '') continue;
      const key = `${sSab()[aSource()[i] as number] as string}|${id}`;
      const list = byKey.get(key);
      if (list) list.push(i);
      else byKey.set(key, [i]);
    }
    return { keys: [...byKey.keys()].sort(cmp), byKey };
  });
  const scuiClusters = new RowMap<SourceConcept>(
    () => scuiGroups().keys.length,
    (k) => {
      const key = scuiGroups().keys[k] as string;
      const bar = key.indexOf('|');
      const list = must(scuiGroups().byKey.get(key), () => `atoms of ${key}`);
      return scuiCluster(
        key.slice(0, bar),
        key.slice(bar + 1),
        list.map((i) => atoms.at(i)),
      );
    },
    (k) => scuiGroups().keys[k] as string,
    (key) => {
      const list = scuiGroups().keys;
      return findSorted(list.length, (k) => cmp(list[k] as string, key));
    },
  );

  // Hierarchy: children of each row (CSR over the parent edges, children in row order).
  const childRows = lazy(() => {
    const ps = sParentStart();
    const parents = sParents();
    const rows = sId().length;
    const edgeChild = new Int32Array(parents.length);
    for (let r = 0; r < rows; r++) edgeChild.fill(r, ps[r], ps[r + 1]);
    const byParent = groupBy((e) => parents[e] as number, parents.length, rows);
    return { byParent, edgeChild };
  });
  const childrenOf = (row: number): number[] => {
    const { byParent, edgeChild } = childRows();
    return Array.from(members(byParent, row), (e) => edgeChild[e] as number);
  };
  /** Rows with children, in the order expand.ts meets them (first child's row order). */
  const rowsWithChildren = function* (): Generator<number> {
    const ps = sParentStart();
    const parents = sParents();
    const seen = new Uint8Array(sId().length);
    for (let r = 0; r + 1 < ps.length; r++)
      for (let e = ps[r] as number; e < (ps[r + 1] as number); e++) {
        const p = parents[e] as number;
        if (!seen[p]) {
          seen[p] = 1;
          yield p;
        }
      }
  };
  const hierRows = function* (): Generator<number> {
    const hier = sHier();
    for (let r = 0; r < hier.length; r++) if (hier[r] === 1) yield r;
  };
  const sourceChildren = new LazyIndex<string>(
    () => Array.from(rowsWithChildren(), rowKey),
    (key) => {
      const row = sourceConcepts.row(key);
      if (row === undefined) return undefined;
      const children = childrenOf(row);
      return children.length ? children.map((r) => sId()[r] as string) : undefined;
    },
    true,
  );
  /** The row whose preferred atom (context holder) is this AUI, if any. */
  const contextRow = (aui: string): number | undefined => {
    const i = atoms.row(aui);
    if (i === undefined) return undefined;
    const row = aSource()[i] as number;
    return preferredAtomOfRow(row) === i ? row : undefined;
  };
  const preferredAui = (row: number) => auiAt(preferredAtomOfRow(row));
  const atomParents = new LazyIndex<string>(
    () => Array.from(hierRows(), preferredAui),
    (aui) => {
      const row = contextRow(aui);
      if (row === undefined || sHier()[row] !== 1) return undefined;
      const out: string[] = [];
      for (let j = sParentStart()[row] as number; j < (sParentStart()[row + 1] as number); j++)
        out.push(preferredAui(sParents()[j] as number));
      return out;
    },
    true,
  );
  const atomChildren = new LazyIndex<string>(
    () => Array.from(rowsWithChildren(), preferredAui),
    (aui) => {
      const row = contextRow(aui);
      if (row === undefined) return undefined;
      const children = childrenOf(row);
      return children.length ? children.map(preferredAui) : undefined;
    },
    true,
  );

  // Relations, as expand.ts makes them (same RUIs): hierarchy edges first, then stored rows.
  const rLevel = lazy(() => c.dict('r.level'));
  const rSab = lazy(() => c.dict('r.sab'));
  const rFrom = lazy(() => c.strings('r.from'));
  const rRel = lazy(() => c.dict('r.rel'));
  const rRela = lazy(() => c.dict('r.rela'));
  const rTo = lazy(() => c.strings('r.to'));
  const storedByEnd = lazy(() => {
    const map = new Map<string, number[]>();
    const add = (key: string, i: number) => {
      const list = map.get(key);
      if (list) list.push(i);
      else map.set(key, [i]);
    };
    const n = rFrom().length;
    for (let i = 0; i < n; i++) {
      const level = levelOf(rLevel()[i] as string);
      const sab = rSab()[i] as string;
      add(`${level}\t${endKey(level, sab, rFrom()[i] as string)}`, i);
      add(`${level}\t${endKey(level, sab, rTo()[i] as string)}`, i);
    }
    return map;
  });
  const storedBase = () => 2 * sParents().length;
  const relation = relationMaker(atoms, sourceConcepts);
  const makeRelation = relation.make;
  const storedFrom = (level: RelationLevel, key: string): Relation[] =>
    (storedByEnd().get(`${level}\t${key}`) ?? []).map((i) =>
      relation.fromStored(storedBase(), i, level, key, {
        sab: rSab()[i] as string,
        fromId: rFrom()[i] as string,
        rel: rRel()[i] as string,
        rela: rRela()[i] as string,
        toId: rTo()[i] as string,
      }),
    );
  const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length ? list : undefined);
  const relationsBySource = new LazyIndex<Relation>(
    () => sourceConcepts.keys(),
    (key) => {
      const row = sourceConcepts.row(key);
      if (row === undefined) return undefined;
      const sab = sSab()[row] as string;
      const id = sId()[row] as string;
      const list: Relation[] = [];
      // Edge e (the j-th parent of a child, in row order) owns RUIs 2e+1 (PAR) and 2e+2 (CHD).
      for (let e = sParentStart()[row] as number; e < (sParentStart()[row + 1] as number); e++)
        list.push(
          makeRelation(2 * e + 2, 'source', sab, id, 'CHD', 'isa', sId()[sParents()[e] as number] as string),
        );
      const { byParent, edgeChild } = childRows();
      for (const e of members(byParent, row))
        list.push(
          makeRelation(
            2 * e + 1,
            'source',
            sab,
            id,
            'PAR',
            'inverse_isa',
            sId()[edgeChild[e] as number] as string,
          ),
        );
      list.push(...storedFrom('source', key));
      return nonEmpty(list);
    },
    true,
  );
  const relationsByAui = new LazyIndex<Relation>(
    () => atoms.keys(),
    (aui) => nonEmpty(storedFrom('atom', aui)),
    true,
  );
  const relationsByCui = new LazyIndex<Relation>(
    () => concepts.keys(),
    (cui) =>
      nonEmpty(relationsOfConcept(cui, { concepts, atoms, relationsBySource, relationsByAui }, storedFrom)),
    true,
  );

  // Definitions by the concept of their atom, in file order.
  const dAtom = lazy(() => c.ints('d.atom'));
  const dValue = lazy(() => c.strings('d.value'));
  const defsByConcept = lazy(() =>
    groupBy((d) => atomConcept()[dAtom()[d] as number] as number, dAtom().length, cCui().length),
  );
  const definitionsByCui = new LazyIndex<Definition>(
    function* () {
      // Concepts in the order of their first definition, as expand.ts meets them.
      const seen = new Uint8Array(cCui().length);
      for (let d = 0; d < dAtom().length; d++) {
        const k = atomConcept()[dAtom()[d] as number] as number;
        if (!seen[k]) {
          seen[k] = 1;
          yield cCui()[k] as string;
        }
      }
    },
    (cui) => {
      const k = concepts.row(cui);
      if (k === undefined) return undefined;
      return nonEmpty(
        Array.from(members(defsByConcept(), k), (d): Definition => {
          const atom = atoms.at(dAtom()[d] as number);
          return { cui, aui: atom.aui, sab: atom.sab, value: dValue()[d] as string, sourceOriginated: true };
        }),
      );
    },
    true,
  );

  // Attributes by owner; ATUI = file position + 1.
  const tKind = lazy(() => c.dict('t.kind'));
  const tOwner = lazy(() => c.ints('t.owner'));
  const tSab = lazy(() => c.dict('t.sab'));
  const tName = lazy(() => c.dict('t.name'));
  const tValue = lazy(() => c.strings('t.value'));
  const attributeGroups = (kind: string, groups: () => number) =>
    lazy(() =>
      groupBy((t) => (tKind()[t] === kind ? (tOwner()[t] as number) : -1), tOwner().length, groups()),
    );
  const attrsOfSource = attributeGroups('s', () => sId().length);
  const attrsOfAtom = attributeGroups('a', atomCount);
  const attrsOfConcept = attributeGroups('c', () => cCui().length);
  const makeAttribute = (t: number): Attribute => {
    const sab = tSab()[t] as string;
    const kind = tKind()[t];
    const owner = tOwner()[t] as number;
    return {
      atui: `AT9${pad(t + 1, 8)}`,
      owner:
        kind === 's'
          ? { kind: 'source', key: rowKey(owner) }
          : kind === 'a'
            ? { kind: 'atom', aui: auiAt(owner) }
            : { kind: 'concept', cui: cCui()[owner] as string },
      sab,
      name: tName()[t] as string,
      value: tValue()[t] as string,
      sourceUi: null,
    };
  };
  /** Owners of `kind` in the order of their first attribute, as expand.ts meets them. */
  const ownersWith = (kind: string, owners: () => number, keyOf: (g: number) => string) =>
    function* () {
      const seen = new Uint8Array(owners());
      for (let t = 0; t < tOwner().length; t++) {
        const o = tOwner()[t] as number;
        if (tKind()[t] === kind && !seen[o]) {
          seen[o] = 1;
          yield keyOf(o);
        }
      }
    };
  const attributeMap = (
    kind: string,
    groups: () => Groups,
    rowOf: (key: string) => number | undefined,
    keyOf: (g: number) => string,
  ) =>
    new LazyIndex<Attribute>(
      ownersWith(kind, () => groups().start.length - 1, keyOf),
      (key) => {
        const r = rowOf(key);
        return r === undefined ? undefined : nonEmpty(Array.from(members(groups(), r), makeAttribute));
      },
      true,
    );

  const semantic = lazy(() => expandSemanticNetwork(meta));
  const conceptsForRx = { has: (cui: string) => concepts.has(cui) } as ReadonlyMap<string, unknown>;
  // Its tables are read from the columns on first use, table by table.
  const rxnorm = lazy((): RxNormData => expandRxNorm(readRxTables(c), sources, conceptsForRx));

  const searchIndex = lazy((): SearchIndexData => {
    const stemAtoms = c.ints('x.stemAtoms');
    return {
      uniqueStemCount: stemCounts(atomCount(), stemAtoms),
      stems: c.strings('x.stems'),
      stemStart: c.ints('x.stemStart'),
      stemAtoms,
      byName: c.ints('x.byName'),
      byReversedName: c.ints('x.byReversedName'),
      byNormalized: c.ints('x.byNormalized'),
      byCode: c.ints('x.byCode'),
      byReversedCode: c.ints('x.byReversedCode'),
      byTty: sortedByDict(c.strings('a.tty.t'), c.ints('a.tty.c')),
      byCui: identity(atomCount()),
      byScui: c.ints('x.byScui'),
      bySdui: c.ints('x.bySdui'),
    };
  });

  return {
    release: meta.release,
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
    attributesBySource: attributeMap('s', attrsOfSource, (key) => sourceConcepts.row(key), rowKey),
    attributesByAui: attributeMap('a', attrsOfAtom, (aui) => atoms.row(aui), auiAt),
    attributesByCui: attributeMap(
      'c',
      attrsOfConcept,
      (cui) => concepts.row(cui),
      (k) => cCui()[k] as string,
    ),
    sources,
    get semanticTypes() {
      return semantic().semanticTypes;
    },
    get semanticGroups() {
      return semantic().semanticGroups;
    },
    get rxnorm() {
      return rxnorm();
    },
    atomList,
    get searchIndex() {
      return searchIndex();
    },
  };
}
