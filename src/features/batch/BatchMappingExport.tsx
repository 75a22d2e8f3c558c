import { Button, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { RelatedCodes } from '../../lib/crosswalk/relatedCodes.ts';
import { APP_VERSION, download } from '../../lib/export/index.ts';
import type { MappingFormat, MappingKind } from '../../lib/export/mapping/index.ts';
import { releaseToRecord } from '../../lib/queries/resolvedRelease.ts';
import { batchMappingRows, fetchBatchFallback, needingFallback, planBatchMapping } from './mapping.ts';
import { incompleteRun, incompleteWords, runCompleteness } from './mappingRun.ts';
import type { BatchRow } from './rows.ts';

const FORMATS: ReadonlyArray<{ format: MappingFormat; name: string }> = [
  { format: 'csv', name: 'CSV' },
  { format: 'conceptmap', name: 'FHIR ConceptMap (JSON)' },
  { format: 'sssom', name: 'SSSOM (TSV)' },
];

type State =
  | { kind: 'idle' }
  | { kind: 'reading'; done: number; of: number }
  | { kind: 'saved'; text: string }
  | { kind: 'failed'; text: string };

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * "Export mapping": the batch as a crosswalk to its target source, as CSV, FHIR
 * ConceptMap or SSSOM. Exact rows (the line's concept has a code there) and related ones (the
 * crosswalk page's fallback: codes of directly related concepts, never equivalent) are kept
 * apart in every format and counted after saving; lines that did not resolve are named as
 * left out. The related concepts are read once per batch and target, then reused by the
 * other formats. A file of a run that did not finish (cancelled, stopped, interrupted) says so
 * in each format's own place, with `complete: false` and the pending count (mappingRun.ts). The
 * menu goes beside the page's other buttons, the note under them.
 */
export function useBatchMappingExport({
  rows,
  targetSource,
  release,
  run,
  disabled,
}: {
  rows: readonly BatchRow[];
  targetSource: string | null;
  release: string;
  /** How the batch run stands (useBatch's `run`): the file says when it was incomplete. */
  run: string;
  disabled: boolean;
}) {
  const client = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const read = useRef<{ key: string; related: Map<string, RelatedCodes | Error> } | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function save(format: MappingFormat) {
    if (!targetSource) return;
    const plan = planBatchMapping(rows);
    if (!plan.subjects.length) {
      setState({ kind: 'failed', text: 'Nothing to map yet: no line has resolved to a code or concept.' });
      return;
    }
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    try {
      const missing = needingFallback(plan);
      const key = `${release}\n${targetSource}\n${missing.map((s) => s.key).join('\n')}`;
      let related = read.current?.key === key ? read.current.related : null;
      if (!related) {
        setState({ kind: 'reading', done: 0, of: missing.length });
        related = await fetchBatchFallback(missing, targetSource, release, ctrl.signal, (done) =>
          setState({ kind: 'reading', done, of: missing.length }),
        );
        // Kept for the other formats unless a look-up failed: the next export asks again.
        if (![...related.values()].some((r) => r instanceof Error)) read.current = { key, related };
      }
      const [resolved, { buildMappingExport }] = await Promise.all([
        // A file names the release `current` stood for; if that cannot be told, the one asked.
        releaseToRecord(client, release),
        import('../../lib/export/mapping/build.ts'),
      ]);
      const mapped = batchMappingRows(plan, targetSource, related);
      const left = plan.leftOut.length;
      const completeness = runCompleteness(rows, run);
      const built = buildMappingExport({
        format,
        rows: mapped,
        what: `batch to ${targetSource}`,
        part: 'all',
        meta: {
          title: `Batch crosswalk to ${targetSource}${completeness.complete ? '' : ` (${incompleteWords(completeness)})`}${left ? ` (${plural(left, 'line')} left out: not resolved)` : ''}`,
          release: resolved,
          generatedAt: new Date().toISOString(),
          origin: window.location.origin,
          page: `/batch?${new URLSearchParams({ targetSource })}`,
          appVersion: APP_VERSION,
          incomplete: incompleteRun(completeness),
        },
      });
      download(built.blob, built.fileName);
      const count = (...kinds: MappingKind[]) => mapped.filter((r) => kinds.includes(r.kind)).length;
      const parts = [
        `${count('exact')} exact`,
        `${count('broader', 'narrower', 'related')} related (not equivalent)`,
        `${count('unmatched')} unmatched`,
      ];
      const leftOut = left
        ? ` ${plural(left, 'line')} left out, not resolved: ${plan.leftOut
            .slice(0, 10)
            .map((l) => l.line)
            .join(', ')}${left > 10 ? ', …' : ''}.`
        : '';
      const notInMap = built.leftOut.length
        ? ` Not in the ConceptMap (no FHIR system): ${built.leftOut.map((l) => `${l.rows} with ${l.source}`).join(', ')}.`
        : '';
      const incomplete = completeness.complete
        ? ''
        : ` The file says the run was incomplete (complete: false): ${plural(completeness.pendingRows, 'line')} pending${completeness.failedLines.length ? `, ${plural(completeness.failedLines.length, 'line')} failed` : ''}.`;
      setState({
        kind: 'saved',
        text: `Saved ${built.fileName}: ${parts.join(', ')}.${leftOut}${notInMap}${incomplete}`,
      });
    } catch (error) {
      if (ctrl.signal.aborted) return;
      setState({
        kind: 'failed',
        text: `The mapping file was not saved: ${error instanceof Error ? error.message : 'the export failed'}.`,
      });
    }
  }

  return {
    menu: (
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            disabled={disabled || !targetSource || rows.length === 0}
            loading={state.kind === 'reading'}
            title={targetSource ? undefined : 'Set a target source first'}
          >
            Export mapping
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Export mapping">
          {FORMATS.map(({ format, name }) => (
            <Menu.Item key={format} onClick={() => void save(format)}>
              {name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    ),
    note:
      state.kind === 'idle' ? null : (
        <Text
          size="sm"
          role={state.kind === 'failed' ? 'alert' : 'status'}
          c={state.kind === 'failed' ? 'red' : undefined}
          data-testid="mapping-export-note"
        >
          {state.kind === 'reading'
            ? `Reading related concepts for lines without a ${targetSource} code: ${state.done} of ${state.of}…`
            : state.text}
        </Text>
      ),
  };
}
