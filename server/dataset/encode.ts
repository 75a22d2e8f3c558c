/**
 * Writes the committed format 5 (container.ts) from the builder's tuples (format.ts): every
 * table as columns (strings joined by newlines, numbers as int32, repeated strings as a
 * dictionary), rows referring to other rows by number, and the search engine's index
 * precomputed. Only build.ts calls it; columnar.ts reads what it writes.
 */
import { buildSearchIndex, type IndexableAtom } from '../uts/search/index-data.ts';
import { ContainerWriter } from './container.ts';
import type { BuiltDataset } from './format.ts';
import { FORMAT_VERSION } from './format.ts';
import { atomSourceIds, sourceKey } from './model.ts';
import { auiOfNumber, numberOfAui, sortedAuiNumbers } from './aui-numbers.ts';
import { identity, sortedByDict, stemCounts } from './derived-lists.ts';
import { writeRxTables } from './rxnorm-columns.ts';
import { uniiCodes } from './rxnorm-data.ts';

/** What the header holds besides the section table: the small tables, read whole at start. */
export interface ContainerMeta {
  readonly formatVersion: number;
  readonly release: BuiltDataset['release'];
  readonly sourceIdTypes: BuiltDataset['sourceIdTypes'];
  readonly sources: BuiltDataset['sources'];
  readonly semanticTypes: BuiltDataset['semanticTypes'];
  readonly semanticGroups: BuiltDataset['semanticGroups'];
  readonly semanticNetworkRelations: BuiltDataset['semanticNetworkRelations'];
}

