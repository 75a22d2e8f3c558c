import { Button, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { APP_VERSION, download, type ColumnSpec } from '../../lib/export/index.ts';
import { versionFacts } from '../../lib/queries/versionFacts.ts';
import { buildBatchExport } from './batchExport.ts';
import { demoIdsOf } from '../../ui/export/demoIds.ts';
import { ROW_FILTERS, type BatchRow, type RowFilter } from './rows.ts';

/**
 * "Export results": CSV or JSON of the selected tab or of every row. Not the shared table
 * export: a batch file must say when the run was incomplete and which tab it holds.
 */
export function BatchExport({
  rows,
  shown,
  tab,
  columns,
  run,
  release,
  query,
  save = download,
}: {
  rows: readonly BatchRow[];
  shown: readonly BatchRow[];
  tab: RowFilter;
  columns: readonly ColumnSpec<BatchRow>[];
  run: string;
  release: string;
  query: Record<string, string | boolean>;
  save?: (blob: Blob, fileName: string) => void;
}) {
  const client = useQueryClient();
  const tabLabel = ROW_FILTERS.find((f) => f.value === tab)?.label ?? tab;
  const [problem, setProblem] = useState<string | null>(null);
  const write = async (format: 'csv' | 'json', all: boolean) => {
    setProblem(null);
    try {
      // The file names the release `current` stood for (2025AB), and RxNorm's version when it holds
      // a drug (an RXCUI or NDC line, or a drug answer); a part that cannot be told stays unknown.
      const drugs = rows.some(
        (r) => r.kind === 'rxcui' || r.kind === 'ndc' || r.resolution?.idType === 'RXCUI',
      );
      const facts = await versionFacts(client, release, { rxnorm: drugs });
      const file = buildBatchExport({
        format,
        rows: all ? rows : shown,
        tab: all ? 'all' : tab,
        columns,
        allRows: rows,
        run,
        release: facts.umlsRelease,
        rxnormVersion: facts.rxnorm,
        query,
        appVersion: APP_VERSION,
        demoIds: demoIdsOf(client),
      });
      save(file.blob, file.fileName);
    } catch (e) {
      // A refused file is said, never a click that does nothing (the key guard refuses one that holds the key).
      setProblem(`Not exported: ${e instanceof Error ? e.message : String(e)}.`);
    }
  };
  const scopes: Array<{ all: boolean; label: string }> =
    tab === 'all'
      ? [{ all: true, label: 'all rows' }]
      : [
          { all: false, label: `this tab (${tabLabel})` },
          { all: true, label: 'all rows' },
        ];
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button variant="default" disabled={rows.length === 0}>
            Export results
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Export results">
          {(['csv', 'json'] as const).map((format) =>
            scopes.map((s) => (
              <Menu.Item key={`${format}-${s.label}`} onClick={() => void write(format, s.all)}>
                {format.toUpperCase()}, {s.label}
              </Menu.Item>
            )),
          )}
        </Menu.Dropdown>
      </Menu>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}
