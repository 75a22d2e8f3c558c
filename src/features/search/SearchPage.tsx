import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { releaseToCarry, useRelease } from '../../lib/release.ts';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { NoResults } from './NoResults.tsx';
import { searchQuery } from './queries.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchResults } from './SearchResults.tsx';
import { formFromUrl, formToParams, formToUrl, type SearchForm as Form } from './searchUrl.ts';
import { MAX_STRING } from '../../lib/searchText.ts';
import { pageAfterResize } from '../../lib/pageSize.ts';

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const release = useRelease();
  const form = formFromUrl(params);
  useDocumentTitle(form.string ? `Search: ${form.string}` : 'Search');
  const query = useQuery(searchQuery(release, formToParams(form)));
  const go = (next: Form) => setParams(formToUrl(next, releaseToCarry(params)));
  const cut = (params.get('string') ?? '').length > MAX_STRING;

  return (
    <Stack>
      <Title order={1}>Search</Title>
      {/* keyed by the URL so back/forward and shared links refill the form */}
      <SearchForm key={params.toString()} initial={form} release={release} onSubmit={go} />
      {cut && (
        <Alert color="yellow" title="Search text shortened">
          Only the first {MAX_STRING} characters of the search text are searched.
        </Alert>
      )}
      <SectionBoundary what="results">
        {form.string ? (
          <QueryView
            query={query}
            what="search results"
            isEmpty={(p) => p.hits.length === 0 && p.pageNumber === 1}
            empty={<NoResults form={form} />}
          >
            {(page) => (
              <SearchResults
                page={page}
                returnIdType={form.returnIdType}
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
