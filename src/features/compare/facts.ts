import type { Atom, Concept, Definition, Page, Relation } from '../../api/uts/index.ts';
import type { RxConcept, RxConceptGroup } from '../../api/rxnorm/types.ts';
import { relationCodes, relationVerb } from '../../lib/relationSentence.ts';
import { drugPath, refPath, semanticTypePath, sourceCodePath } from '../../lib/paths.ts';

/** One thing a concept has (a semantic type, a code, a relation); equal keys are the same thing. */
export interface FactItem {
  key: string;
  label: string;
  href: string | null;
  /** The raw codes behind a label in words (a relation's REL · RELA), for the tooltip. */
  title?: string;
}

/** What a compare column shows about one concept, whichever service it came from. */
export interface Facts {
  name: string;
  /** Link to the concept's own page. */
  href: string;
  types: FactItem[];
  names: FactItem[];
  sources: FactItem[];
  codes: FactItem[];
  relations: FactItem[];
  definitions: Definition[];
  /** Lists cut at the first page ("first 100 of 340 relations"). */
  notes: string[];
}

export type FactList = 'types' | 'names' | 'sources' | 'codes' | 'relations';

/** The compared lists, in page order, with their headings (UMLS wording; drugs say "Term type"). */
export const FACT_LISTS: readonly { list: FactList; title: string }[] = [
  { list: 'types', title: 'Semantic types / term types' },
  { list: 'names', title: 'Names' },
  { list: 'sources', title: 'Sources' },
  { list: 'codes', title: 'Codes' },
  { list: 'relations', title: 'Relations' },
];

/** Items with the same key once (the first label wins), in first-seen order. */
function unique(items: FactItem[]): FactItem[] {
  const seen = new Map<string, FactItem>();
  for (const i of items) if (!seen.has(i.key)) seen.set(i.key, i);
  return [...seen.values()];
}

const nameItem = (name: string): FactItem => ({ key: `name:${name.toLowerCase()}`, label: name, href: null });
const sourceItem = (sab: string): FactItem => ({ key: `sab:${sab}`, label: sab, href: null });
const codeItem = (sab: string, code: string): FactItem => ({
  key: `code:${sab}|${code}`,
  label: `${sab} ${code}`,
  href: sourceCodePath(sab, code),
});

function cutNote(page: Page<unknown>, what: string): string[] {
  return page.pageCount !== null && page.pageCount > 1
    ? [`First ${page.items.length} ${what} compared (there are more).`]
    : [];
}

/**
 * A relation is the same when its label, RELA and target (source and id) are. The column's
 * concept is the subject, so the label reads on from its heading: "is a child of Myocardial
 * Ischemia (MSH D017202)"; the codes stay in the tooltip.
 */
function relationItem(r: Relation): FactItem {
  const target = r.related ? `${r.related.source ?? r.related.kind} ${r.related.id}` : '';
  return {
    key: `rel:${r.relationLabel}|${r.additionalRelationLabel ?? ''}|${target || r.relatedName.toLowerCase()}`,
    label: `${relationVerb(r.relationLabel, r.additionalRelationLabel)} ${r.relatedName}${target ? ` (${target})` : ''}`,
    href: refPath(r.related),
    title: relationCodes(r.relationLabel, r.additionalRelationLabel),
  };
}

export function conceptFacts(
  concept: Concept,
  atoms: Page<Atom>,
  relations: Page<Relation>,
  definitions: Definition[],
  href: string,
): Facts {
  return {
    name: concept.name,
    href,
    types: concept.semanticTypes.map((t) => ({
      key: `tui:${t.tui ?? t.name}`,
      label: t.tui ? `${t.name} (${t.tui})` : t.name,
      href: t.tui ? semanticTypePath(t.tui) : null,
    })),
    names: unique(atoms.items.map((a) => nameItem(a.name))),
    sources: unique(atoms.items.map((a) => sourceItem(a.rootSource))),
    codes: unique(
      atoms.items.flatMap((a) => {
        const ref = a.code ?? a.sourceConcept ?? a.sourceDescriptor;
        return ref && refPath(ref) ? [codeItem(a.rootSource, ref.id)] : [];
      }),
    ),
    relations: unique(relations.items.map(relationItem)),
    definitions,
    notes: [...cutNote(atoms, 'atoms'), ...cutNote(relations, 'relations')],
  };
}

/** An RxNorm concept: its RxNorm code, names, term type and related concepts (getAllRelatedInfo). */
export function drugFacts(props: RxConcept, related: RxConceptGroup[], rxcui: string, href: string): Facts {
  const name = props.STR ?? `RXCUI ${rxcui}`;
  return {
    name,
    href,
    types: props.TTY ? [{ key: `tty:${props.TTY}`, label: `RxNorm term type ${props.TTY}`, href: null }] : [],
    names: unique([name, props.SY].filter((s): s is string => !!s).map(nameItem)),
    sources: [sourceItem('RXNORM')],
    codes: [codeItem('RXNORM', rxcui)],
    relations: unique(
      related.flatMap((g) =>
        (g.rxConcept ?? []).flatMap((c) =>
          c.RXCUI && c.RXCUI !== rxcui
            ? [
                {
                  key: `rel:RXNORM|${c.RXCUI}`,
                  label: `${c.TTY ?? g.type ?? 'related'} → ${c.STR ?? c.RXCUI} (RXNORM ${c.RXCUI})`,
                  href: drugPath(c.RXCUI),
                },
              ]
            : [],
        ),
      ),
    ),
    definitions: [],
    notes: [],
  };
}

/** One row of a compared list: the item and which columns have it. */
export interface MatrixRow {
  item: FactItem;
  has: boolean[];
}

/**
 * The union of one list over the columns, items shared by every column with data first, then
 * the rest in column order. `null` is a column without data (loading, failed, not found).
 */
export function factMatrix(columns: readonly (FactItem[] | null)[]): MatrixRow[] {
  const rows = new Map<string, MatrixRow>();
  columns.forEach((items, c) => {
    for (const item of items ?? []) {
      let row = rows.get(item.key);
      if (!row) rows.set(item.key, (row = { item, has: columns.map(() => false) }));
      row.has[c] = true;
    }
  });
  const withData = columns.map((c) => c !== null);
  const shared = (r: MatrixRow) => presence(r.has, withData).kind === 'shared';
  const all = [...rows.values()];
  return [...all.filter(shared), ...all.filter((r) => !shared(r))];
}

export type PresenceKind = 'shared' | 'only' | 'some';

/** Column letters: A, B, C, D. */
export const columnLetter = (i: number) => String.fromCharCode(65 + i);

/**
 * How a row reads, in words (never colour alone): shared by every column with data, only in
 * one, or in some of them.
 */
export function presence(
  has: readonly boolean[],
  withData: readonly boolean[],
): { kind: PresenceKind; text: string } {
  const inCols = has.flatMap((h, i) => (h ? [columnLetter(i)] : []));
  const dataCount = withData.filter(Boolean).length;
  if (dataCount >= 2 && inCols.length === dataCount) return { kind: 'shared', text: 'Shared by all' };
  if (inCols.length === 1) return { kind: 'only', text: `Only in ${inCols[0]}` };
  return { kind: 'some', text: `In ${inCols.join(', ')}` };
}
