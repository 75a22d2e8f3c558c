import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Pagination,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type DragEvent } from 'react';
import { setApiKey } from '../../api/auth/credentials.ts';
import { APP_VERSION } from '../../lib/export/index.ts';
import { useRelease } from '../../lib/release.ts';
import { usePageParam } from '../../lib/usePageParam.ts';
import { usePageSizeParam } from '../../lib/usePageSizeParam.ts';
import { INPUT_KINDS, type InputKind } from '../../lib/input-kind/index.ts';
import { ProgressPanel, TableExport } from '../../ui/export/index.ts';
import { PageSizeSelect } from '../../ui/PageSizeSelect.tsx';
import { appBatchClients } from './clients.ts';
import { linesOfFile, linesToText, MAX_LINES } from './input.ts';
import { sourcesQuery } from './queries.ts';
import { AddToBasketButton } from '../../ui/AddToBasketButton.tsx';
import { batchRowEntry } from './basketEntry.ts';
import type { BatchClients, Resolution, TermSearch } from './resolve.ts';
import {
  BATCH_COLUMNS,
  countByFilter,
  ROW_FILTERS,
  rowMatches,
  type BatchRow,
  type RowFilter,
} from './rows.ts';
import { useBatch } from './useBatch.ts';

const SEARCH_TYPES: ReadonlyArray<{ value: TermSearch; label: string }> = [
  { value: 'auto', label: 'Exact, then normalised, then words' },
  { value: 'exact', label: 'Exact' },
  { value: 'normalizedString', label: 'Normalised string' },
  { value: 'words', label: 'Words' },
];

const MATCH_COLOR: Record<string, string> = {
  exact: 'green',
  normalised: 'teal',
  word: 'blue',
  several: 'yellow',
  none: 'gray',
};

/** /batch: paste or drop a column of terms or codes, resolve each line, export the table. */
export function BatchPage({ clients: injected }: { clients?: BatchClients } = {}) {
  const release = useRelease();
  const clients = useMemo(() => injected ?? appBatchClients(release), [injected, release]);
  const b = useBatch(clients);
  const sources = useQuery({ ...sourcesQuery(release), enabled: !injected });
  const sabs = useMemo(() => (sources.data ?? []).map((s) => s.abbreviation).sort(), [sources.data]);
  const [filter, setFilter] = useState<RowFilter>('all');
  // Only the view is in the URL: the lines themselves stay in sessionStorage (useBatch).
  const [page, setPage] = usePageParam();
  const [pageSize, setPageSize] = usePageSizeParam();
  const [newKey, setNewKey] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const running = b.run === 'running';

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
    b.setText(linesToText(linesOfFile(file.name, await file.text())));
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

      <div onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <Textarea
          label="Terms or codes, one per line"
          value={b.text}
          onChange={(e) => b.setText(e.currentTarget.value)}
          rows={8}
          resize="vertical"
          disabled={running}
          spellCheck={false}
          error={b.limitError ?? undefined}
          description={
            b.limitError
              ? undefined
              : `${b.lineCount.toLocaleString('en-US')} lines, ${b.lookupCount.toLocaleString('en-US')} distinct lookups`
          }
        />
      </div>
      <Group gap="xs">
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

      <Group align="end" gap="md" wrap="wrap">
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

      <Group gap="xs">
        <Button onClick={b.resolveAll} disabled={running || !!b.limitError || b.lookupCount === 0}>
          Resolve
        </Button>
        {!running && b.canResume && !b.authStop && (
          <Button variant="default" onClick={b.resume}>
            Resume
          </Button>
        )}
        <TableExport
          label="Export results"
          columns={BATCH_COLUMNS}
          what="batch"
          pageRows={b.rows}
          meta={() => ({
            title: 'batch lookup',
            release,
            page: '/batch',
            query: {
              kind: b.settings.kind ?? 'detect',
              source: b.settings.source,
              targetSource: b.settings.targetSource,
              searchType: b.settings.searchType,
              includeObsolete: b.settings.includeObsolete,
            },
            appVersion: APP_VERSION,
          })}
        />
      </Group>

      {b.run !== 'idle' && (
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
          <Group justify="flex-end">
            <PageSizeSelect value={pageSize} onChange={setPageSize} />
          </Group>
          <ResultsTable
            rows={shown.slice((current - 1) * pageSize, current * pageSize)}
            onChoose={b.choose}
          />
          {pages > 1 && (
            <Pagination total={pages} value={current} onChange={setPage} aria-label="Result pages" />
          )}
        </>
      )}
    </Stack>
  );
}

