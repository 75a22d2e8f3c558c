/**
 * Gathers source content while the per-source builders run, merges source concepts into
 * UMLS-style concepts (by real CUI where the data has one, else one synthetic concept per
 * source concept), allocates synthetic ids and emits the compact built rows in a
 * deterministic order.
 */
import type {
  BuiltAtom,
  BuiltAttribute,
  BuiltConcept,
  BuiltDefinition,
  BuiltSourceConcept,
  BuiltRelation,
} from '../format.ts';
import { sourceKey } from '../model.ts';
import { allocateInGenerations } from './ids.ts';
import { atomRank } from './ranks.ts';

const REAL_CUI = /^C\d{7}$/;

/** Atom flags of the built format (see BuiltAtom). */
export const ATOM_OBSOLETE = 1;
export const ATOM_SUPPRESSIBLE = 2;

/** Lower wins when several sources propose semantic types for one concept. */
export type StyPriority = number;

/**
 * Synthetic ids (CUIs, AUIs) are numbered generation by generation (ids.ts): content added
 * to the dataset later takes a later generation, so its ids never move the ones the
 * content before it had.
 */
export const FIRST_GENERATION = 0;
/** MeSH 2022 terms and the descriptors added after the 2017 tree (build/mesh.ts). */
export const MESH_TERMS_GENERATION = 1;

interface ConceptDraft {
  dateAdded: string;
  tuis: readonly string[];
  priority: StyPriority;
  generation: number;
}

/** Ids of an atom beside its source concept's: see BuiltAtom. */
export interface AtomIds {
  /** The source's own id of the atom (MRCONSO SAUI). */
  readonly saui?: string;
  /** Its source concept id when that is not the source concept's id (MeSH ConceptUI). */
  readonly scui?: string;
  readonly generation?: number;
}

interface AtomDraft {
  key: string;
  sab: string;
  sourceId: string;
  tty: string;
  name: string;
  flags: number;
  saui: string;
  scui: string;
  generation: number;
}

export interface CollectedRows {
  concepts: BuiltConcept[];
  atoms: BuiltAtom[];
  sourceConcepts: BuiltSourceConcept[];
  definitions: BuiltDefinition[];
  relations: BuiltRelation[];
  attributes: BuiltAttribute[];
  /** CUI of a source concept, for callers that need it after allocation (RxNorm). */
  cuiOf(sab: string, id: string): string;
  /** AUI of the best atom of a source concept. */
  preferredAuiOf(sab: string, id: string): string;
}

