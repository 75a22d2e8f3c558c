import { Alert, Anchor, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrowseLink } from './BrowseLink.tsx';
import { isHierarchical } from './topNode.ts';
import type { RootSource } from '../../api/uts/index.ts';
import { useRelease } from '../../lib/release.ts';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { searchInSourceLink } from '../../lib/paths.ts';
import { filterSources, restrictionLabel } from './filterSources.ts';
import { PREFETCHED } from '../../lib/queries/prefetched.ts';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { VOCABULARY_COLUMNS } from './vocabularyColumns.ts';
import { parseSourceVersion, sourceVersionValue } from '../../lib/sourceVersion.ts';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';
import { DEMO_ABSENT_SOURCES, DEMO_HOLDINGS } from '../../lib/demoHoldings.ts';

/** `/vocabularies?filter=…`: every root source of the release, filterable. */
export function VocabulariesPage() {
  useDocumentTitle('Vocabularies');
  const release = useRelease();
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') ?? '';
  const query = useQuery({ ...sourcesQuery(release), ...PREFETCHED });
  const emulator = useQuery(runtimeConfigQuery()).data?.emulator === true;
  // The box is controlled locally so typing never lags behind the URL; the URL follows each keystroke.
  const [text, setText] = useState(filter);
  const onFilter = (value: string) => {
    setText(value);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('filter', value);
        else next.delete('filter');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack maw={1200}>
      <Title order={1}>Vocabularies</Title>
      <Text c="dimmed" size="sm">
        The source vocabularies of {release === 'current' ? 'the current release' : `release ${release}`},
        with their licence restriction level.
      </Text>
      {emulator && (
        <Alert color="yellow" title="Demo data" data-testid="demo-holdings-note">
          The local emulator serves the open data the project ships, every source in it whole; each source
          below says what the demo holds of it and what it does not. {DEMO_ABSENT_SOURCES}{' '}
          {/* The alert's own text colour, underlined: a link colour on the yellow alert fails contrast in dark mode. */}
          <Anchor component={Link} to="/about" size="sm" c="inherit" underline="always">
            More about the demo data
          </Anchor>
        </Alert>
      )}
      <TextInput
        label="Filter vocabularies"
        description="Abbreviation, name, family or language"
        value={text}
        onChange={(e) => onFilter(e.currentTarget.value)}
        maw={420}
        maxLength={200}
      />
      <SectionBoundary what="vocabularies">
        <QueryView query={query} what="vocabularies" loadingLines={6}>
          {(sources) => (
            <SourcesTable
              sources={filterSources(sources, filter)}
              total={sources.length}
              filter={filter}
              emulator={emulator}
            />
          )}
        </QueryView>
      </SectionBoundary>
    </Stack>
  );
}

function SourcesTable({
  sources,
  total,
  filter,
  emulator,
}: {
  sources: RootSource[];
  total: number;
  filter: string;
  /** On the emulator each row also says what the demo holds of the source. */
  emulator: boolean;
}) {
  const [params] = useSearchParams();
  const meta = usePageMeta('vocabularies');
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite" data-testid="vocabulary-count">
          {filter ? `${sources.length} of ${total} vocabularies match.` : `${total} vocabularies.`}
        </Text>
        {/* The rows shown: with a filter, the file holds the matches only. */}
        <TableExport
          label="Export vocabularies"
          columns={VOCABULARY_COLUMNS}
          what="vocabularies"
          meta={meta}
          pageRows={sources}
        />
      </Group>
      {sources.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="empty-state">
          No vocabulary matches “{filter}”.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover data-testid="vocabularies-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Abbreviation</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th>Family</Table.Th>
                <Table.Th>Language</Table.Th>
                <Table.Th>Restriction level</Table.Th>
                <Table.Th>Search and browse</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sources.map((s) => (
                <Table.Tr key={s.abbreviation}>
                  <Table.Td ff="monospace">{s.abbreviation}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{s.expandedForm}</Text>
                    {(s.shortName || s.preferredName) && (
                      <Text size="xs" c="dimmed">
                        {[s.shortName, s.preferredName]
                          .filter((n, i, all) => n && n !== s.expandedForm && all.indexOf(n) === i)
                          .join(' · ')}
                      </Text>
                    )}
                    {emulator && <DemoHolding sab={s.abbreviation} />}
                  </Table.Td>
                  <Table.Td data-testid={`vocabulary-version-${s.abbreviation}`}>
                    {sourceVersionValue(parseSourceVersion(s))}
                  </Table.Td>
                  <Table.Td>{s.family ?? '—'}</Table.Td>
                  <Table.Td>
                    {s.language ? (s.language.expandedForm ?? s.language.abbreviation) : '—'}
                  </Table.Td>
                  <Table.Td>{restrictionLabel(s.restrictionLevel)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor
                      component={Link}
                      to={searchInSourceLink(s.abbreviation, params)}
                      size="sm"
                      aria-label={`Search in ${s.abbreviation}`}
                    >
                      Search in {s.abbreviation}
                    </Anchor>
                    {isHierarchical(s.hierarchicalName) && (
                      <BrowseLink sab={s.abbreviation} topName={s.hierarchicalName} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

/** What the demo holds of one source (count, version, what is not there). */
function DemoHolding({ sab }: { sab: string }) {
  const h = DEMO_HOLDINGS.find((x) => x.sab === sab);
  if (!h) return null;
  return (
    <Text size="xs" data-testid={`demo-holding-${sab}`}>
      Demo: {h.count.toLocaleString('en-US')} from {h.version}: {h.holds}. Not held: {h.missing}.
    </Text>
  );
}
