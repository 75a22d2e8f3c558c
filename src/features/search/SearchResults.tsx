import { Table, VisuallyHidden } from '@mantine/core';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  search,
  type Atom,
  type Concept,
  type Page,
  type ReturnIdType,
  type SearchPage,
} from '../../api/uts/index.ts';
import { searchPageSource } from '../../lib/bulk/index.ts';
import { APP_VERSION } from '../../lib/export/index.ts';
import type { PageSize } from '../../lib/pageSize.ts';
import { TableExport } from '../../ui/export/index.ts';
import { PageSizeSelect } from '../../ui/PageSizeSelect.tsx';
import { idColumnKey, searchColumns } from './searchColumns.ts';
import { PagedEmpty } from '../../ui/PagedEmpty.tsx';
import { isPastEnd, lastSearchPage } from '../../lib/paging.ts';
import { hitPath } from './hitLink.ts';
import { searchQuery } from './queries.ts';
import { effectiveForm, formFromUrl, formToParams } from './searchUrl.ts';
import { useHref } from '../../lib/useHref.ts';
import { useLinkClicks } from '../../lib/useLinkClicks.ts';
import { useRelease } from '../../lib/release.ts';
import { entryId, useBasketIds } from '../../lib/basket/index.ts';
import { hitEntry } from './hitEntry.ts';
import { SortableTh } from '../../ui/SortableTh.tsx';
import { useSortedRows } from '../../lib/useSortParam.ts';
import { CompareSelectedButton } from '../../ui/CompareSelection.tsx';
import { SearchHitRow } from './SearchHitRow.tsx';
import { PlainButton } from '../../ui/PlainButton.tsx';
import { compareTick } from './compareTick.ts';
import { useCompareSelection } from '../../ui/useCompareSelection.ts';
import { hitDetailQueries, hitDetails, type HitDetails, type QueryState } from './hitDetails.ts';
import { isDemoCui } from '../../lib/demoIds.ts';
import { useOnEmulator } from '../../lib/useOnEmulator.ts';
import { resultRows } from './resultRows.ts';

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
  const linkClicks = useLinkClicks();
  const [params, setParams] = useSearchParams();
  // The matched atom and the semantic types cost two requests per hit: shown on request
  // (`types=1`), for concept hits.
  const showTypes = params.get('types') === '1' && returnIdType === 'concept';
  const exporter = useSearchExport(returnIdType, showTypes);
  // Concept ids the demo made up are marked as its own (on the emulator only).
  const emulator = useOnEmulator() && returnIdType === 'concept';
  const formKey = params.toString();
  const form = useMemo(() => effectiveForm(formFromUrl(new URLSearchParams(formKey))), [formKey]);
  const release = useRelease();
  const pastEnd = isPastEnd(page.pageNumber, page.hits.length);
  const first = useFirstSearchPage(pastEnd);
  const lastPage = lastSearchPage(pastEnd && first.data ? first.data : page);
  const from = (page.pageNumber - 1) * page.pageSize + 1;
  // Per hit, its concept (semantic types) and its atoms under the search's own filters (which
  // one matched). Each row says for itself when its details are coming or failed.
  const detailsOf = useQueries({
    queries: showTypes ? page.hits.flatMap((h) => hitDetailQueries(release, h.ui, form)) : [],
    combine: useCallback(
      (results: ReadonlyArray<{ data?: unknown; isError: boolean }>) =>
        showTypes
          ? page.hits.map((_, i): HitDetails =>
              // The queries alternate: concept, atoms.
              hitDetails(results[2 * i] as QueryState<Concept>, results[2 * i + 1] as QueryState<Page<Atom>>),
            )
          : [],
      [showTypes, page.hits],
    ),
  });
  const ranked = useMemo(
    () => resultRows(page.hits, from, form, showTypes ? detailsOf : null),
    [page.hits, from, form, showTypes, detailsOf],
  );
  // Hits come in relevance order, a page at a time: a header re-sorts the shown page only.
  const { rows, sort, onSort } = useSortedRows(ranked, exporter.options.columns);
  const th = { sort, onSort, pageOnly: true };
  // Concept hits (CUIs) can be ticked for the compare page.
  const selection = useCompareSelection();
  const comparable = returnIdType === 'concept';
  // What each row adds to the basket, kept while the hits are: rows are memoised on it.
  const entries = useMemo(
    () => new Map(page.hits.map((h, i) => [from + i, hitEntry(h, returnIdType, release)])),
    [page.hits, from, returnIdType, release],
  );
  const basketIds = useBasketIds();
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
  const to = from + page.hits.length - 1;
  const sortedBy =
    sort && sort.key !== 'rank' ? exporter.options.columns.find((c) => c.key === sort.key) : null;
  return (
    <>
      {/* Plain elements drawn as Mantine's Group and Text (plainRow.css), like the rows: the
          toolbar renders with the first rows of a search. */}
      <div className="pr-group" data-gap="md" data-justify="between">
        <p className="pr-text-sm pr-dimmed" data-testid="result-range" aria-live="polite">
          {`Results ${from}–${to}${page.recCount !== null ? ` of ${page.recCount}` : ''}`}
        </p>
        <div className="pr-group">
          {comparable && <CompareSelectedButton tokens={selection.tokens} />}
          {comparable && (
            <PlainButton
              size="sm"
              aria-pressed={showTypes}
              title="The atom each result matched, and its semantic types: two requests per result on this page"
              onClick={() =>
                setParams(
                  (prev) => {
                    const p = new URLSearchParams(prev);
                    if (showTypes) p.delete('types');
                    else p.set('types', '1');
                    return p;
                  },
                  { replace: true },
                )
              }
            >
              Matched atom and semantic types
            </PlainButton>
          )}
          <PageSizeSelect value={exporter.form.pageSize} onChange={onPageSize} />
          <TableExport {...exporter.options} pageRows={rows} label="Export results" />
          <Pager page={page} lastPage={lastPage} isFetching={isFetching} onPage={onPage} where="top" />
        </div>
      </div>
      {sortedBy && !(page.pageNumber === 1 && page.isLast) && (
        // A page of a server-ranked list: say what the sort covers, and how to get back.
        <p className="pr-text-sm pr-dimmed" data-testid="sort-scope">
          {`Sorted by ${sortedBy.header}: the ${page.hits.length} rows of this page only. ` +
            `The ${page.recCount ?? 'other'} results come from the service in relevance order, ` +
            `${page.pageSize} a page; sort by Rank to see that order.`}
        </p>
      )}
      {/* At phone width the last columns (basket, compare) scroll into view inside this box. */}
      {/* Positioned, so the header's visually hidden label (absolutely placed) stays inside the
          scrolling box instead of widening the page past the phone's screen. */}
      <Table.ScrollContainer minWidth={0} type="native" style={{ position: 'relative' }}>
        <Table striped highlightOnHover aria-label="Search results" style={{ opacity: isFetching ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="Name" sortKey="name" {...th} />
              <SortableTh label="Identifier" sortKey={idColumnKey(returnIdType)} {...th} />
              <SortableTh label="Source" sortKey="sab" {...th} />
              <SortableTh label="Rank and why" sortKey="rank" {...th} />
              {showTypes && <Table.Th>Semantic types</Table.Th>}
              <Table.Th>
                <VisuallyHidden>Basket and compare</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody onClick={linkClicks}>
            {rows.map((h, i) => {
              const path = hitPath(h, returnIdType);
              const entry = entries.get(h.rank) ?? null;
              return (
                <SearchHitRow
                  key={`${h.ui}-${h.rootSource}-${i}`}
                  hit={h}
                  href={path && link(path)}
                  entry={entry}
                  inBasket={!!entry && basketIds.has(entryId(entry.system, entry.code))}
                  tick={comparable ? compareTick(h.ui, selection.tokens) : null}
                  showTypes={showTypes}
                  demoId={isDemoCui(h.ui, emulator)}
                  onCompare={selection.toggle}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div className="pr-group" data-gap="md" data-justify="end">
        <Pager page={page} lastPage={lastPage} isFetching={isFetching} onPage={onPage} where="bottom" />
      </div>
    </>
  );
}

/** The largest page a search returns (uts-rest-wire.md §4.2: "a single page of up to 200 results"). */
const EXPORT_PAGE_SIZE = 200;

/**
 * The export of the search in the URL: "This page" is the hits on screen, "All pages" walks
 * the same search page by page (recCount, when sent, tells how many pages there are).
 */
function useSearchExport(returnIdType: ReturnIdType, withTypes: boolean) {
  const [params] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const release = useRelease();
  const client = useQueryClient();
  const form = formFromUrl(params);
  // One list per return type: the table's sort reads it too, so it must keep its identity.
  const columns = useMemo(() => searchColumns(returnIdType, withTypes), [returnIdType, withTypes]);
  const pages = searchPageSource((pageNumber, signal) =>
    search(formToParams({ ...form, pageSize: EXPORT_PAGE_SIZE, pageNumber }), { release, signal }),
  );
  return {
    form,
    options: {
      columns,
      what: `search ${form.string}`,
      // lookUp: a file saved before the footer resolved `current` asks for it, never says "current".
      meta: () => ({
        title: 'search results',
        page: pathname + query,
        release,
        appVersion: APP_VERSION,
        lookUp: true,
      }),
      // All pages at the largest page a search returns, whatever the table shows: 670 hits are
      // 4 requests, not 27 (at 20 requests/s the count is the time). With the details shown,
      // each hit's concept and atoms too (from the cache when the table asked already); a
      // detail that fails is said in its row, the file is still written.
      fetchPage: async (pageNumber: number, signal: AbortSignal) => {
        const p = await pages(pageNumber, signal);
        const sent = effectiveForm(form);
        const settled = <T,>(answer: Promise<T>): Promise<QueryState<T>> =>
          answer.then(
            (data) => ({ data, isError: false }),
            (): QueryState<T> => {
              // A cancelled export stops; a failed detail is said in its row.
              if (signal.aborted) throw signal.reason;
              return { isError: true };
            },
          );
        const details = withTypes
          ? await Promise.all(
              p.items.map(async (h): Promise<HitDetails> => {
                const [concept, atoms] = hitDetailQueries(release, h.ui, sent);
                const [c, a] = await Promise.all([
                  settled(client.fetchQuery(concept)),
                  settled(client.fetchQuery(atoms)),
                ]);
                return hitDetails(c, a);
              }),
            )
          : null;
        const from = (pageNumber - 1) * EXPORT_PAGE_SIZE + 1;
        return { ...p, items: resultRows(p.items, from, sent, details) };
      },
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

/** The result pages, top and bottom: plain buttons (PlainButton), rendered with every search. */
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
    <nav className="pr-group" aria-label={`Result pages (${where})`}>
      <PlainButton size="sm" disabled={n <= 1 || busy} onClick={() => onPage(1)}>
        First page
      </PlainButton>
      <PlainButton size="sm" disabled={n <= 1 || busy} onClick={() => onPage(n - 1)}>
        Previous page
      </PlainButton>
      <p className="pr-text-sm">{lastPage ? `Page ${n} of ${lastPage}` : `Page ${n}`}</p>
      <PlainButton size="sm" disabled={page.isLast || busy} onClick={() => onPage(n + 1)}>
        Next page
      </PlainButton>
      {lastPage !== null && (
        <PlainButton size="sm" disabled={n >= lastPage || busy} onClick={() => onPage(lastPage)}>
          Last page
        </PlainButton>
      )}
    </nav>
  );
}
