import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRelease } from '../lib/release.ts';
import { resolvedReleaseQuery } from '../lib/queries/resolvedRelease.ts';
import { runtimeConfigQuery } from '../lib/queries/runtimeConfig.ts';
import { useIdleImport } from './useIdleImport.ts';

/** Which upstream is in use and which release this page reads, always visible. */
export function Footer() {
  const config = useQuery(runtimeConfigQuery());
  // Once the page is idle: the drug service client, its two calls and their XML stay out of
  // the first load's work.
  const versions = useIdleImport(() => import('../ui/DrugVocabVersions.tsx'));
  const DrugVocabVersions = versions.mod?.DrugVocabVersions;
  // The release this page reads: the link's `?release=` wins over Settings.
  const release = useRelease();
  // The release behind `current` is asked for at that idle moment too, after the page's own
  // calls, and once the runtime config is applied (the demo key).
  const resolved = useQuery({ ...resolvedReleaseQuery(release), enabled: versions.asked });
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