function ResultsTable({
  rows,
  onChoose,
}: {
  rows: BatchRow[];
  onChoose: (key: string, previous: Resolution, candidate: Resolution['candidates'][number]) => Promise<void>;
}) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped aria-label="Batch results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Input</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Match</Table.Th>
            <Table.Th>CUI / RXCUI</Table.Th>
            <Table.Th>Preferred name</Table.Th>
            <Table.Th>Semantic types / TTY</Table.Th>
            <Table.Th>Source code</Table.Th>
            <Table.Th>Target codes</Table.Th>
            <Table.Th>Basket</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ResultRow key={row.line} row={row} onChoose={onChoose} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ResultRow({
  row,
  onChoose,
}: {
  row: BatchRow;
  onChoose: (key: string, previous: Resolution, candidate: Resolution['candidates'][number]) => Promise<void>;
}) {
  const r = row.resolution;
  const release = useRelease();
  const ambiguous = r && r.match === 'several' && !r.id && row.key;
  return (
    <Table.Tr data-status={row.status} data-match={r?.match}>
      <Table.Td>{row.line}</Table.Td>
      <Table.Td title={row.input.length > 80 ? row.input.slice(0, 500) : undefined}>
        <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-all', maxWidth: '20rem' }}>
          {row.kind === 'empty' ? <em>empty line</em> : row.input}
        </Text>
      </Table.Td>
      <Table.Td>
        {row.kind === 'empty' ? '' : (INPUT_KINDS.find((k) => k.value === row.kind)?.label ?? row.kind)}
      </Table.Td>
      <Table.Td>
        {row.status === 'done' && r ? (
          <Badge color={MATCH_COLOR[r.match]} variant="light">
            {r.match}
            {r.manual ? ', chosen' : ''}
          </Badge>
        ) : row.status === 'pending' ? (
          <Text size="sm" c="dimmed">
            waiting
          </Text>
        ) : row.status === 'failed' || row.status === 'invalid' ? (
          <Text size="sm" c="red">
            {row.problem}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{r?.id ?? ''}</Table.Td>
      <Table.Td>
        {ambiguous ? (
          <Select
            aria-label={`Choose the match for line ${row.line}`}
            placeholder={`Choose one of ${r.candidates.length}`}
            data={r.candidates.map((c) => ({ value: c.id, label: `${c.name} (${c.id})` }))}
            onChange={(id) => {
              const c = r.candidates.find((x) => x.id === id);
              if (c && row.key) void onChoose(row.key, r, c);
            }}
            size="xs"
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          (r?.name ?? '')
        )}
      </Table.Td>
      <Table.Td>{r ? r.semanticTypes.join('; ') || r.tty || '' : ''}</Table.Td>
      <Table.Td>
        {r?.source && r.code ? `${r.source} ${r.code}${r.codeName ? ` · ${r.codeName}` : ''}` : ''}
      </Table.Td>
      <Table.Td>{r ? r.target.map((t) => `${t.code} ${t.name}`).join('; ') : ''}</Table.Td>
      <Table.Td>
        <AddToBasketButton entry={batchRowEntry(r, release)} short />
      </Table.Td>
    </Table.Tr>
  );
}
