import {
  assertNoApiKey,
  buildMeta,
  csvBlob,
  describeMeta,
  exportFileName,
  jsonBlob,
  toCsv,
  toJson,
  type ColumnSpec,
  type ExportMeta,
} from '../../lib/export/index.ts';
import { withDemoIdNotes } from '../../lib/export/demoIds.ts';
import { DEMO_CUI_NOTE } from '../../lib/demoIds.ts';
import type { BatchRow, RowFilter } from './rows.ts';
import type { MatchStatus } from './status.ts';

export interface BatchExportRequest {
  format: 'csv' | 'json';
  /** The rows of the file: the selected tab's, or all. */
  rows: readonly BatchRow[];
  /** The tab they come from (`all` for every row). */
  tab: RowFilter;
  columns: readonly ColumnSpec<BatchRow>[];
  /** Every row of the batch: the file says how much of the whole run is still pending. */
  allRows: readonly BatchRow[];
  /** How the run stands: a cancelled, stopped or interrupted run is incomplete. */
  run: string;
  release: string;
  query: Record<string, string | boolean>;
  appVersion: string;
  /** RxNorm's version (the drug service's) when the file holds drugs; null when not read. */
  rxnormVersion?: string | null;
  now?: Date;
  /** On the emulator: which concept ids the demo made up (marked in a "CUI note" column). */
  demoIds?: (id: string) => boolean;
}

export interface BatchExportFile {
  text: string;
  fileName: string;
  blob: Blob;
  meta: ExportMeta & { batch: BatchExportSummary };
}

export interface BatchExportSummary {
  /** The run as it stood: complete, cancelled, stopped, interrupted, running, idle. */
  run: string;
  tab: RowFilter;
  /** Lines of the whole batch not looked up yet. */
  pendingRows: number;
  /** Lines in this file not looked up yet. */
  pendingInFile: number;
  /** Rows of the whole batch per status. */
  counts: Partial<Record<MatchStatus, number>>;
  /** Rows of the whole batch whose lookup failed (the service erred): "Retry failed rows" asks them again. */
  failedRows: number;
  /** Their line numbers (1-based), in input order. */
  failedLines: number[];
}

/** At most this many failed line numbers are spelled out in a CSV's comment line. */
const LINES_NAMED = 50;

/**
 * The batch's own export: a file of one tab or of all rows, saying whether the run was
 * complete. `complete: false` whenever a row of the batch is still pending (cancelled, stopped,
 * interrupted, still running) or its lookup failed (the service erred: no answer is known); the
 * CSV's provenance line (every CSV has one) then says "(incomplete)" and names the failed lines; the
 * JSON `meta.batch` counts the pending and failed rows and lists the failed lines.
 */
export function buildBatchExport(req: BatchExportRequest): BatchExportFile {
  const counts: Partial<Record<MatchStatus, number>> = {};
  for (const r of req.allRows) counts[r.status] = (counts[r.status] ?? 0) + 1;
  const pendingRows = counts.pending ?? 0;
  const failedLines = req.allRows.filter((r) => r.state === 'failed').map((r) => r.line);
  const complete = pendingRows === 0 && failedLines.length === 0 && req.run !== 'running';
  const batch: BatchExportSummary = {
    run: req.run,
    tab: req.tab,
    pendingRows,
    pendingInFile: req.rows.filter((r) => r.status === 'pending').length,
    counts,
    failedRows: failedLines.length,
    failedLines,
  };
  const meta = {
    ...buildMeta({
      title: req.tab === 'all' ? 'batch lookup' : `batch lookup, ${req.tab} rows`,
      release: req.release,
      page: '/batch',
      query: { ...req.query, tab: req.tab, run: req.run, pending: pendingRows, failed: failedLines.length },
      appVersion: req.appVersion,
      rxnormVersion: req.rxnormVersion ?? null,
      rowCount: req.rows.length,
      scope: req.tab === 'all' ? 'all' : 'page',
      complete,
      now: req.now,
    }),
    batch,
  };
  const what = req.tab === 'all' ? 'batch' : `batch-${req.tab}`;
  const columns = withDemoIdNotes(req.columns, req.rows, req.demoIds, DEMO_CUI_NOTE);
  const fileName = exportFileName(what, meta.release, req.format, req.now);
  if (req.format === 'json') {
    const text = toJson(req.rows, columns, meta);
    return { text, fileName, blob: jsonBlob(text), meta };
  }
  const failed = failedLines.length
    ? `; ${failedLines.length} failed (lines ${failedLines.slice(0, LINES_NAMED).join(', ')}${failedLines.length > LINES_NAMED ? ', …' : ''})`
    : '';
  const text = assertNoApiKey(toCsv(req.rows, columns, { comment: `${describeMeta(meta)}${failed}` }));
  return { text, fileName, blob: csvBlob(text), meta };
}
