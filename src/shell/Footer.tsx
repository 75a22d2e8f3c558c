import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRelease } from '../lib/release.ts';
import { resolvedReleaseQuery } from '../lib/queries/resolvedRelease.ts';
import { runtimeConfigQuery } from '../lib/queries/runtimeConfig.ts';
import { useRuntimeReady } from '../lib/useRuntimeReady.ts';
import { useIdleImport } from './useIdleImport.ts';

/** Which upstream is in use and which release this page reads, always visible. */
export function Footer() {
  const config = useQuery(runtimeConfigQuery());
  // Once the page is idle: the drug service client, its two calls and their XML stay out of
  // the first load's work (issue 16).
  const DrugVocabVersions = useIdleImport(() => import('../ui/DrugVocabVersions.tsx')).mod?.DrugVocabVersions;
  // The release this page reads: the link's `?release=` wins over Settings.
  const release = useRelease();
  // The frame renders before the runtime config is applied (on the emulator, the demo key): a
  // call made before would go without the key.
  const ready = useRuntimeReady();
  const resolved = useQuery({ ...resolvedReleaseQuery(release), enabled: ready });
  const upstream = config.isPending
    ? 'checking upstream…'
    : config.isError
      ? 'upstream unknown (configuration not readable)'
      : config.data.upstreamLabel;
  return (
    <Group h="100%" justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" data-testid="footer-upstream" truncate>
        {upstream}
      </Text>
      {DrugVocabVersions && <DrugVocabVersions visibleFrom="sm" />}
      <Text size="xs" c="dimmed" data-testid="footer-release">
        Release: {release}
        {release === 'current' && resolved.data ? ` (${resolved.data})` : ''}
      </Text>
    </Group>
  );
}
