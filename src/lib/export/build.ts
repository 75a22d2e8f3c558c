import type { ColumnSpec } from './columns.ts';
import { csvBlob, toCsv } from './csv.ts';
import { exportFileName, partOf } from './fileName.ts';
import { toJson, jsonBlob } from './json.ts';
import { assertNoApiKey, buildMeta, describeMeta, type MetaInput } from './provenance.ts';
import { withDemoIdNotes } from './demoIds.ts';
import { DEMO_CUI_NOTE } from '../demoIds.ts';

export type ExportFormat = 'csv' | 'json';

export interface ExportRequest<Row> {
  format: ExportFormat;
  rows: readonly Row[];
  columns: readonly ColumnSpec<Row>[];
  /** Short name for the file, e.g. "search-heart attack" (slugged). */
  what: string;
  meta: Omit<MetaInput, 'rowCount'>;
  /** CSV only: one row per value of list cells (the user's choice); the file name says "long". */
  csvLong?: boolean;
  /** On the emulator: which concept ids the demo made up (marked in a "CUI note" column). */
  demoIds?: (id: string) => boolean;
}

export interface BuiltExport {
  blob: Blob;
  fileName: string;
  text: string;
}

/** One call from a table's rows to the file: the export menu's only entry into this folder. */
export function buildExport<Row>(req: ExportRequest<Row>): BuiltExport {
  const meta = buildMeta({ ...req.meta, rowCount: req.rows.length });
  const now = new Date(meta.generatedAt);
  const long = req.format === 'csv' && !!req.csvLong;
  const columns = withDemoIdNotes(req.columns, req.rows, req.demoIds, DEMO_CUI_NOTE);
  const fileName = exportFileName(
    long ? `${req.what} long` : req.what,
    meta.release,
    req.format,
    now,
    partOf(meta),
  );
  if (req.format === 'json') {
    const text = toJson(req.rows, columns, meta);
    return { text, fileName, blob: jsonBlob(text) };
  }
  const text = assertNoApiKey(toCsv(req.rows, columns, { comment: describeMeta(meta), long }));
  return { text, fileName, blob: csvBlob(text) };
}
