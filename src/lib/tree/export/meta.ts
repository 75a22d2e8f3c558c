import { slug } from '../../export/index.ts';
import type { TreeRow } from '../visible.ts';

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
  code: string;
  isFocus: boolean;
}

export function exportRows(rows: readonly TreeRow[]): ExportRow[] {
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    level: r.level,
    name: r.node.name,
    code: r.node.code,
    isFocus: r.isFocus,
  }));
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
 * `hierarchy_MSH_D009203_2025AB_20261123-2215Z.svg`: source, node, release and time, with
 * anything a file system may refuse replaced by `-`.
 */
export function treeFileName(meta: ExportMeta, format: ExportFormat, kind = 'hierarchy'): string {
  const t = meta.generatedAt.toISOString();
  const stamp = `${t.slice(0, 10).replace(/-/g, '')}-${t.slice(11, 13)}${t.slice(14, 16)}Z`;
  const safe = (s: string) => slug(s, 80) || 'x';
  return `${[kind, meta.source, meta.root.code, meta.release, stamp].map(safe).join('_')}.${format}`;
}
