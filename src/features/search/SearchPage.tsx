import { Alert, Stack, Text, Title } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { callLog, viewKeyOf } from '../../api/callLog.ts';
import { retryableLazy } from '../../ui/retryableLazy.tsx';
import { useSearchParams } from 'react-router';
import { useFormKey } from './useFormKey.ts';
import { useRelease } from '../../lib/release.ts';
import { releaseToCarry } from '../../lib/releaseParam.ts';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { NoResults } from './NoResults.tsx';
import { searchQuery } from './queries.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchResults } from './SearchResults.tsx';
import { effectiveForm, formFromUrl, formToParams, formToUrl, type SearchForm as Form } from './searchUrl.ts';
import { recognition } from './recognized.ts';
import { Recognized } from './Recognized.tsx';
import { MAX_STRING } from '../../lib/searchText.ts';
import { visibleText } from '../../lib/userText.ts';
import { useNavigationPending } from '../../lib/useNavigationPending.ts';
import { pageAfterResize } from '../../lib/pageSize.ts';
import semanticNetwork from '../../lib/semanticNetwork.json';
import { usePrintSource, usePrintView } from '../../ui/print/printView.ts';
import { searchSummary } from './searchSummary.ts';

// "Try this request" (a form, the live request, the raw answer): its own chunk, when asked for.
const LazyTryRequest = retryableLazy(
  () => import('./TryRequest.tsx'),
  (m) => m.TryRequest,
);

const TYPE_NAMES = new Map(semanticNetwork.types.map((t) => [t.tui, t.name]));
const typeName = (tui: string) => TYPE_NAMES.get(tui);

/** How long a submitted search waits for its answer before the page shows it loading. */
const HOLD_MS = 150;

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const release = useRelease();
  const form = formFromUrl(params);
  useDocumentTitle(form.string ? `Search: ${visibleText(form.string)}` : 'Search');
  const query = useQuery(searchQuery(release, formToParams(form)));
  const queryClient = useQueryClient();
  const formKey = useFormKey(params.toString());
  const latestGo = useRef(0);
  // Whether the router is on its way elsewhere: the URL alone does not tell.
  const leaving = useNavigationPending();
  // One identity across renders (the memoised form and rows take it), the latest closure inside.
  const go = useCallbackRef((next: Form) => {
    const nextParams = formToParams(next);
    const url = formToUrl(next, releaseToCarry(params));
    const navigate = () => {
      formKey.own(url.toString());
      // Rendered at once, in one task, not as a router transition: a transition renders in
      // 5 ms slices and starts over when a store changes meanwhile, which cost 5–7 ms at the
      // median between the answer and the first row (measured interleaved).
      setParams(url, { flushSync: true });
    };
    if (nextParams.string.trim() === '') return navigate();
    // The request leaves with the key press, and the URL changes once the answer is in, or
    // after HOLD_MS at most: the page then renders once, with the rows, instead of rendering
    // a skeleton first and the rows after it (search submit → first row). A slow
    // answer still shows the skeleton. Only the latest of quick submits navigates, and only
    // from where it was submitted: a link followed or Back pressed meanwhile wins, even while
    // the router still waits for that page's code.
    const id = ++latestGo.current;
    const from = window.location.href;
    // The search leaves from this view for the next: the Requests drawer lists it there.
    callLog.forNextView(viewKeyOf({ pathname: window.location.pathname, search: `?${url}` }));
    const answer = queryClient.prefetchQuery(searchQuery(release, nextParams));
    void Promise.race([answer, new Promise((r) => setTimeout(r, HOLD_MS))]).then(() => {
      if (id === latestGo.current && window.location.href === from && !leaving()) navigate();
    });
  });
  // Open in the URL (`try=1`), so a shared link opens it; the form it starts from is the box's
  // as it stood, or the URL's search.
  const trying = params.get('try') === '1';
  const [tryFrom, setTryFrom] = useState<Form | null>(null);
  const setTrying = useCallbackRef((open: boolean) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (open) p.set('try', '1');
        else p.delete('try');
        return p;
      },
      { replace: true },
    ),
  );
  const onTry = useCallbackRef((f: Form) => {
    setTryFrom(effectiveForm(f));
    setTrying(true);
  });
  const cut = (params.get('string') ?? '').length > MAX_STRING;
  // What was sent: a code-shaped string is searched as that code (effectiveForm).
  const sent = effectiveForm(form);
  const recognized = recognition(form);

  usePrintView({ kind: 'Search results', what: form.string ? `“${visibleText(form.string)}”` : undefined });
  // A search limited to sources names each with its version; one over them all names none.
  usePrintSource(sent.sabs);

  return (
    <Stack>
      <Title order={1}>Search</Title>
      {/* On paper the form's controls do not print: what was searched is said in words. */}
      {form.string && (
        <Text
          data-print="only"
          data-testid="search-summary"
          data-print-text={searchSummary({ ...sent, string: visibleText(sent.string) }, typeName)}
        />
      )}
      {/* refilled (remounted) when the URL changes from outside: back/forward, links */}
      <div data-print="hide">
        <SearchForm
          key={formKey.key}
          initial={form}
          release={release}
          onSubmit={go}
          onTry={onTry}
          onTryNear={LazyTryRequest.load}
        />
      </div>
      {trying && (
        <SectionBoundary what="the request form">
          <Suspense fallback={null}>
            <LazyTryRequest
              initial={tryFrom ?? sent}
              release={release}
              onClose={() => setTrying(false)}
              onApply={(f) => {
                setTrying(false);
                go({ ...f, asWords: true });
              }}
            />
          </Suspense>
        </SectionBoundary>
      )}
      {cut && (
        <Alert color="yellow" title="Search text shortened">
          Only the first {MAX_STRING} characters of the search text are searched.
        </Alert>
      )}
      {recognized && <Recognized recognition={recognized} />}
      <SectionBoundary what="results">
        {form.string ? (
          <QueryView
            query={query}
            what="search results"
            isEmpty={(p) => p.hits.length === 0 && p.pageNumber === 1}
            empty={<NoResults form={form} sent={sent} />}
          >
            {(page) => (
              <SearchResults
                page={page}
                returnIdType={sent.returnIdType}
                isFetching={query.isFetching}
                onPage={(pageNumber) => go({ ...form, pageNumber })}
                onPageSize={(pageSize) =>
                  go({
                    ...form,
                    pageSize,
                    pageNumber: pageAfterResize(form.pageNumber, form.pageSize, pageSize),
                  })
                }
              />
            )}
          </QueryView>
        ) : (
          <Text c="dimmed">Type a term, a code or a CUI and press Enter.</Text>
        )}
      </SectionBoundary>
    </Stack>
  );
}
