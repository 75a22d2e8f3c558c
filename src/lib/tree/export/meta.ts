import { exportFileName } from '../../export/index.ts';
import type { ChildPage } from '../children.ts';
import type { NodeKey } from '../node.ts';
import { codeLabel } from '../routes.ts';
import { childrenHere, type TreeRow } from '../visible.ts';

/** What every exported file says about itself: the release and when it was made. */
export interface ExportMeta {
  /** The release the data came from, e.g. 2025AB (resolved, not `current`, when known). */
  release: string;
  /** Root source abbreviation, e.g. MSH. */
  source: string;
  /** The node the export is about: the focus of a picture, the root of a subtree. */
  root: { code: string; name: string };
  generatedAt: Date;
  /** What the picture leaves out or holds besides one path: "path 2 of 2; also under Heart Diseases". */
  note?: string;
}

/** A shown row as the picture and text exports need it. */
export interface ExportRow {
  id: string;
  parentId: string | null;
  /** 1 at the top. */
  level: number;
  name: string;
  /** The code as shown: '' when the name already ends with it or it names nothing (a root). */
  code: string;
  isFocus: boolean;
  /**
   * The node has children the view does not show (it is closed): how many, null when not
   * known. Absent for a leaf or an open node.
   */
  hiddenChildren?: number | null;
  /**
   * Not a node: the line that says a parent has more children than shown ("… 5 more").
   * `hidden` is how many, null when not known.
   */
  marker?: { hidden: number | null };
}

/**
 * How many children a node has in all, when known (an export asks the service first): by row
 * id where the count depends on the node's place (a MeSH descriptor has different children at
 * each tree number), else by node key.
 */
export type ChildTotals = ReadonlyMap<NodeKey | string, number | null>;

/**
 * The code beside a name in a picture: each code once, none for a source's root; a MeSH node's
 * tree number follows as the tree shows it ("D009203 · C14.280.647.500").
 */
export function shownCode(r: Pick<TreeRow, 'node' | 'level' | 'treeNumbers'>): string {
  const code = codeLabel(r.node);
  const shown = r.level === 1 && /^V-/.test(code) ? '' : code;
  if (!r.treeNumbers?.length) return shown;
  return [shown, r.treeNumbers.join(', ')].filter(Boolean).join(' · ');
}

/** The nodes whose child counts make an export honest: closed nodes with children and open ones. */
export function nodesToCount(rows: readonly TreeRow[]): TreeRow[] {
  return rows.filter((r) => !r.cycle && r.hasChildren);
}

/**
 * The shown rows as exported, with what the view leaves out said where it is left out: a
 * closed node carries its hidden children ("+ 12 children"), and a parent that shows fewer
 * children than it has gets a marker line after them ("… 5 more"). `totals` holds the child
 * counts known (nodesToCount); without one, a list loaded only in part or a path node showing
 * just the next node still gets its marker, without a number.
 */
export function exportRows(rows: readonly TreeRow[], totals: ChildTotals = new Map()): ExportRow[] {
  const shownKids = new Map<string, number>();
  const kidSetsize = new Map<string, number>();
  for (const r of rows)
    if (r.parentId !== null) {
      shownKids.set(r.parentId, (shownKids.get(r.parentId) ?? 0) + 1);
      kidSetsize.set(r.parentId, r.setsize);
    }
  const out: ExportRow[] = [];
  // Markers wait until their parent's subtree has been written.
  const pending: ExportRow[] = [];
  const flush = (level: number) => {
    while (pending.length && pending.at(-1)!.level > level) out.push(pending.pop()!);
  };
  for (const r of rows) {
    flush(r.level);
    const total = totals.has(r.id) ? totals.get(r.id) : totals.get(r.key);
    const row: ExportRow = {
      id: r.id,
      parentId: r.parentId,
      level: r.level,
      name: r.node.name,
      code: shownCode(r),
      isFocus: r.isFocus,
    };
    if (r.hasChildren && !r.cycle && r.shown === 'none') row.hiddenChildren = total ?? null;
    out.push(row);
    if (r.shown === 'none') continue;
    const shown = shownKids.get(r.id) ?? 0;
    const known = total ?? (r.shown === 'all' ? (kidSetsize.get(r.id) ?? null) : null);
    const hidden = known === null ? null : known - shown;
    if (hidden === null ? r.shown === 'path' : hidden > 0)
      pending.push({
        id: `${r.id}>…more`,
        parentId: r.id,
        level: r.level + 1,
        name: hidden === null ? '… more not shown' : `… ${hidden.toLocaleString('en')} more`,
        code: '',
        isFocus: false,
        marker: { hidden },
      });
  }
  flush(0);
  return out;
}

/** A child list's size from its first page: the total when the adapter learned it. */
export function childTotal(page: ChildPage): number | null {
  if (page.total !== null) return page.total;
  return page.pageCount === 1 || (page.pageCount === null && page.items.length < page.pageSize)
    ? page.items.length
    : null;
}

/**
 * How many children the node of `row` has at its place there: a MeSH descriptor's list (read
 * whole and numbered) counted under the row's tree numbers only; else as childTotal.
 */
export function childTotalAt(page: ChildPage, row: Pick<TreeRow, 'node' | 'treeNumbers'>): number | null {
  const whole = page.pageNumber === 1 && page.total === page.items.length;
  if (!whole || !row.treeNumbers?.length || !page.items.some((k) => k.treeNumbers?.length))
    return childTotal(page);
  return childrenHere(page.items, row.node, row.treeNumbers).here.length;
}

/** " (I21)", or nothing when the code is not shown. */
export const codeSuffix = (r: ExportRow) => (r.code ? ` (${r.code})` : '');

/** "+ 12 children" / "+ children", or '' for a node whose children are shown (or a leaf). */
export function hiddenChildrenText(r: ExportRow): string {
  if (r.hiddenChildren === undefined) return '';
  if (r.hiddenChildren === null) return '+ children';
  return `+ ${r.hiddenChildren.toLocaleString('en')} ${r.hiddenChildren === 1 ? 'child' : 'children'}`;
}

/** `2026-11-23 22:15 UTC`: for headers and comments. */
export function madeAt(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The one line each picture and text names itself with. */
export function provenanceLine(meta: ExportMeta): string {
  const note = meta.note ? ` · ${meta.note}` : '';
  return `${meta.source} hierarchy around ${meta.root.name} (${meta.root.code})${note} · UMLS release ${meta.release} · made ${madeAt(meta.generatedAt)}`;
}

export type ExportFormat = 'svg' | 'png' | 'txt' | 'md' | 'mmd' | 'csv' | 'json';

/**
 * `hierarchy-MSH-D009203-2025AB-20261123-2215.svg`: kind, source, node, release and time, in
 * the one pattern of every export's file name (exportFileName).
 */
export function treeFileName(meta: ExportMeta, format: ExportFormat, kind = 'hierarchy'): string {
  return exportFileName(`${kind} ${meta.source} ${meta.root.code}`, meta.release, format, meta.generatedAt);
}
