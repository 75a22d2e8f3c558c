import { Stack, Text, Title } from '@mantine/core';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { LicenceCheck } from './LicenceCheck.tsx';
import { ReleaseFiles } from './ReleaseFiles.tsx';

/** `/releases?type=…&current=1`: the release listing, one-call download and the licence check. */
export function ReleasesPage() {
  useDocumentTitle('Releases');
  usePrintView({ kind: 'Releases' });
  return (
    <Stack maw={1100} gap="xl">
      <Stack gap="xs">
        <Title order={1}>Releases</Title>
        <Text c="dimmed" size="sm">
          Release files of UMLS, RxNorm and SNOMED CT. Downloads go through the app's proxy with your API key
          in a request header, never in a link.
        </Text>
      </Stack>
      <SectionBoundary what="the release listing">
        <ReleaseFiles />
      </SectionBoundary>
      <SectionBoundary what="the licence check">
        <LicenceCheck />
      </SectionBoundary>
    </Stack>
  );
}