function compareTuple(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

export class DatasetCollector {
  private readonly owners = new Map<string, string>();
  private readonly concepts = new Map<string, ConceptDraft>();
  private readonly atoms = new Map<string, AtomDraft>();
  private readonly parents = new Map<string, { sab: string; id: string; parents: Set<string> }>();
  private readonly definitions: { sab: string; id: string; value: string }[] = [];
  private readonly relations = new Map<string, BuiltRelation>();
  private readonly attributes = new Map<string, { sab: string; id: string; name: string; value: string }>();

  /** Concept key for a real CUI or a synthetic one owned by a source concept. */
  static syntheticKey(sab: string, id: string): string {
    return `K:${sab}|${id}`;
  }

  /**
   * Proposes a concept's date and semantic types; the lowest priority proposal wins. The
   * concept's id generation is the earliest any proposal names.
   */
  proposeConcept(
    conceptKey: string,
    dateAdded: string,
    tuis: readonly string[],
    priority: StyPriority,
    generation = FIRST_GENERATION,
  ): void {
    const existing = this.concepts.get(conceptKey);
    const earliest = Math.min(generation, existing?.generation ?? generation);
    if (!existing || priority < existing.priority)
      this.concepts.set(conceptKey, { dateAdded, tuis, priority, generation: earliest });
    else existing.generation = earliest;
  }

  /** Puts a source concept into a concept unless it already belongs to one. */
  claim(sab: string, id: string, conceptKey: string): boolean {
    const key = sourceKey(sab, id);
    if (this.owners.has(key)) return false;
    this.owners.set(key, conceptKey);
    return true;
  }

  ownerOf(sab: string, id: string): string | undefined {
    return this.owners.get(sourceKey(sab, id));
  }

  has(sab: string, id: string): boolean {
    return this.owners.has(sourceKey(sab, id));
  }

  addAtom(sab: string, sourceId: string, tty: string, name: string, flags = 0, ids: AtomIds = {}): void {
    if (!this.owners.has(sourceKey(sab, sourceId))) throw new Error(`atom of unclaimed ${sab} ${sourceId}`);
    const clean = name.replace(/\s+/g, ' ').trim();
    if (clean === '') return;
    const key = `${sab}|${sourceId}|${tty}|${clean}`;
    if (!this.atoms.has(key))
      this.atoms.set(key, {
        key,
        sab,
        sourceId,
        tty,
        name: clean,
        flags,
        saui: ids.saui ?? '',
        scui: ids.scui ?? '',
        generation: ids.generation ?? FIRST_GENERATION,
      });
  }

  /** Declares a source concept part of its source's hierarchy (parents may be empty: a root). */
  setParents(sab: string, id: string, parentIds: Iterable<string>): void {
    const key = sourceKey(sab, id);
    let entry = this.parents.get(key);
    if (!entry) this.parents.set(key, (entry = { sab, id, parents: new Set() }));
    for (const p of parentIds) entry.parents.add(p);
  }

  addDefinition(sab: string, id: string, value: string): void {
    this.definitions.push({ sab, id, value: value.replace(/\s+/g, ' ').trim() });
  }

  /** One direction of a source-level relation; the loader adds the inverse. */
  addSourceRelation(sab: string, fromId: string, rel: string, rela: string, toId: string): void {
    const row: BuiltRelation = ['s', sab, fromId, rel, rela, toId];
    this.relations.set(row.join('\t'), row);
  }

  addSourceAttribute(sab: string, id: string, name: string, value: string): void {
    this.attributes.set([sab, id, name, value].join('\t'), { sab, id, name, value });
  }

  finish(): CollectedRows {
    // Every owned source concept needs atoms; drop owners that got none (nothing to show).
    const atomsBySource = new Map<string, AtomDraft[]>();
    for (const atom of this.atoms.values()) {
      const key = sourceKey(atom.sab, atom.sourceId);
      const list = atomsBySource.get(key);
      if (list) list.push(atom);
      else atomsBySource.set(key, [atom]);
    }
    for (const key of this.parents.keys()) {
      if (!atomsBySource.has(key)) throw new Error(`hierarchy node without atoms: ${key}`);
    }

    const usedConceptKeys = new Set<string>();
    for (const key of atomsBySource.keys()) usedConceptKeys.add(this.owners.get(key) ?? '');
    const realCuis = new Set([...usedConceptKeys].filter((k) => REAL_CUI.test(k)));
    const syntheticKeys = [...usedConceptKeys].filter((k) => !REAL_CUI.test(k));
    const synthetic = allocateInGenerations(
      new Map(syntheticKeys.map((k) => [k, this.concepts.get(k)?.generation ?? FIRST_GENERATION])),
      'C9',
      6,
      realCuis,
    );
    const cuiOfConceptKey = (k: string): string => (REAL_CUI.test(k) ? k : (synthetic.get(k) ?? ''));
    const auis = allocateInGenerations(
      new Map([...this.atoms.values()].map((a) => [a.key, a.generation])),
      'A9',
      7,
    );

    const concepts: BuiltConcept[] = [...usedConceptKeys]
      .map((k): BuiltConcept => {
        const draft = this.concepts.get(k);
        if (!draft) throw new Error(`concept ${k} has atoms but no proposal`);
        return [cuiOfConceptKey(k), draft.dateAdded, [...new Set(draft.tuis)].sort().join(',')];
      })
      .sort(compareTuple);

    const sourceRows = [...atomsBySource.keys()]
      .map((key) => {
        const first = atomsBySource.get(key)?.[0];
        return { key, sab: first?.sab ?? '', id: first?.sourceId ?? '' };
      })
      .sort((a, b) => compareTuple([a.sab, a.id], [b.sab, b.id]));
    const rowOf = new Map(sourceRows.map((r, i) => [r.key, i]));
    const sourceConcepts: BuiltSourceConcept[] = sourceRows.map((r): BuiltSourceConcept => {
      const entry = this.parents.get(r.key);
      if (!entry) return [r.sab, r.id, null];
      const parents = [...entry.parents].map((p) => {
        const row = rowOf.get(sourceKey(r.sab, p));
        if (row === undefined) throw new Error(`missing parent ${r.sab} ${p} of ${r.id}`);
        return row;
      });
      return [r.sab, r.id, parents.sort((a, b) => a - b)];
    });

    const atoms: BuiltAtom[] = [...this.atoms.values()]
      .map((a): BuiltAtom => {
        const key = sourceKey(a.sab, a.sourceId);
        const owner = this.owners.get(key) ?? '';
        return [
          auis.get(a.key) ?? '',
          cuiOfConceptKey(owner),
          rowOf.get(key) ?? -1,
          a.tty,
          a.name,
          atomRank(a.sab, a.tty),
          a.flags,
          a.saui,
          a.scui,
        ];
      })
      // The loader relies on this order: by CUI, then best rank first, then AUI.
      .sort((x, y) => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : y[5] - x[5] || (x[0] < y[0] ? -1 : 1)));

    const preferredAui = new Map<string, string>();
    for (const [key, list] of atomsBySource) {
      const best = [...list].sort(
        (x, y) =>
          atomRank(y.sab, y.tty) - atomRank(x.sab, x.tty) ||
          (auis.get(x.key) ?? '').localeCompare(auis.get(y.key) ?? ''),
      )[0];
      if (best) preferredAui.set(key, auis.get(best.key) ?? '');
    }

    const definitions: BuiltDefinition[] = this.definitions
      .flatMap((d): BuiltDefinition[] => {
        const aui = preferredAui.get(sourceKey(d.sab, d.id));
        return aui && d.value !== '' ? [[aui, d.value]] : [];
      })
      .sort(compareTuple);

    const relations = [...this.relations.values()]
      .filter(
        ([, sab, from, , , to]) =>
          atomsBySource.has(sourceKey(sab, from)) && atomsBySource.has(sourceKey(sab, to)),
      )
      .sort(compareTuple);

    const attributes: BuiltAttribute[] = [...this.attributes.values()]
      .filter((a) => atomsBySource.has(sourceKey(a.sab, a.id)))
      .map((a): BuiltAttribute => ['s', a.id, a.sab, a.name, a.value])
      .sort(compareTuple);

    return {
      concepts,
      atoms,
      sourceConcepts,
      definitions,
      relations,
      attributes,
      cuiOf: (sab, id) => cuiOfConceptKey(this.owners.get(sourceKey(sab, id)) ?? ''),
      preferredAuiOf: (sab, id) => preferredAui.get(sourceKey(sab, id)) ?? '',
    };
  }
}
