import { Anchor, Group, MultiSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useRelease } from '../../lib/release.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintSource, usePrintView } from '../../ui/print/printView.ts';
import { Flags } from '../../ui/Flags.tsx';
import { ListPager } from '../../ui/ListPager.tsx';
import { crosswalkPath, sourceCodePath } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { usePageParam } from '../../lib/usePageParam.ts';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import { crosswalkQuery, fetchCrosswalk } from './queries.ts';
import { contentPageSource } from '../../lib/bulk/index.ts';
import { usePageSizeParam } from '../../lib/usePageSizeParam.ts';
import { ListTools, usePageMeta } from '../../ui/export/index.ts';
import { crosswalkColumns } from './crosswalkColumns.ts';
import { readTargetSources, writeTargetSources } from './targetSources.ts';
import { PagedEmpty } from '../../ui/PagedEmpty.tsx';
import { SourceNotFound } from '../../ui/SourceNotFound.tsx';
import { sourceConceptQuery } from '../../lib/queries/sourceConcept.ts';
import { usePastEnd } from '../../lib/usePastEnd.ts';
import { RelatedCodes } from './RelatedCodes.tsx';
import { MappingExport } from './MappingExport.tsx';
import type { CrosswalkSubject } from '../../lib/crosswalk/relatedCodes.ts';
import { useMemo } from 'react';
import type { SourceAtomCluster } from '../../api/uts/index.ts';
import { SortableTh } from '../../ui/SortableTh.tsx';
import { useSortedRows } from '../../lib/useSortParam.ts';
import { SourceVersionsLegend } from '../../ui/SourceVersion.tsx';

/** `/crosswalk/:sab/:id?targetSource=…&page=…`: codes in other sources sharing the code's CUI. */
export function CrosswalkPage() {
  const { sab = '', id = '' } = useParams();
  const release = useRelease();
  const to = useHref();
  const [params, setParams] = useSearchParams();
  const targets = readTargetSources(params.get('targetSource'));
  const from = useQuery(sourceConceptQuery(release, sab, id));
  useDocumentTitle(`Crosswalk ${sab} ${id}`);
  usePrintView({ kind: 'Crosswalk' });
  usePrintSource(sab);
  const unknown = isApiError(from.error) && from.error.kind === 'not-found';

  return (
    <Stack maw={1100}>
      <Title order={1} style={{ wordBreak: 'break-word' }}>
        Crosswalk from {sab} {id}
      </Title>
      {from.data && (
        <Text size="sm">
          <Anchor component={Link} to={to(sourceCodePath(sab, id))}>
            {from.data.name}
          </Anchor>{' '}
          — every code of other sources that shares its concept (CUI).
        </Text>
      )}
      {from.isError && (
        <ErrorPanel
          error={from.error}
          onRetry={() => void from.refetch()}
          what="the code"
          notFound={<SourceNotFound release={release} sab={sab} id={id} />}
        />
      )}
      {!unknown && (
        <>
          <Group justify="space-between" align="flex-end" gap="xs">
            <TargetFilter
              release={release}
              value={targets}
              onChange={(v) => setParams(writeTargetSources(params, v))}
            />
            <MappingExport
              release={release}
              sab={sab}
              id={id}
              name={from.data?.name ?? null}
              targets={targets}
            />
          </Group>
          <SectionBoundary what="crosswalk">
            <Matches release={release} sab={sab} id={id} targets={targets} />
          </SectionBoundary>
        </>
      )}
    </Stack>
  );
}

function TargetFilter({
  release,
  value,
  onChange,
}: {
  release: string;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const sources = useQuery(sourcesQuery(release));
  // Values from a shared link stay selectable even before (or without) the source list.
  const options = [...new Set([...(sources.data?.map((s) => s.abbreviation) ?? []), ...value])].sort();
  return (
    <MultiSelect
      label="Target sources"
      description="Only codes of these sources (all sources when empty)"
      placeholder={value.length ? undefined : 'All sources'}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      maw={520}
    />
  );
}

function Matches({ release, sab, id, targets }: CrosswalkSubject) {
  const [page, setPage] = usePageParam();
  const [pageSize, setPageSize] = usePageSizeParam();
  const query = useQuery(crosswalkQuery(release, sab, id, targets, page, pageSize));
  const pastEnd = usePastEnd(
    page,
    query.data?.items.length,
    crosswalkQuery(release, sab, id, targets, 1, pageSize),
  );
  const meta = usePageMeta(`crosswalk from ${sab} ${id}`);
  const where = targets.length ? ` in ${targets.join(', ')}` : ' in other sources';
  // Nothing in the wanted sources: offer what directly related concepts hold there.
  const offerRelated = page === 1 && targets.length > 0 && query.data?.items.length === 0;
  return (
    <>
      <QueryView
        query={query}
        what="crosswalk matches"
        isEmpty={(p) => p.items.length === 0}
        empty={
          <PagedEmpty pageNumber={page} param="page" lastPage={pastEnd.lastPage} checking={pastEnd.checking}>
            <Text c="dimmed" size="sm">
              No codes{where} share this code&apos;s concept.
            </Text>
          </PagedEmpty>
        }
      >
        {(p) => (
          <>
            <ListTools
              label="Export crosswalk"
              pageSize={pageSize}
              onPageSize={setPageSize}
              columns={crosswalkColumns(sab, id)}
              what={`crosswalk ${sab} ${id}`}
              meta={meta}
              pageRows={p.items}
              fetchPage={contentPageSource((n, signal) =>
                fetchCrosswalk(release, sab, id, targets, n, pageSize, signal),
              )}
            />
            {/* Each source's own version (MeSH 2017, ICD-10-CM 2021) beside the UMLS release. */}
            <SourceVersionsLegend release={release} sabs={[sab, ...p.items.map((c) => c.rootSource)]} />
            <MatchesTable sab={sab} id={id} where={where} matches={p.items} />
            <Group justify="flex-end">
              <ListPager page={p} onChange={setPage} label="crosswalk matches" />
            </Group>
          </>
        )}
      </QueryView>
      {offerRelated && <RelatedCodes release={release} sab={sab} id={id} targets={targets} />}
    </>
  );
}

/** One page of matches; a header sorts the rows of that page (the service pages them). */
function MatchesTable({
  sab,
  id,
  where,
  matches,
}: {
  sab: string;
  id: string;
  where: string;
  matches: readonly SourceAtomCluster[];
}) {
  const to = useHref();
  const columns = useMemo(() => crosswalkColumns(sab, id), [sab, id]);
  const { rows, sort, onSort } = useSortedRows(matches, columns);
  const th = { sort, onSort, pageOnly: true };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover data-testid="crosswalk-table">
        <Table.Caption>
          Codes{where} sharing the concept of {sab} {id}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableTh label="Source" sortKey="sab" {...th} />
            <SortableTh label="Code" sortKey="code" {...th} />
            <SortableTh label="Name" sortKey="name" {...th} />
            <SortableTh label="Atoms" sortKey="atomCount" {...th} />
            <Table.Th>
              <VisuallyHidden>Crosswalk onward</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={`${c.rootSource}/${c.ui}`}>
              <Table.Td>{c.rootSource}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={to(sourceCodePath(c.rootSource, c.ui))} size="sm">
                  {c.ui}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {c.name} <Flags obsolete={c.obsolete} suppressible={c.suppressible} />
              </Table.Td>
              <Table.Td>{c.atomCount}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={to(crosswalkPath(c.rootSource, c.ui))}
                  size="xs"
                  aria-label={`Crosswalk from ${c.rootSource} ${c.ui}`}
                >
                  crosswalk
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
