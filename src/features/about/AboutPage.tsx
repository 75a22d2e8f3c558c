import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useRelease } from '../../lib/release.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { DEMO_SOURCES } from './attribution.ts';
import { DEMO_ABSENT_SOURCES, DEMO_HOLDINGS } from '../../lib/demoHoldings.ts';
import { resolvedReleaseQuery } from '../../lib/queries/resolvedRelease.ts';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';

const DrugVocabVersions = lazy(async () => ({
  default: (await import('../../ui/DrugVocabVersions.tsx')).DrugVocabVersions,
}));

export function AboutPage() {
  useDocumentTitle('About');
  usePrintView({ kind: 'About' });
  const release = useRelease();
  const config = useQuery(runtimeConfigQuery());
  const resolved = useQuery(resolvedReleaseQuery(release));
  const releaseText = resolved.isPending
    ? '…'
    : resolved.isError
      ? `${release} (name unavailable)`
      : (resolved.data ?? release);

  return (
    <Stack maw={900}>
      <Title order={1}>About</Title>
      <Text>
        A browser for the UMLS Metathesaurus (through the UTS REST content service) and for RxNorm (through
        the SOAP drug-vocabulary service).
      </Text>
      <Title order={2} size="h3">
        Versions
      </Title>
      <Table variant="vertical" withTableBorder aria-label="Versions" maw={640}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={220}>Upstream</Table.Th>
            <Table.Td>{config.data?.upstreamLabel ?? '…'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>UMLS release in use</Table.Th>
            <Table.Td data-testid="about-release">{releaseText}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Drug vocabulary · meta versions</Table.Th>
            <Table.Td>
              <Suspense fallback="…">
                <DrugVocabVersions />
              </Suspense>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {config.data?.emulator && (
        <>
          <Title order={2} size="h3">
            Demo data
          </Title>
          <Alert color="yellow" title="This is not the UMLS">
            The local emulator serves the open data below, each source whole, and nothing else. Atom
            identifiers (A9…), relation and attribute identifiers, and concept identifiers where the data has
            no real UMLS CUI (C9…), are synthetic. Disease Ontology terms keep their real UMLS CUIs. The drug
            service's restricted atoms come from an invented source, DEMO_SRL3, so that proprietary
            information with and without a service ticket can be shown.
          </Alert>
          <Text size="sm">
            How codes are grouped into concepts: each Disease Ontology term is a concept, under its first real
            UMLS CUI. A MeSH descriptor or ICD-10-CM code the term cross-references joins that concept only
            when it means the same thing: ICD-10-CM blocks (such as I20-I25) and “Other …” categories never
            join, nor does a code sharing no word with the term, and when a term spans several UMLS concepts
            (coronary artery disease) only the code named like the term joins. Every other code keeps a
            concept of its own, so the demo sometimes keeps apart codes the UMLS merges, but does not merge
            codes that differ. An RxNorm ingredient shares a concept with the MeSH heading of the same name.
            Each hierarchical source’s tree starts at a top node named for the source (V-MSH, V-ICD10CM, V-GO,
            V-DOID).
          </Text>
          <Title order={3} size="h4">
            What the demo holds
          </Title>
          <Text size="sm" data-testid="demo-absent-sources">
            {DEMO_ABSENT_SOURCES} A code or name the demo does not hold is “not found” here even where the
            UMLS has it: that is the demo data’s limit, not a fault of the service.
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder aria-label="What the demo holds">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Holds</Table.Th>
                  <Table.Th>Not held</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {DEMO_HOLDINGS.map((h) => (
                  <Table.Tr key={h.sab}>
                    <Table.Td ff="monospace">{h.sab}</Table.Td>
                    <Table.Td>{h.version}</Table.Td>
                    <Table.Td>
                      {h.count.toLocaleString('en-US')}: {h.holds}
                    </Table.Td>
                    <Table.Td>{h.missing}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Table striped withTableBorder aria-label="Demo data sources">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Source</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th>Licence and terms</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {DEMO_SOURCES.map((s) => (
                <Table.Tr key={s.source}>
                  <Table.Td>{s.source}</Table.Td>
                  <Table.Td>{s.version}</Table.Td>
                  <Table.Td>{s.licence}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Text size="sm" c="dimmed">
        UMLS content is used under the UMLS Metathesaurus License;{' '}
        <Anchor href="https://uts.nlm.nih.gov/uts/" target="_blank" rel="noreferrer">
          get a licence and an API key at UTS
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
