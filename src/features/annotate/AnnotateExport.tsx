import { Button, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DecidedMention } from '../../lib/annotate/decisions.ts';
import { mentionColumns } from '../../lib/annotate/export.ts';
import { APP_VERSION, buildExport, download } from '../../lib/export/index.ts';
import { releaseToRecord } from '../../lib/queries/resolvedRelease.ts';
import { sourceVersionLookup } from '../../lib/queries/sourceVersions.ts';
import { sourceVersionLabel } from '../../lib/sourceVersion.ts';
import type { AnnotateFilters } from './queries.ts';
import { demoIdsOf } from '../../ui/export/demoIds.ts';

/**
 * "Export mentions": CSV or JSON of every mention shown, with the provenance every export
 * carries (the release `current` stood for, each named source's own version, date, app
 * version) and what was searched: the sources, the semantic groups and the target source. The text itself is not in the file.
 */
export function AnnotateExport({
  mentions,
  filters,
  release,
  complete,
  save = download,
}: {
  mentions: readonly DecidedMention[];
  filters: AnnotateFilters;
  release: string;
  complete: boolean;
  save?: (blob: Blob, fileName: string) => void;
}) {
  const client = useQueryClient();
  const write = async (format: 'csv' | 'json') => {
    const resolved = await releaseToRecord(client, release);
    // The versions of the sources searched and of the target (MeSH 2017 beside UMLS 2025AB).
    const versionOf = await sourceVersionLookup(client, release);
    const named = [...new Set([...filters.sabs, ...(filters.target ? [filters.target] : [])])];
    const versions = named.map((sab) => sourceVersionLabel(versionOf(sab)));
    const file = buildExport({
      format,
      rows: mentions,
      columns: mentionColumns(filters.target),
      what: 'annotation',
      demoIds: demoIdsOf(client),
      meta: {
        title: 'text annotation: mentions',
        release: resolved,
        page: '/annotate',
        query: {
          sources: filters.sabs.length ? filters.sabs : 'all',
          semanticGroups: filters.groups.length ? filters.groups : 'all',
          targetSource: filters.target,
          sourceVersions: [`UMLS ${resolved}`, ...versions],
        },
        appVersion: APP_VERSION,
        scope: 'all',
        complete,
      },
    });
    save(file.blob, file.fileName);
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" disabled={mentions.length === 0}>
          Export mentions
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Export mentions">
        <Menu.Item onClick={() => void write('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => void write('json')}>JSON</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
