import { commentLine } from '../../lib/export/index.ts';
import type { MappingFormat } from '../../lib/export/mapping/index.ts';
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
}

/** The same rule as the batch's own exports: incomplete while any row is pending or the run goes on. */
export function runCompleteness(rows: readonly BatchRow[], run: string): RunCompleteness {
  const counted = rows.filter((r) => r.status !== 'empty');
  const pendingRows = counted.filter((r) => r.status === 'pending').length;
  return { complete: pendingRows === 0 && run !== 'running', run, pendingRows, rows: counted.length };
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
            : 'the run did not finish';
  return `incomplete: ${how}, ${c.pendingRows.toLocaleString('en-US')} of ${lines(c.rows)} pending (not looked up)`;
}

/** The statement an incomplete file carries first, with the machine-readable `complete: false`. */
function statement(c: RunCompleteness): string {
  return `INCOMPLETE (complete: false; run: ${c.run}; pending rows: ${c.pendingRows} of ${c.rows}). The batch run behind this file did not finish: ${c.pendingRows.toLocaleString('en-US')} of ${lines(c.rows)} were not looked up and are in no mapping. Resume the batch and export again for the whole mapping.`;
}

/** The FHIR extension (on the ConceptMap) that records the run: complete, run, pending rows, rows. */
export const RUN_EXTENSION_PATH = '/fhir/StructureDefinition/batch-run';

/**
 * The file as built by lib/export/mapping, told that the run was incomplete (a complete run's
 * file is returned unchanged):
 * - CSV: a second `#` comment line under the provenance line: `complete: false`, run, pending rows;
 * - FHIR ConceptMap: `status: draft` (a partial map is not for use), the statement at the head
 *   of `description`, and a complex extension (`complete` false, `run`, `pendingRows`, `rows`);
 * - SSSOM: the statement at the head of the metadata's `comment` and `mapping_set_description`,
 *   and the same facts as `other` (the SSSOM slot for pipe-separated `key: value` pairs).
 */
export function markIncomplete(
  format: MappingFormat,
  text: string,
  c: RunCompleteness,
  origin: string,
): string {
  if (c.complete) return text;
  if (format === 'csv') {
    // toCsv writes the BOM, then the provenance comment line, then the header.
    const end = text.indexOf('\r\n');
    const line = commentLine(
      `complete: false; run: ${c.run}; pending rows: ${c.pendingRows} of ${c.rows} (${incompleteWords(c)})`,
    );
    return end < 0 ? text : `${text.slice(0, end + 2)}${line}\r\n${text.slice(end + 2)}`;
  }
  if (format === 'conceptmap') {
    const cm = JSON.parse(text) as Record<string, unknown>;
    const { resourceType, ...rest } = cm;
    const extension = [
      ...(Array.isArray(cm.extension) ? cm.extension : []),
      {
        url: new URL(RUN_EXTENSION_PATH, origin).toString(),
        extension: [
          { url: 'complete', valueBoolean: false },
          { url: 'run', valueCode: c.run },
          { url: 'pendingRows', valueUnsignedInt: c.pendingRows },
          { url: 'rows', valueUnsignedInt: c.rows },
        ],
      },
    ];
    const out = {
      resourceType,
      extension,
      ...rest,
      status: 'draft',
      description: `${statement(c)}\n\n${typeof cm.description === 'string' ? cm.description : ''}`.trim(),
    };
    return `${JSON.stringify(out, null, 2)}\n`;
  }
  // SSSOM: the metadata block is `#key: "value"` lines (values JSON-quoted, as sssom.ts writes them).
  const other = `complete: false|run: ${c.run}|pending_rows: ${c.pendingRows}|rows: ${c.rows}`;
  const out: string[] = [];
  let inBlock = true;
  let wroteOther = false;
  for (const l of text.split('\n')) {
    if (inBlock && !l.startsWith('#')) {
      if (!wroteOther) out.push(`#other: ${JSON.stringify(other)}`);
      inBlock = false;
    }
    const m = inBlock ? /^#(comment|mapping_set_description): (".*")$/.exec(l) : null;
    if (m) {
      const old = JSON.parse(m[2]!) as string;
      out.push(`#${m[1]}: ${JSON.stringify(`${statement(c)} ${old}`)}`);
      if (m[1] === 'comment') {
        out.push(`#other: ${JSON.stringify(other)}`);
        wroteOther = true;
      }
      continue;
    }
    out.push(l);
  }
  return out.join('\n');
}
