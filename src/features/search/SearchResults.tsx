import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { search, type ReturnIdType, type SearchPage } from '../../api/uts/index.ts';
import { searchPageSource } from '../../lib/bulk/index.ts';
import { APP_VERSION } from '../../lib/export/index.ts';
import type { PageSize } from '../../lib/pageSize.ts';
import { TableExport } from '../../ui/export/index.ts';
import { PageSizeSelect } from '../../ui/PageSizeSelect.tsx';
import { searchColumns } from './searchColumns.ts';
import { PagedEmpty } from '../../ui/PagedEmpty.tsx';
import { isPastEnd, lastSearchPage } from '../../lib/paging.ts';
import { hitPath } from './hitLink.ts';
import { searchQuery } from './queries.ts';
import { formFromUrl, formToParams } from './searchUrl.ts';
import { useHref } from '../../lib/useHref.ts';
import { useRelease } from '../../lib/release.ts';
import { AddToBasketButton } from '../../ui/AddToBasketButton.tsx';
import { hitEntry } from './hitEntry.ts';
import { SortableTh } from '../../ui/SortableTh.tsx';
import { useSortedRows } from '../../lib/useSortParam.ts';
import { CompareCheckbox, CompareSelectedButton } from '../../ui/CompareSelection.tsx';
import { useCompareSelection } from '../../ui/useCompareSelection.ts';
import { readCompareToken } from '../../lib/compareIds.ts';

interface Props {
  page: SearchPage;
  returnIdType: ReturnIdType;
  isFetching: boolean;
  onPage: (pageNumber: number) => void;
}

export function SearchResults({
  page,
  returnIdType,
  isFetching,
  onPage,
  onPageSize,
}: Props & { onPageSize: (size: PageSize) => void }) {
  const link = useHref();
  const exporter = useSearchExport(returnIdType);
  const release = useRelease();
  const pastEnd = isPastEnd(page.pageNumber, page.hits.length);
  const first = useFirstSearchPage(pastEnd);
  const lastPage = lastSearchPage(pastEnd && first.data ? first.data : page);
  // Hits come in relevance order, a page at a time: a header re-sorts the shown page only.
  const { rows, sort, onSort } = useSortedRows(page.hits, exporter.options.columns);
  const th = { sort, onSort, pageOnly: true };
  // Concept hits (CUIs) can be ticked for the compare page.
  const selection = useCompareSelection();
  const comparable = returnIdType === 'concept';
  if (pastEnd) {
    return (
      // A search with no hits at all is past the end of page 1, which then says so itself.
      <PagedEmpty
        pageNumber={page.pageNumber}
        param="pageNumber"
        lastPage={lastPage || null}
        checking={first.isLoading}
      >
        {null}
      </PagedEmpty>
    );
  }
  const from = (page.pageNumber - 1) * page.pageSize + 1;
  const to = from + page.hits.length - 1;
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="result-range" aria-live="polite">
          {`Results ${from}–${to}${page.recCount !== null ? ` of ${page.recCount}` : ''}`}
        </Text>
        <Group gap="xs">
          {comparable && <CompareSelectedButton tokens={selection.tokens} />}
          <PageSizeSelect value={exporter.form.pageSize} onChange={onPageSize} />
          <TableExport {...exporter.options} pageRows={rows} label="Export results" />
          <Pager page={page} lastPage={lastPage} isFetching={isFetching} onPage={onPage} where="top" />
        </Group>
      </Group>
      {/* At phone width the last columns (basket, compare) scroll into view inside this box. */}
      <Table.ScrollContainer minWidth={0} type="native">
        <Table striped highlightOnHover aria-label="Search results" style={{ opacity: isFetching ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="Name" sortKey="name" {...th} />
              <SortableTh label="Identifier" sortKey={exporter.options.columns[1]!.key!} {...th} />
              <SortableTh label="Source" sortKey="sab" {...th} />
              <Table.Th>
                <VisuallyHidden>Basket and compare</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((h, i) => {
              const path = hitPath(h, returnIdType);
              return (
                <Table.Tr key={`${h.ui}-${h.rootSource}-${i}`}>
                  <Table.Td>
                    {path ? (
                      <Anchor component={Link} to={link(path)}>
                        {h.name}
                      </Anchor>
                    ) : (
                      h.name
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {h.ui}
                    </Text>
                  </Table.Td>
                  <Table.Td>{h.rootSource && <Badge variant="light">{h.rootSource}</Badge>}</Table.Td>
                  <Table.Td>
                    {/* The compare tick shares the actions cell: a column of its own is too wide at 390 px. */}
                    <Stack gap={6} align="flex-start">
                      <AddToBasketButton entry={hitEntry(h, returnIdType, release)} short />
                      {comparable && readCompareToken(h.ui) && (
                        <CompareCheckbox token={h.ui} name={h.name} selection={selection} label="Compare" />
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Pager page={page} lastPage={lastPage} isFetching={isFetching} onPage={onPage} where="bottom" />
      </Group>
    </>
  );
}

/**
 * The export of the search in the URL: "This page" is the hits on screen, "All pages" walks
 * the same search page by page (recCount, when sent, tells how many pages there are).
 */
function useSearchExport(returnIdType: ReturnIdType) {
  const [params] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const release = useRelease();
  const form = formFromUrl(params);
  // One list per return type: the table's sort reads it too, so it must keep its identity.
  const columns = useMemo(() => searchColumns(returnIdType), [returnIdType]);
  return {
    form,
    options: {
      columns,
      what: `search ${form.string}`,
      meta: () => ({ title: 'search results', page: pathname + query, release, appVersion: APP_VERSION }),
      fetchPage: searchPageSource((pageNumber, signal) =>
        search(formToParams({ ...form, pageNumber }), { release, signal }),
      ),
    },
  };
}

/**
 * Page 1 of the search in the URL, asked for only when the page shown is past the end: a
 * past-the-end page carries no hit count, page 1 may.
 */
function useFirstSearchPage(enabled: boolean) {
  const [params] = useSearchParams();
  const release = useRelease();
  const options = searchQuery(release, formToParams({ ...formFromUrl(params), pageNumber: 1 }));
  // No placeholder: another search's page 1 would give a wrong page count.
  return useQuery({ ...options, enabled: enabled && options.enabled !== false, placeholderData: undefined });
}

function Pager({
  page,
  lastPage,
  isFetching,
  onPage,
  where,
}: Omit<Props, 'returnIdType'> & { lastPage: number | null; where: 'top' | 'bottom' }) {
  const n = page.pageNumber;
  const busy = isFetching;
  return (
    <Group gap="xs" component="nav" aria-label={`Result pages (${where})`}>
      <Button size="compact-sm" variant="default" disabled={n <= 1 || busy} onClick={() => onPage(1)}>
        First page
      </Button>
      <Button size="compact-sm" variant="default" disabled={n <= 1 || busy} onClick={() => onPage(n - 1)}>
        Previous page
      </Button>
      <Text size="sm">{lastPage ? `Page ${n} of ${lastPage}` : `Page ${n}`}</Text>
      <Button
        size="compact-sm"
        variant="default"
        disabled={page.isLast || busy}
        onClick={() => onPage(n + 1)}
      >
        Next page
      </Button>
      {lastPage !== null && (
        <Button
          size="compact-sm"
          variant="default"
          disabled={n >= lastPage || busy}
          onClick={() => onPage(lastPage)}
        >
          Last page
        </Button>
      )}
    </Group>
  );
}
