import type { IncompleteRun } from '../../lib/export/mapping/index.ts';
import type { BatchRow } from './rows.ts';

/**
 * How complete the run behind a mapping file was. A cancelled, stopped or interrupted batch
 * still exports its mapping, but the file must say it is partial, as the batch's own CSV and
 * JSON do (batchExport.ts: `complete: false`, the count of pending rows).
 */
export interface RunCompleteness {
  complete: boolean;
  /** The run as it stood: complete, cancelled, stopped, interrupted, running, idle. */
  run: string;
  /** Lines of the batch not looked up yet (they are in no mapping). */
  pendingRows: number;
  /** Lines of the batch (empty lines not counted). */
  rows: number;
  /** Lines (1-based) whose lookup failed: no answer is known, so they are in no mapping either. */
  failedLines: number[];
}

/** The same rule as the batch's own exports: incomplete while a row is pending or failed, or the run goes on. */
export function runCompleteness(rows: readonly BatchRow[], run: string): RunCompleteness {
  const counted = rows.filter((r) => r.status !== 'empty');
  const pendingRows = counted.filter((r) => r.status === 'pending').length;
  const failedLines = counted.filter((r) => r.state === 'failed').map((r) => r.line);
  return {
    complete: pendingRows === 0 && failedLines.length === 0 && run !== 'running',
    run,
    pendingRows,
    rows: counted.length,
    failedLines,
  };
}

/** "2 failed (lines 4, 9)", or '' when none did. */
function failedWords(c: RunCompleteness): string {
  const n = c.failedLines.length;
  if (!n) return '';
  const named = c.failedLines.slice(0, 50).join(', ') + (n > 50 ? ', …' : '');
  return `${n.toLocaleString('en-US')} failed (line${n === 1 ? '' : 's'} ${named})`;
}

const lines = (n: number) => `${n.toLocaleString('en-US')} line${n === 1 ? '' : 's'}`;

/** What an incomplete run is, in words every format uses (title, description, comment). */
export function incompleteWords(c: RunCompleteness): string {
  const how =
    c.run === 'cancelled'
      ? 'the run was cancelled'
      : c.run === 'stopped'
        ? 'the run stopped'
        : c.run === 'interrupted'
          ? 'the run was interrupted'
          : c.run === 'running'
            ? 'the run is still going'
            : c.pendingRows === 0
              ? 'lookups failed'
              : 'the run did not finish';
  const failed = failedWords(c);
  return `incomplete: ${how}, ${c.pendingRows.toLocaleString('en-US')} of ${lines(c.rows)} pending (not looked up)${failed ? `, ${failed}` : ''}`;
}

/** What a mapping file of this run says of it (lib/export/mapping writes it); null when complete. */
export function incompleteRun(c: RunCompleteness): IncompleteRun | null {
  if (c.complete) return null;
  const failed = failedWords(c);
  const statement = `INCOMPLETE (complete: false; run: ${c.run}; pending rows: ${c.pendingRows} of ${c.rows}${failed ? `; failed rows: ${c.failedLines.length}` : ''}). The batch run behind this file did not finish: ${c.pendingRows.toLocaleString('en-US')} of ${lines(c.rows)} were not looked up${failed ? `, and ${failed} (the service erred)` : ''}; they are in no mapping. ${failed ? 'Retry the failed rows, resume' : 'Resume'} the batch and export again for the whole mapping.`;
  return { run: c.run, pendingRows: c.pendingRows, rows: c.rows, words: incompleteWords(c), statement };
}
