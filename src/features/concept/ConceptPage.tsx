import { Stack, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { CodeLoadError } from '../../lib/retryableImport.ts';
import { whenIdle } from '../../lib/whenIdle.ts';
import { useRelease } from '../../lib/release.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { AtomsTab } from './AtomsTab.tsx';
import { ConceptHeader, ConceptHeaderSkeleton } from './ConceptHeader.tsx';
import { patchParams, tabFromUrl, type ConceptTab } from './conceptUrl.ts';
import { rememberedTab, rememberTab } from './remembered.ts';
import { conceptQuery, definitionsQuery } from './queries.ts';
import { RelationsTab } from './RelationsTab.tsx';
import { NotFoundNotice } from '../../ui/NotFoundNotice.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { retryableLazy } from '../../ui/retryableLazy.tsx';

// The tree (TreePanel, 23 kB) comes when the Hierarchy tab is reached for (pointer, focus or a
// link to the tab), not with every concept page (the page's first load). After a
// failed fetch, the section's Retry fetches again.
const LazyHierarchyTab = retryableLazy(
  () => import('./HierarchyTab.tsx'),
  (m) => m.HierarchyTab,
);
// The same for the definitions, and their HTML sanitiser (DOMPurify, 9 kB gzip, and its set-up
// when its module runs), which no other tab needs.
const LazyDefinitionsTab = retryableLazy(
  () => import('./DefinitionsTab.tsx'),
  (m) => m.DefinitionsTab,
);
// The one-page report (`?report=1`): its own chunk, fetched only when asked for.
const LazyConceptReport = retryableLazy(
  () => import('./ConceptReport.tsx'),
  (m) => m.ConceptReport,
);

const TAB_LABELS: Record<ConceptTab, string> = {
  atoms: 'Atoms',
  definitions: 'Definitions',
  relations: 'Relations',
  hierarchy: 'Hierarchy',
};

export function ConceptPage() {
  const { cui = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const release = useRelease();
  // No tab in the link: the one last opened (remembered.ts), else Atoms.
  const tab = params.get('tab') ? tabFromUrl(params) : (rememberedTab() ?? tabFromUrl(params));
  const concept = useQuery(conceptQuery(release, cui));
  const client = useQueryClient();
  useDocumentTitle(concept.data ? `${concept.data.name} (${cui})` : cui, !!concept.data);
  const report = params.get('report') === '1';
  usePrintView({ kind: report ? 'Concept report' : `Concept (${TAB_LABELS[tab]} tab)` });
  // Reaching for the tab fetches its code and its data together.
  const reachDefinitions = () => {
    LazyDefinitionsTab.load();
    void client.prefetchQuery(definitionsQuery(release, cui));
  };
  // The tree's code, not its data (no call to the service), once the concept is shown and the
  // page is idle: a click on the tab then waits for its paths alone. A fetch that fails here
  // is forgotten, so the tab fetches it again when opened.
  const shown = concept.isSuccess;
  useEffect(() => {
    if (!shown) return;
    return whenIdle(() => {
      LazyHierarchyTab.load().catch((err: unknown) => {
        if (err instanceof CodeLoadError) err.retry?.();
      });
    });
  }, [shown]);
  const reachHierarchy = () => {
    LazyHierarchyTab.load();
    void import('./prefetchHierarchy.ts')
      .then((m) => m.prefetchHierarchy(client, release, cui, params.get('source')))
      // Nothing to say yet: the tab says what failed when it is opened, with Retry.
      .catch(() => undefined);
  };

  if (concept.isError && isApiError(concept.error) && concept.error.kind === 'not-found') {
    return <NotFoundNotice what="concept" id={cui} release={release} />;
  }

  if (report)
    return (
      <SectionBoundary what="report">
        <Suspense fallback={<PageLoader label="Loading the report" />}>
          <LazyConceptReport cui={cui} release={release} />
        </Suspense>
      </SectionBoundary>
    );

  return (
    <Stack>
      <SectionBoundary what="concept">
        {concept.isError ? (
          // The tabs show a line instead of a second panel when they fail the same way
          // (sameFailure.ts), so this one Retry asks again for everything of this concept.
          <ErrorPanel
            error={concept.error}
            what="concept"
            onRetry={() => void client.refetchQueries({ queryKey: ['uts', release, 'concept', cui] })}
          />
        ) : (
          <QueryView query={concept} what="concept" loading={<ConceptHeaderSkeleton />}>
            {(c) => <ConceptHeader concept={c} />}
          </QueryView>
        )}
      </SectionBoundary>
      <Tabs
        value={tab}
        // Each tab is its own table: a sort by one tab's column means nothing on the next.
        onChange={(t) => {
          if (!t) return;
          // A click the pointer did not pass over first (a screen reader's activation, a
          // script): the tree's data starts here, before the page renders the tab. Asked
          // again, the prefetch joins what is in flight.
          if (t === 'hierarchy') reachHierarchy();
          rememberTab(t as ConceptTab);
          setParams(patchParams(params, { tab: t as ConceptTab, sort: null }));
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="atoms">Atoms</Tabs.Tab>
          <Tabs.Tab value="definitions" onPointerEnter={reachDefinitions} onFocus={reachDefinitions}>
            Definitions
          </Tabs.Tab>
          <Tabs.Tab value="relations">Relations</Tabs.Tab>
          <Tabs.Tab value="hierarchy" onPointerEnter={reachHierarchy} onFocus={reachHierarchy}>
            Hierarchy
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="atoms" pt="md">
          <SectionBoundary what="atoms">
            <AtomsTab cui={cui} release={release} />
          </SectionBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="definitions" pt="md">
          <SectionBoundary what="definitions">
            <Suspense fallback={<PageLoader label="Loading the definitions" />}>
              <LazyDefinitionsTab cui={cui} release={release} />
            </Suspense>
          </SectionBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="relations" pt="md">
          <SectionBoundary what="relations">
            <RelationsTab cui={cui} release={release} />
          </SectionBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="hierarchy" pt="md">
          <SectionBoundary what="hierarchy">
            <Suspense fallback={<PageLoader label="Loading the hierarchy" />}>
              <LazyHierarchyTab cui={cui} release={release} />
            </Suspense>
          </SectionBoundary>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
