import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense } from 'react';
import { useRelease } from '../lib/release.ts';
import { resolvedReleaseQuery } from '../lib/queries/resolvedRelease.ts';
import { runtimeConfigQuery } from '../lib/queries/runtimeConfig.ts';

// Lazy: the drug service client stays out of the first page load.
const DrugVocabVersions = lazy(async () => ({
  default: (await import('../ui/DrugVocabVersions.tsx')).DrugVocabVersions,
}));

/**
 * The drug service's versions do not change with the URL, while the footer re-renders on every
 * navigation (it shows the release): memoised, they are not redrawn on each (issue 16).
 */
const DrugVersions = memo(function DrugVersions() {
  return (
    <Suspense fallback={null}>
      <DrugVocabVersions visibleFrom="sm" />
    </Suspense>
  );
});

/** Which upstream is in use and which release this page reads, always visible. */
export function Footer() {
  const config = useQuery(runtimeConfigQuery());
  // The release this page reads: the link's `?release=` wins over Settings.
  const release = useRelease();
  const resolved = useQuery(resolvedReleaseQuery(release));
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
      <DrugVersions />
      <Text size="xs" c="dimmed" data-testid="footer-release">
        Release: {release}
        {release === 'current' && resolved.data ? ` (${resolved.data})` : ''}
      </Text>
    </Group>
  );
}
