import { Button, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { APP_VERSION, download } from '../../lib/export/index.ts';
import { demoIdsOf } from '../../ui/export/demoIds.ts';
import type { MappingFormat } from '../../lib/export/mapping/index.ts';
import { versionFacts } from '../../lib/queries/versionFacts.ts';
import { fetchCrosswalkMappingRows } from './fetchMappingRows.ts';

export interface MappingExportProps {
  release: string;
  sab: string;
  id: string;
  name: string | null;
  targets: string[];
}

const FORMATS: ReadonlyArray<{ format: MappingFormat; name: string }> = [
  { format: 'conceptmap', name: 'FHIR ConceptMap (JSON)' },
  { format: 'sssom', name: 'SSSOM (TSV)' },
];

async function tell(color: 'red' | 'yellow', title: string, message: string) {
  try {
    (await import('../../ui/toast.ts')).showToast({ color, title, message });
  } catch {
    window.alert(`${title}: ${message}`);
  }
}

/**
 * The crosswalk as a mapping file: every same-CUI match (equivalent / exactMatch), the related
 * fallback for wanted sources without one (wider / narrower / related-to, the relation in the
 * comment), and unmatched rows saying why. Offered whether or not anything matched: "nothing
 * maps" is a result worth recording too.
 */
export function MappingExport({ release, sab, id, name, targets }: MappingExportProps) {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const title = `Crosswalk from ${sab} ${id}${targets.length ? ` to ${targets.join(', ')}` : ''}`;

  async function save(format: MappingFormat) {
    setBusy(true);
    try {
      const [rows, facts, { buildMappingExport }] = await Promise.all([
        client.fetchQuery({
          queryKey: ['uts', release, 'crosswalk', sab, id, 'mapping', { targetSource: [...targets] }],
          queryFn: ({ signal }) => fetchCrosswalkMappingRows(release, { sab, id, name }, targets, signal),
          staleTime: 5 * 60_000,
        }),
        // A file names the release `current` stood for; if that cannot be told, the one asked.
        // Each system's own version and the UMLS release `current` stood for, once per session.
        versionFacts(client, release),
        import('../../lib/export/mapping/build.ts'),
      ]);
      const out = buildMappingExport({
        format,
        rows,
        what: `crosswalk ${sab} ${id}`,
        part: 'all',
        meta: {
          title,
          release: facts.umlsRelease,
          versions: facts,
          generatedAt: new Date().toISOString(),
          origin: window.location.origin,
          page: pathname + search,
          appVersion: APP_VERSION,
          demoIds: demoIdsOf(client),
        },
      });
      download(out.blob, out.fileName);
      if (out.leftOut.length)
        void tell(
          'yellow',
          'Some mappings are not in the ConceptMap',
          `${out.leftOut.map((l) => `${l.rows} with ${l.source}`).join(', ')}: HL7 Terminology has no FHIR system for ${
            out.leftOut.length === 1 ? 'this source' : 'these sources'
          }. The SSSOM file has them.`,
        );
    } catch (error) {
      void tell(
        'red',
        'The mapping file was not saved',
        error instanceof Error ? error.message : 'The export failed.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" size="xs" loading={busy} aria-haspopup="menu">
          Export mapping
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Export mapping">
        {FORMATS.map(({ format, name: label }) => (
          <Menu.Item key={format} onClick={() => void save(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
