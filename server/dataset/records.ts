/**
 * What both readers of a built dataset share when they make records: expand.ts (format 2,
 * expanded whole) and columnar.ts (format 5, on first use) must give every relation the same
 * RUI, end CUIs and inverse, which `columnar.test.ts` checks record by record.
 */
import { INVERSE_REL, INVERSE_RELA } from './format.ts';
import type { Atom, Relation, RelationLevel, SourceConcept, SourceKey } from './model.ts';
import { sourceKey } from './model.ts';

/** `what` is a thunk so the hot paths never build error strings they do not throw. */
export function must<T>(value: T | undefined, what: () => string): T {
  if (value === undefined) throw new Error(`dataset is inconsistent: missing ${what()}`);
  return value;
}

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** A stored relation's level code ('c', 'a', 's') as the model names it. */
export const levelOf = (code: string): RelationLevel =>
  code === 'c' ? 'concept' : code === 'a' ? 'atom' : 'source';

/** The key a relation end is indexed by: a source key for source-level ends, else the id. */
export const endKey = (level: RelationLevel, sab: string, id: string): string =>
  level === 'source' ? sourceKey(sab, id) : id;

/** One non-hierarchical relation as stored: one direction only. */
export interface StoredRelation {
  sab: string;
  fromId: string;
  rel: string;
  rela: string;
  toId: string;
}

/** Makes Relation records over a dataset's atoms and source concepts. */
export function relationMaker(
  atoms: ReadonlyMap<string, Atom>,
  sourceConcepts: ReadonlyMap<SourceKey, SourceConcept>,
) {
  const endCui = (level: RelationLevel, sab: string, id: string): string => {
    if (level === 'concept') return id;
    if (level === 'atom') return must(atoms.get(id), () => `atom ${id}`).cui;
    return must(
      must(sourceConcepts.get(sourceKey(sab, id)), () => `${sab} ${id}`).cuis[0],
      () => `${sab} ${id} cui`,
    );
  };
  /** The relation with RUI number `n` (R9 and 8 digits). */
  const make = (
    n: number,
    level: RelationLevel,
    sab: string,
    fromId: string,
    rel: string,
    rela: string,
    toId: string,
  ): Relation => ({
    rui: `R9${pad(n, 8)}`,
    level,
    sab,
    fromId,
    toId,
    fromCui: endCui(level, sab, fromId),
    toCui: endCui(level, sab, toId),
    rel,
    rela,
    sourceUi: null,
    groupId: null,
    sourceOriginated: false,
    suppressible: false,
    obsolete: false,
  });
  /**
   * Stored row `i` seen from the end `key`: as stored (RUI base+2i+1) when `key` is its from
   * end, else its inverse (base+2i+2).
   */
  const fromStored = (base: number, i: number, level: RelationLevel, key: string, r: StoredRelation) =>
    endKey(level, r.sab, r.fromId) === key
      ? make(base + 2 * i + 1, level, r.sab, r.fromId, r.rel, r.rela, r.toId)
      : make(
          base + 2 * i + 2,
          level,
          r.sab,
          r.toId,
          must(INVERSE_REL[r.rel], () => `inverse of ${r.rel}`),
          must(INVERSE_RELA[r.rela], () => `inverse of ${r.rela}`),
          r.fromId,
        );
  return { make, fromStored };
}

/**
 * A concept's relations: those of its source concepts that start at it, those of its atoms,
 * and its own concept-level ones ([] for an unknown CUI).
 */
export function relationsOfConcept(
  cui: string,
  d: {
    concepts: ReadonlyMap<string, { readonly auis: readonly string[] }>;
    atoms: ReadonlyMap<string, Atom>;
    relationsBySource: ReadonlyMap<SourceKey, readonly Relation[]>;
    relationsByAui: ReadonlyMap<string, readonly Relation[]>;
  },
  storedFrom: (level: RelationLevel, key: string) => Relation[],
): Relation[] {
  const concept = d.concepts.get(cui);
  if (!concept) return [];
  const list: Relation[] = [];
  const seen = new Set<SourceKey>();
  for (const aui of concept.auis) {
    const key = must(d.atoms.get(aui), () => aui).sourceKey;
    if (!seen.has(key)) {
      seen.add(key);
      for (const r of d.relationsBySource.get(key) ?? []) if (r.fromCui === cui) list.push(r);
    }
    list.push(...(d.relationsByAui.get(aui) ?? []));
  }
  list.push(...storedFrom('concept', cui));
  return list;
}

/**
 * The source concept (SCUI) cluster of atoms that carry their own SCUI (MeSH's M… inside a
 * descriptor): named by its best atom, outside any hierarchy (MeSH's positions are the
 * descriptors'), obsolete or suppressible only when every atom is.
 */
export function scuiCluster(sab: string, scui: string, atoms: readonly Atom[]): SourceConcept {
  const first = must(atoms[0], () => `atoms of ${sab} ${scui}`);
  const cuis: string[] = [];
  for (const a of atoms) if (!cuis.includes(a.cui)) cuis.push(a.cui);
  return {
    sab,
    id: scui,
    idType: 'sourceConcept',
    name: first.name,
    obsolete: atoms.every((a) => a.obsolete),
    suppressible: atoms.every((a) => a.suppressible),
    auis: atoms.map((a) => a.aui),
    cuis,
    parents: [],
  };
}
