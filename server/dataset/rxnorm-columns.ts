/**
 * Format 5's RxNorm tables as columns (`rx.*` sections), written by encode.ts and read back
 * by columnar.ts as the builder's tuples, one table at a time on first use. Stored as one
 * JSON section they cost every start-up ~200 ms of inflating and parsing although most
 * processes never ask the drug service anything. Relation ends and the NDC lists' owners are
 * row numbers of the concept table (smaller than their RXCUIs once delta-coded).
 */
import type { ContainerReader, ContainerWriter } from './container.ts';
import { lazyFields } from './lazy-index.ts';
import type { BuiltDataset, BuiltRxConcept, BuiltRxRelation, BuiltRxTermInfo } from './format.ts';
import type { NdcProperties, RxRetired } from './model.ts';

/** What the reader hands expandRxNorm: the builder's tables plus the UNII codes (from RXNSAT). */
export type RxTables = BuiltDataset['rxnorm'] & { readonly unii: readonly [string, string][] };

/**
 * How each column of a table is stored, one letter a column: 's' strings, 'd' a dictionary
 * (few distinct values), 'r' the row number of an RXCUI in the concept table.
 */
type ColumnKinds = string;

const CONCEPT: ColumnKinds = 'sdsdssd';
const RELATION: ColumnKinds = 'rdr';
const NDCS: ColumnKinds = 'rs';
const TERM_INFO: ColumnKinds = 'sdssd';
const UNII: ColumnKinds = 'ss';
/** The object tables' fields, in column order, and how each is stored. */
const NDC_COLUMNS: Readonly<Record<keyof NdcProperties, 's' | 'd'>> = {
  ndc11: 's',
  packageNdc: 's',
  productNdc: 's',
  proprietaryName: 'd',
  nonProprietaryName: 'd',
  dosageForm: 'd',
  route: 'd',
  labeler: 'd',
  packageDescription: 's',
  startMarketingDate: 's',
  endMarketingDate: 's',
  marketingCategory: 'd',
  applicationNumber: 'd',
  pharmClasses: 'd',
  deaSchedule: 'd',
};
const RETIRED_COLUMNS: Readonly<Record<keyof RxRetired, 's' | 'd'>> = {
  rxcui: 's',
  versionStart: 'd',
  versionEnd: 'd',
  cardinality: 'd',
  remappedTo: 's',
};
const NDC_FIELDS = Object.keys(NDC_COLUMNS) as (keyof NdcProperties)[];
const NDC_PROPERTIES: ColumnKinds = Object.values(NDC_COLUMNS).join('');
const RETIRED_FIELDS = Object.keys(RETIRED_COLUMNS) as (keyof RxRetired)[];
const RETIRED: ColumnKinds = Object.values(RETIRED_COLUMNS).join('');

/** pharmClasses in one column: joined by tabs (the writer checks no class holds one or is empty). */
const CLASS_SEPARATOR = '\t';

export function writeRxTables(w: ContainerWriter, rx: RxTables): void {
  const rowOf = new Map<string, number>();
  rx.concepts.forEach(([rxcui], r) => rowOf.set(rxcui, r));
  const table = (name: string, kinds: ColumnKinds, rows: readonly (readonly string[])[]) => {
    [...kinds].forEach((kind, j) => {
      const column = rows.map((row) => row[j] as string);
      const at = `rx.${name}.${j}`;
      if (kind === 's') w.strings(at, column);
      else if (kind === 'd') w.dict(at, column);
      else
        w.ints(
          at,
          column.map((rxcui) => {
            const r = rowOf.get(rxcui);
            if (r === undefined) throw new Error(`RxNorm ${name}: ${rxcui} is not a concept`);
            return r;
          }),
        );
    });
  };
  table('c', CONCEPT, rx.concepts);
  table('r', RELATION, rx.relations);
  table('n', NDCS, rx.ndcs);
  table(
    'p',
    NDC_PROPERTIES,
    rx.ndcProperties.map((p) =>
      NDC_FIELDS.map((f) => {
        if (f !== 'pharmClasses') return p[f];
        for (const c of p.pharmClasses)
          if (c === '' || c.includes(CLASS_SEPARATOR))
            throw new Error(`NDC ${p.ndc11}: pharmacologic class ${JSON.stringify(c)} cannot be joined`);
        return p.pharmClasses.join(CLASS_SEPARATOR);
      }),
    ),
  );
  table('t', TERM_INFO, rx.termInfo);
  table(
    'x',
    RETIRED,
    rx.retired.map((r) => RETIRED_FIELDS.map((f) => r[f])),
  );
  table('u', UNII, rx.unii);
}

/** The tables back as the builder's rows; each is decoded on first use and its columns dropped after. */
export function readRxTables(c: ContainerReader): RxTables {
  let rxcuis: readonly string[] | undefined;
  const rxcuiOfRow = () => (rxcuis ??= c.strings('rx.c.0'));
  const table = <T>(name: string, kinds: ColumnKinds, make: (row: string[]) => T): (() => T[]) => {
    let rows: T[] | undefined;
    return () => {
      if (rows) return rows;
      const columns = [...kinds].map((kind, j): ArrayLike<string> => {
        const at = `rx.${name}.${j}`;
        if (kind === 's') return c.strings(at);
        if (kind === 'd') return c.dict(at);
        return Array.from(c.ints(at), (r) => rxcuiOfRow()[r] as string);
      });
      const n = columns[0]?.length ?? 0;
      rows = new Array<T>(n);
      for (let i = 0; i < n; i++) rows[i] = make(columns.map((column) => column[i] as string));
      [...kinds].forEach((kind, j) => {
        const at = `rx.${name}.${j}`;
        if (kind === 'd') for (const part of ['', '.t', '.c']) c.release(at + part);
        else c.release(at);
      });
      return rows;
    };
  };
  const tuple = <T>(row: string[]) => row as T;
  const object = <K extends string>(fields: readonly K[], row: readonly string[]) =>
    Object.fromEntries(fields.map((f, j) => [f, row[j]])) as Record<K, string>;
  const concepts = table('c', CONCEPT, tuple<BuiltRxConcept>);
  const relations = table('r', RELATION, tuple<BuiltRxRelation>);
  const ndcs = table('n', NDCS, tuple<[string, string]>);
  const ndcProperties = table('p', NDC_PROPERTIES, (row): NdcProperties => {
    const p = object(NDC_FIELDS, row);
    return { ...p, pharmClasses: p.pharmClasses === '' ? [] : p.pharmClasses.split(CLASS_SEPARATOR) };
  });
  const termInfo = table('t', TERM_INFO, tuple<BuiltRxTermInfo>);
  const retired = table('x', RETIRED, (row): RxRetired => object(RETIRED_FIELDS, row));
  const unii = table('u', UNII, tuple<[string, string]>);
  return lazyFields<RxTables>({ concepts, relations, ndcs, ndcProperties, termInfo, retired, unii });
}
