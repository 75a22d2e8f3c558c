import { Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { resolvedReleaseQuery } from '../lib/queries/resolvedRelease.ts';
import { useSourceVersion, useSourceVersions } from '../lib/queries/sourceVersions.ts';
import { sourceVersionLabel, versionOf } from '../lib/sourceVersion.ts';

/**
 * The UMLS release to name: the one the page read its data in when it knows it, else the one
 * `current` stands for (the footer asks the same cached question on every page), else as asked.
 */
function useUmlsName(release: string, known: string | null | undefined): string {
  const resolved = useQuery({ ...resolvedReleaseQuery(release), enabled: !known });
  return known ?? resolved.data ?? release;
}

/**
 * A source's own version beside the UMLS release its content was read in: "MeSH 2017 · UMLS
 * 2025AB". The release alone would pass a MeSH 2017 tree off as current MeSH.
 */
export function SourceVersionText({
  release,
  sab,
  umls,
  ...text
}: {
  /** The release the page reads (`current` or a name): the key of the source list. */
  release: string;
  sab: string;
  /** The UMLS release to name, resolved when the page knows it (2025AB); else `release`. */
  umls?: string | null;
} & TextProps) {
  const { version, pending } = useSourceVersion(release, sab);
  const named = useUmlsName(release, umls);
  return (
    <Text size="sm" data-testid="source-version" data-state={pending ? 'pending' : version.state} {...text}>
      {pending ? `${sab} version …` : sourceVersionLabel(version)} · UMLS {named}
    </Text>
  );
}

/**
 * The versions of the sources a list shows (a concept's atoms come from several): "Source
 * versions in UMLS 2025AB — DOID: Disease Ontology 2026_07_31 · MSH: MeSH 2017".
 */
export function SourceVersionsLegend({
  release,
  sabs,
  umls,
}: {
  release: string;
  sabs: readonly string[];
  umls?: string | null;
}) {
  const { versions, pending } = useSourceVersions(release);
  const named = useUmlsName(release, umls);
  const distinct = [...new Set(sabs)].sort((a, b) => a.localeCompare(b));
  if (distinct.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="source-versions" data-state={pending ? 'pending' : 'read'}>
      Source versions in UMLS {named} —{' '}
      {distinct
        .map((sab) => (pending ? `${sab}: …` : `${sab}: ${sourceVersionLabel(versionOf(versions, sab))}`))
        .join(' · ')}
    </Text>
  );
}
