import { Button, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { RelatedCodes } from '../../lib/crosswalk/relatedCodes.ts';
import { APP_VERSION, download } from '../../lib/export/index.ts';
import { demoIdsOf } from '../../ui/export/demoIds.ts';
import type { MappingFormat, MappingKind } from '../../lib/export/mapping/index.ts';
import type { VersionFacts } from '../../lib/export/systemVersion.ts';
import { versionFacts } from '../../lib/queries/versionFacts.ts';
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
 * ConceptMap or SSSOM. Every decided line is a row (with its input, how it was decided, by whom
 * and why), so one file rebuilds the reviewed table; exact rows (the line's concept has a code
 * there) and related ones (the crosswalk page's fallback: codes of directly related concepts,
 * never equivalent) are kept apart and counted after saving; lines not decided yet are named in
 * the file. Each related look-up and the version facts are read once per release and target,
 * then reused by the other formats (a failed look-up alone is asked again). A file of a run that did not finish (cancelled, stopped, interrupted) says so
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
  // What a first export read, for the next format: each related look-up that answered (a failed
  // one is asked again, alone) and the version facts, per release and target.
  const read = useRef<{ key: string; related: Map<string, RelatedCodes>; facts: VersionFacts | null } | null>(
    null,
  );
  const abort = useRef<AbortController | null>(null);

  async function save(format: MappingFormat) {
    if (!targetSource) return;
    const plan = planBatchMapping(rows, targetSource);
    if (!plan.lines.length) {
      setState({ kind: 'failed', text: 'Nothing to map yet: no line has been looked up or decided.' });
      return;
    }
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    try {
      const key = `${release}\n${targetSource}`;
      if (read.current?.key !== key) read.current = { key, related: new Map(), facts: null };
      const cache = read.current;
      const missing = needingFallback(plan).filter((l) => !cache.related.has(l.key));
      let related: Map<string, RelatedCodes | Error> = new Map(cache.related);
      if (missing.length) {
        setState({ kind: 'reading', done: 0, of: missing.length });
        const fresh = await fetchBatchFallback(missing, targetSource, release, ctrl.signal, (done) =>
          setState({ kind: 'reading', done, of: missing.length }),
        );
        // Answers are kept for the other formats; a failed look-up alone is asked again next time.
        for (const [k, v] of fresh) if (!(v instanceof Error)) cache.related.set(k, v);
        related = new Map([...related, ...fresh]);
      }
      const drugs =
        targetSource === 'RXNORM' ||
        plan.lines.some((l) => l.subject?.source === 'RXNORM' || l.subject?.source === 'NDC');
      // Versions are read once per release (the RxNorm one too once any file holds a drug).
      const facts =
        cache.facts && (!drugs || cache.facts.rxnorm)
          ? cache.facts
          : await versionFacts(client, release, { rxnorm: drugs });
      cache.facts = facts;
      const { buildMappingExport } = await import('../../lib/export/mapping/build.ts');
      const mapped = batchMappingRows(plan, targetSource, related);
      const left = plan.leftOut.length;
      const completeness = runCompleteness(rows, run);
      const built = buildMappingExport({
        format,
        rows: mapped,
        what: `batch to ${targetSource}`,
        part: 'all',
        meta: {
          title: `Batch crosswalk to ${targetSource}${completeness.complete ? '' : ` (${incompleteWords(completeness)})`}${left ? ` (${plural(left, 'line')} not decided yet)` : ''}`,
          release: facts.umlsRelease,
          generatedAt: new Date().toISOString(),
          origin: window.location.origin,
          page: `/batch?${new URLSearchParams({ targetSource })}`,
          appVersion: APP_VERSION,
          demoIds: demoIdsOf(client),
          incomplete: incompleteRun(completeness),
          versions: facts,
          notInFile: plan.leftOut.map((l) => ({ line: l.line, why: l.why })),
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
        ? ` ${plural(left, 'line')} not in the file (not decided yet), named in it: ${plan.leftOut
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