export function encodeDataset(built: BuiltDataset): Buffer {
  const w = new ContainerWriter();

  // Concepts, in file order; each concept's atoms are one run of the atom table.
  const conceptNumber = new Map<string, number>();
  built.concepts.forEach(([cui], k) => conceptNumber.set(cui, k));
  const atomStart = new Int32Array(built.concepts.length + 1);
  let expected = 0;
  let previous = -1;
  built.atoms.forEach(([aui, cui], i) => {
    const k = conceptNumber.get(cui);
    if (k === undefined) throw new Error(`atom ${aui}: no concept ${cui}`);
    if (k !== previous) {
      if (k !== expected) throw new Error(`atoms of ${cui} are not in concept order`);
      atomStart[k] = i;
      previous = k;
      expected++;
    }
  });
  if (expected !== built.concepts.length) throw new Error('a concept has no atoms');
  atomStart[built.concepts.length] = built.atoms.length;
  w.strings(
    'c.cui',
    built.concepts.map((c) => c[0]),
  );
  w.dict(
    'c.date',
    built.concepts.map((c) => c[1]),
  );
  w.dict(
    'c.tuis',
    built.concepts.map((c) => c[2]),
  );
  w.ints('c.atomStart', atomStart);

  const sortedBy = <T>(rows: readonly T[], key: (row: T) => string, what: string) => {
    for (let i = 1; i < rows.length; i++)
      if (!(key(rows[i - 1] as T) < key(rows[i] as T))) throw new Error(`${what} are not sorted by key`);
  };
  // The reader binary-searches concepts by CUI, source rows by sab then id, atoms by AUI.
  sortedBy(built.concepts, (c) => c[0], 'concepts');
  sortedBy(built.sourceConcepts, (s) => `${s[0]}\u0000${s[1]}`, 'source concepts');
  // AUIs as their numbers (aui-numbers.ts); the reader sorts them itself, and this checks it
  // gets the builder's order.
  const auiNumbers = built.atoms.map(([aui]) => {
    const n = numberOfAui(aui);
    if (n === null || auiOfNumber(n) !== aui) throw new Error(`AUI ${aui} is not of the stored form`);
    return n;
  });
  w.ints('a.aui', auiNumbers);
  sameList(
    'atoms by AUI',
    sortedAuiNumbers(auiNumbers),
    built.atoms
      .map((a, i): [string, number] => [a[0], i])
      .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
      .map(([, i]) => i),
  );
  w.ints(
    'a.source',
    built.atoms.map((a) => a[2]),
  );
  w.dict(
    'a.tty',
    built.atoms.map((a) => a[3]),
  );
  w.strings(
    'a.name',
    built.atoms.map((a) => a[4]),
  );
  w.ints(
    'a.rank',
    built.atoms.map((a) => a[5]),
  );
  w.ints(
    'a.flags',
    built.atoms.map((a) => a[6]),
  );
  // Empty for every atom whose source has no atom ids of its own, or whose row id is its SCUI.
  w.strings(
    'a.saui',
    built.atoms.map((a) => a[7]),
  );
  w.strings(
    'a.scui',
    built.atoms.map((a) => a[8]),
  );

  // Source concepts: parents as row numbers (CSR); `s.hier` 0 for a source without hierarchy.
  const rows = built.sourceConcepts;
  const parentStart = new Int32Array(rows.length + 1);
  const parentRows: number[] = [];
  rows.forEach(([, , parents], r) => {
    parentStart[r] = parentRows.length;
    for (const p of parents ?? []) parentRows.push(p);
  });
  parentStart[rows.length] = parentRows.length;
  w.dict(
    's.sab',
    rows.map((r) => r[0]),
  );
  w.strings(
    's.id',
    rows.map((r) => r[1]),
  );
  w.ints(
    's.hier',
    rows.map((r) => (r[2] === null ? 0 : 1)),
  );
  w.ints('s.parentStart', parentStart);
  w.ints('s.parents', parentRows);

  const atomNumber = new Map<string, number>();
  built.atoms.forEach(([aui], i) => atomNumber.set(aui, i));
  const numberOf = (map: Map<string, number>, key: string, what: string): number => {
    const n = map.get(key);
    if (n === undefined) throw new Error(`dataset is inconsistent: missing ${what} ${key}`);
    return n;
  };
  w.ints(
    'd.atom',
    built.definitions.map(([aui]) => numberOf(atomNumber, aui, 'definition atom')),
  );
  w.strings(
    'd.value',
    built.definitions.map((d) => d[1]),
  );

  w.dict(
    'r.level',
    built.relations.map((r) => r[0]),
  );
  w.dict(
    'r.sab',
    built.relations.map((r) => r[1]),
  );
  w.strings(
    'r.from',
    built.relations.map((r) => r[2]),
  );
  w.dict(
    'r.rel',
    built.relations.map((r) => r[3]),
  );
  w.dict(
    'r.rela',
    built.relations.map((r) => r[4]),
  );
  w.strings(
    'r.to',
    built.relations.map((r) => r[5]),
  );

  // Attributes keep file order (their ATUIs are numbered in it); `t.owner` is the owner's
  // row, atom or concept number, so the reader groups them without string keys.
  const rowNumber = new Map<string, number>();
  rows.forEach(([sab, id], r) => rowNumber.set(sourceKey(sab, id), r));
  w.dict(
    't.kind',
    built.attributes.map((t) => t[0]),
  );
  w.ints(
    't.owner',
    built.attributes.map(([kind, ownerId, sab]) =>
      kind === 's'
        ? numberOf(rowNumber, sourceKey(sab, ownerId), 'attribute source')
        : kind === 'a'
          ? numberOf(atomNumber, ownerId, 'attribute atom')
          : numberOf(conceptNumber, ownerId, 'attribute concept'),
    ),
  );
  w.dict(
    't.sab',
    built.attributes.map((t) => t[2]),
  );
  w.dict(
    't.name',
    built.attributes.map((t) => t[3]),
  );
  w.strings(
    't.value',
    built.attributes.map((t) => t[4]),
  );

  writeRxTables(w, { ...built.rxnorm, unii: uniiCodes(built.attributes) });

  // The search index over the atoms as the reader numbers them.
  const idTypeOf = (sab: string) => built.sourceIdTypes[sab] ?? 'code';
  const indexable: IndexableAtom[] = built.atoms.map(([, cui, row, tty, name, , , , scui]) => {
    const [sab, id] = rows[row] ?? ['', ''];
    return { cui, code: id, ...atomSourceIds(idTypeOf(sab), id, scui), tty, name };
  });
  const index = buildSearchIndex(indexable);
  // Lists the reader derives (derived-lists.ts) instead of reading: checked, not stored.
  const ttys = built.atoms.map((a) => a[3]);
  const ttyTable = [...new Set(ttys)];
  const ttyCode = new Map(ttyTable.map((t, code) => [t, code]));
  sameList('search index by CUI', identity(built.atoms.length), index.byCui);
  sameList(
    'search index by TTY',
    sortedByDict(
      ttyTable,
      Int32Array.from(ttys, (t) => ttyCode.get(t) as number),
    ),
    index.byTty,
  );
  sameList('stem counts', stemCounts(built.atoms.length, index.stemAtoms), index.uniqueStemCount);
  w.strings('x.stems', index.stems);
  w.ints('x.stemStart', index.stemStart);
  w.ints('x.stemAtoms', index.stemAtoms);
  for (const name of [
    'byName',
    'byReversedName',
    'byNormalized',
    'byCode',
    'byReversedCode',
    'byScui',
    'bySdui',
  ] as const)
    w.ints(`x.${name}`, index[name]);

  const meta: ContainerMeta = {
    formatVersion: FORMAT_VERSION,
    release: built.release,
    sourceIdTypes: built.sourceIdTypes,
    sources: built.sources,
    semanticTypes: built.semanticTypes,
    semanticGroups: built.semanticGroups,
    semanticNetworkRelations: built.semanticNetworkRelations,
  };
  return w.finish(meta);
}

function sameList(what: string, derived: ArrayLike<number>, built: ArrayLike<number>): void {
  const same =
    derived.length === built.length && Array.prototype.every.call(built, (v, i) => derived[i] === v);
  if (!same)
    throw new Error(`${what}: the reader's derivation differs from the builder's list; store it again`);
}
