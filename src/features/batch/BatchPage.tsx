import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  FileButton,
  Group,
  Pagination,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type DragEvent } from 'react';
import { setApiKey } from '../../api/auth/credentials.ts';
import { useRelease } from '../../lib/release.ts';
import { usePageParam } from '../../lib/usePageParam.ts';
import { usePageSizeParam } from '../../lib/usePageSizeParam.ts';
import { INPUT_KINDS, type InputKind } from '../../lib/input-kind/index.ts';
import { ProgressPanel } from '../../ui/export/index.ts';
import { PageSizeSelect } from '../../ui/PageSizeSelect.tsx';
import { HiddenCharactersHint } from '../../ui/HiddenCharactersHint.tsx';
import { BatchBasketAll } from './BatchBasketAll.tsx';
import { BatchExport } from './BatchExport.tsx';
import { carryText } from './carry.ts';
import { useBatchMappingExport } from './BatchMappingExport.tsx';
import { appBatchClients } from './clients.ts';
import { linesOfFile, linesToText, MAX_LINES, splitLines } from './input.ts';
import { SavedRuns } from './SavedRuns.tsx';
import { fileColumns, tableFromFile } from './table.ts';
import { TableColumnPicker } from './TableColumnPicker.tsx';
import type { KeyValueStore } from './persist.ts';
import { sourcesQuery } from './queries.ts';
import type { BatchClients, TermSearch } from './resolve.ts';
import { ResultsTable, type RowActions } from './ResultsTable.tsx';
import { HandEditor } from './HandEditor.tsx';
import {
  BATCH_COLUMNS,
  countByFilter,
  ROW_FILTERS,
  rowMatches,
  rowResolved,
  type BatchRow,
  type RowFilter,
} from './rows.ts';
import { optionsSummary, SEARCH_TYPES } from './options.ts';
import { useBatch } from './useBatch.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/** /batch: paste or drop a column of terms or codes, resolve each line, export the table. */
export function BatchPage({
  clients: injected,
  store,
}: { clients?: BatchClients; store?: KeyValueStore } = {}) {
  const release = useRelease();
  useDocumentTitle('Batch lookup');
  usePrintView({ kind: 'Batch lookup' });
  const clients = useMemo(() => injected ?? appBatchClients(release), [injected, release]);
  const b = useBatch(clients, store);
  const sources = useQuery({ ...sourcesQuery(release), enabled: !injected });
  const sabs = useMemo(() => (sources.data ?? []).map((s) => s.abbreviation).sort(), [sources.data]);
  const [filter, setFilter] = useState<RowFilter>('all');
  // Only the view is in the URL: the lines themselves stay in sessionStorage (useBatch).
  const [page, setPage] = usePageParam();
  const [pageSize, setPageSize] = usePageSizeParam();
  const [newKey, setNewKey] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const running = b.run === 'running';
  const targetSource = b.settings.targetSource.trim().toUpperCase() || null;
  const [editing, setEditing] = useState<BatchRow | null>(null);
  const mapping = useBatchMappingExport({
    rows: b.rows,
    targetSource,
    release,
    run: b.run,
    disabled: running,
  });
  const carried = b.carried ? carryText(b.carried) : null;
  const actions: RowActions = {
    onChoose: b.choose,
    onEdit: setEditing,
    onAccept: (row) => b.decide([row.decisionKey], { action: 'accept' }),
    targetSource,
  };

  const exportColumns = useMemo(
    () =>
      b.table
        ? [...fileColumns<BatchRow>(b.table, new Set(BATCH_COLUMNS.map((c) => c.header))), ...BATCH_COLUMNS]
        : BATCH_COLUMNS,
    [b.table],
  );
  const counts = useMemo(() => countByFilter(b.rows), [b.rows]);
  const shown = useMemo(() => b.rows.filter((r) => rowMatches(r, filter)), [b.rows, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);

  const readFile = async (file: File | null) => {
    if (!file) return;
    setFileError(null);
    if (!/\.(csv|txt|tsv)$/i.test(file.name) && !file.type.startsWith('text/')) {
      setFileError(`${file.name} is not a .csv or .txt file`);
      return;
    }
    const text = await file.text();
    // A binary file renamed .csv: NUL bytes or undecodable runs are not a list of terms.
    if (text.includes(String.fromCharCode(0)) || (text.match(/\uFFFD/g)?.length ?? 0) > 8) {
      setFileError(`${file.name} is not a text file`);
      return;
    }
    if (/\.(csv|tsv)$/i.test(file.name)) b.setTable(tableFromFile(file.name, text));
    else {
      b.setTable(null);
      b.setText(linesToText(linesOfFile(file.name, text)));
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    void readFile(e.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap="md">
      <Title order={1}>Batch lookup</Title>
      <Text>
        Paste a column of terms, CUIs, AUIs, source codes (<code>SAB:code</code>), RXCUIs or NDCs, one per
        line, or drop a .csv or .txt file on the box. Up to {MAX_LINES.toLocaleString('en-US')} lines.
      </Text>
      {/* On paper the controls do not print: the options behind the table are said in words. */}
      <Text
        size="sm"
        data-print="only"
        data-testid="batch-options-print"
        data-print-text={
          b.resultsSettings
            ? `Resolved with: ${optionsSummary(b.resultsSettings)}`
            : `Options: ${optionsSummary(b.settings)}`
        }
      />

      <div onDragOver={(e) => e.preventDefault()} onDrop={onDrop} data-print="hide">
        <Textarea
          label="Terms or codes, one per line"
          value={b.text}
          onChange={(e) => b.setText(e.currentTarget.value)}
          rows={8}
          resize="vertical"
          disabled={running}
          readOnly={!!b.table}
          spellCheck={false}
          error={b.limitError ?? undefined}
          description={
            b.limitError
              ? undefined
              : `${b.lineCount.toLocaleString('en-US')} lines, ${b.lookupCount.toLocaleString('en-US')} distinct lookups`
          }
        />
        {!b.table && !running && <HiddenCharactersHint value={b.text} onRemove={b.setText} />}
      </div>
      {b.secretLines.length > 0 && (
        <Alert color="red" title="Your API key is in the list" role="alert" data-testid="secret-line">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {b.secretLines.length === 1
                ? `Line ${b.secretLines[0]} is`
                : `Lines ${b.secretLines.join(', ')} are`}{' '}
              your API key (from Settings). A key is never looked up, saved or exported: remove{' '}
              {b.secretLines.length === 1 ? 'it' : 'them'} to resolve the list.
            </Text>
            {!b.table && (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  const drop = new Set(b.secretLines);
                  b.setText(
                    splitLines(b.text)
                      .filter((_, i) => !drop.has(i + 1))
                      .join('\n'),
                  );
                }}
              >
                Remove {b.secretLines.length === 1 ? 'that line' : 'those lines'}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Group gap="xs" data-print="hide">
        <FileButton onChange={(f) => void readFile(f)} accept=".csv,.txt,.tsv,text/csv,text/plain">
          {(props) => (
            <Button variant="default" size="xs" disabled={running} {...props}>
              Open a .csv or .txt file
            </Button>
          )}
        </FileButton>
        {fileError && (
          <Text size="sm" c="red" role="alert">
            {fileError}
          </Text>
        )}
      </Group>
      {b.table && <TableColumnPicker table={b.table} onChange={b.setTable} disabled={running} />}

      <Group align="end" gap="md" wrap="wrap" data-print="hide">
        <Select
          label="Kind of every line"
          data={[{ value: 'detect', label: 'Detect per line' }, ...INPUT_KINDS]}
          value={b.settings.kind ?? 'detect'}
          onChange={(v) =>
            b.setSettings({ ...b.settings, kind: !v || v === 'detect' ? null : (v as InputKind) })
          }
          allowDeselect={false}
          disabled={running}
        />
        <Autocomplete
          label="Source for bare codes"
          placeholder="e.g. SNOMEDCT_US"
          data={sabs}
          limit={20}
          value={b.settings.source}
          onChange={(v) => b.setSettings({ ...b.settings, source: v })}
          disabled={running}
        />
        <Autocomplete
          label="Target source"
          description="List each concept's codes there"
          placeholder="e.g. ICD10CM"
          data={sabs}
          limit={20}
          value={b.settings.targetSource}
          onChange={(v) => b.setSettings({ ...b.settings, targetSource: v })}
          disabled={running}
        />
        <Select
          label="Search type for terms"
          data={SEARCH_TYPES}
          value={b.settings.searchType}
          onChange={(v) => v && b.setSettings({ ...b.settings, searchType: v as TermSearch })}
          allowDeselect={false}
          disabled={running}
        />
        <Checkbox
          label="Include obsolete"
          checked={b.settings.includeObsolete}
          onChange={(e) => b.setSettings({ ...b.settings, includeObsolete: e.currentTarget.checked })}
          disabled={running}
        />
      </Group>

      <Group gap="xs" data-print="hide">
        <Button
          onClick={b.resolveAll}
          disabled={
            running || !b.restored || !!b.limitError || b.lookupCount === 0 || b.secretLines.length > 0
          }
        >
          Resolve
        </Button>
        {!running && b.canResume && !b.authStop && (
          <Button variant="default" onClick={b.resume}>
            Resume
          </Button>
        )}
        {!running && b.failedLookups > 0 && !b.authStop && (
          <Button variant="default" onClick={b.retryFailed}>
            Retry failed rows ({b.failedLookups.toLocaleString('en-US')})
          </Button>
        )}
        <BatchExport
          rows={b.rows}
          shown={shown}
          tab={filter}
          columns={exportColumns}
          run={b.run}
          release={release}
          query={{
            kind: b.settings.kind ?? 'detect',
            source: b.settings.source,
            targetSource: b.settings.targetSource,
            searchType: b.settings.searchType,
            includeObsolete: b.settings.includeObsolete,
          }}
        />
        {mapping.menu}
        {b.run !== 'idle' && !running && (
          <Button variant="subtle" onClick={b.clearResults}>
            Clear results
          </Button>
        )}
      </Group>
      {mapping.note}
      {b.run === 'idle' && !running && (
        <SavedRuns offers={b.offers} onOpen={b.openRun} onForget={(id) => void b.forgetRun(id)} />
      )}

      {b.decisionsToCarry > 0 && (
        <Text size="sm" role="status" data-testid="decisions-to-carry">
          The input or options changed since the results: Resolve looks the lines up again and carries the{' '}
          {b.decisionsToCarry.toLocaleString('en-US')} hand decision{b.decisionsToCarry === 1 ? '' : 's'} over
          to the lines with the same lookup.
        </Text>
      )}
      {carried && (
        <Alert
          color={b.carried!.dropped.length ? 'yellow' : 'blue'}
          title="Hand decisions"
          role="status"
          data-testid="carried-decisions"
        >
          <Text size="sm">{carried.kept}</Text>
          {carried.dropped.length > 0 && (
            <>
              <Text size="sm">{carried.dropped.length.toLocaleString('en-US')} could not be kept:</Text>
              <ul>
                {carried.dropped.slice(0, 20).map((d, i) => (
                  <li key={i}>
                    <Text size="sm">{d}</Text>
                  </li>
                ))}
              </ul>
              {carried.dropped.length > 20 && (
                <Text size="sm">… and {(carried.dropped.length - 20).toLocaleString('en-US')} more.</Text>
              )}
            </>
          )}
        </Alert>
      )}

      {(b.run === 'cancelled' || b.run === 'interrupted') && (
        <Alert color="yellow" title={b.run === 'cancelled' ? 'Cancelled' : 'Interrupted'} role="status">
          {b.run === 'cancelled'
            ? 'The lookup was cancelled'
            : 'The page was closed or reloaded during the lookup'}
          : {b.pendingLookups.toLocaleString('en-US')} of {b.lookupCount.toLocaleString('en-US')} lookups are
          not done, and their rows are pending.
          {b.awaitingCodes > 0 &&
            ` The codes of ${b.awaitingCodes.toLocaleString('en-US')} pick${b.awaitingCodes === 1 ? '' : 's'} by hand in the target source are not read yet.`}{' '}
          Exports say the run is incomplete. Resume goes on from there.
        </Alert>
      )}
      {b.run === 'complete' && b.awaitingCodes > 0 && (
        <Alert color="yellow" title="Not finished" role="status">
          The codes of {b.awaitingCodes.toLocaleString('en-US')} pick{b.awaitingCodes === 1 ? '' : 's'} by
          hand in the target source could not be read; their rows are pending. Resume reads them again.
        </Alert>
      )}

      {(running || (b.run === 'complete' && b.progress)) && (
        <ProgressPanel
          label="Batch progress"
          unit="lookup"
          progress={b.progress}
          running={running}
          onCancel={b.cancel}
        />
      )}

      {b.authStop && (
        <Alert color="red" title="The API key was refused" role="alert">
          <Stack gap="xs">
            <Text size="sm">
              The lookup stopped and kept every row found so far. Enter a valid key to go on from where it
              stopped.
            </Text>
            <Group align="end" gap="xs">
              <PasswordInput
                label="API key"
                value={newKey}
                onChange={(e) => setNewKey(e.currentTarget.value)}
                autoComplete="off"
              />
              <Button
                disabled={!newKey.trim()}
                onClick={() => {
                  setApiKey(newKey);
                  setNewKey('');
                  b.resume();
                }}
              >
                Save key and resume
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {!b.authStop && b.stopError != null && (
        <Alert color="red" title="The lookup stopped" role="alert">
          {b.stopError instanceof Error ? b.stopError.message : 'Unknown error'}. Resume goes on from there.
        </Alert>
      )}

      {b.rows.length > 0 && (
        <>
          <SegmentedControl
            aria-label="Show rows"
            value={filter}
            onChange={(v) => {
              setFilter(v as RowFilter);
              setPage(1);
            }}
            data={ROW_FILTERS.map((f) => ({ value: f.value, label: `${f.label} (${counts[f.value]})` }))}
          />
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm" aria-live="polite">
                Resolved: {b.rows.filter(rowResolved).length.toLocaleString('en-US')} of{' '}
                {b.rows.filter((r) => r.status !== 'empty').length.toLocaleString('en-US')} lines
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={toAccept(b.rows, 'matched').length === 0}
                onClick={() => b.decide(toAccept(b.rows, 'matched'), { action: 'accept' })}
              >
                Accept all matched
              </Button>
              <BatchBasketAll rows={b.rows} targetSource={targetSource} release={release} />
              {filter !== 'all' && filter !== 'matched' && (
                <Button
                  size="xs"
                  variant="default"
                  disabled={toAccept(shown, filter).length === 0}
                  onClick={() => b.decide(toAccept(shown, filter), { action: 'accept' })}
                >
                  Accept all in this tab ({toAccept(shown, filter).length})
                </Button>
              )}
            </Group>
            <PageSizeSelect value={pageSize} onChange={setPageSize} />
          </Group>
          <ResultsTable rows={shown.slice((current - 1) * pageSize, current * pageSize)} actions={actions} />
          {pages > 1 && (
            <Pagination total={pages} value={current} onChange={setPage} aria-label="Result pages" />
          )}
          <HandEditor
            row={editing ? (b.rows.find((r) => r.line === editing.line) ?? null) : null}
            onClose={() => setEditing(null)}
            clients={clients}
            options={b.resolveOptions}
            detectOptions={b.detectOptions}
            onDecide={b.decide}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * The rows "accept all" confirms by hand: those of the tab with an answer of their own and no
 * hand decision yet (several, no match and error rows have none to accept).
 */
function toAccept(rows: readonly BatchRow[], tab: RowFilter): string[] {
  const keys = new Set<string>();
  for (const r of rows)
    if (rowMatches(r, tab) && r.found?.id && !r.byHand && (r.status === 'matched' || r.status === 'review'))
      keys.add(r.decisionKey);
  return [...keys];
}
