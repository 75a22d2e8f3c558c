import { Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useRelease } from '../../lib/release.ts';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintSource, usePrintView } from '../../ui/print/printView.ts';
import { AtomsTable } from '../../ui/AtomsTable.tsx';
import { AttributesTable } from './AttributesTable.tsx';
import { HierarchySection } from './HierarchySection.tsx';
import { ListPager } from '../../ui/ListPager.tsx';
import {
  sourceAtomsQuery,
  sourceAttributesQuery,
  sourceListFetchers,
  sourceRelationsQuery,
} from './queries.ts';
import { contentPageSource } from '../../lib/bulk/index.ts';
import { usePageSizeParam } from '../../lib/usePageSizeParam.ts';
import { ATOM_COLUMNS } from '../../ui/atomColumns.ts';
import { ListTools, usePageMeta } from '../../ui/export/index.ts';
import { RELATION_COLUMNS } from '../../ui/relationColumns.ts';
import { attributeColumns } from './sourceColumns.ts';
import { RelationsTable } from './RelationsTable.tsx';
import { SourceHeader } from './SourceHeader.tsx';
import { paramsForTab, readSourceTab, SOURCE_TABS } from './sourceTabs.ts';
import { usePageParam } from '../../lib/usePageParam.ts';
import { EmptyNote } from '../../ui/EmptyNote.tsx';
import { sourceConceptQuery } from '../../lib/queries/sourceConcept.ts';

/** `/sources/:sab/:id?tab=…&page=…`: a source-asserted concept, descriptor or code. */
export function SourcePage() {
  const { sab = '', id = '' } = useParams();
  const release = useRelease();
  const [params, setParams] = useSearchParams();
  const tab = readSourceTab(params.get('tab'));
  const concept = useQuery(sourceConceptQuery(release, sab, id));
  useDocumentTitle(concept.data ? `${concept.data.name} (${sab} ${id})` : `${sab} ${id}`, !!concept.data);
  usePrintView({ kind: `Source code (${SOURCE_TABS.find((t) => t.value === tab)!.label} tab)` });
  usePrintSource(sab);
  const unknown = isApiError(concept.error) && concept.error.kind === 'not-found';
  const code = { release, sab, id };

  return (
    <Stack maw={1100}>
      <SourceHeader {...code} />
      {/* An unknown code has no atoms or relations to show: the not-found message above says it all. */}
      {!unknown && (
        <Tabs
          value={tab}
          onChange={(v) => setParams(paramsForTab(params, readSourceTab(v)))}
          keepMounted={false}
        >
          <Tabs.List>
            {SOURCE_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="atoms" pt="md">
            <SectionBoundary what="atoms">
              <AtomsPanel {...code} />
            </SectionBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="relations" pt="md">
            <SectionBoundary what="relations">
              <RelationsPanel {...code} />
            </SectionBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="attributes" pt="md">
            <SectionBoundary what="attributes">
              <AttributesPanel {...code} />
            </SectionBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="hierarchy" pt="md">
            <SectionBoundary what="hierarchy">
              <HierarchySection {...code} />
            </SectionBoundary>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

interface CodeProps {
  release: string;
  sab: string;
  id: string;
}

function AtomsPanel({ release, sab, id }: CodeProps) {
  const [page, setPage] = usePageParam();
  const [pageSize, setPageSize] = usePageSizeParam();
  const query = useQuery(sourceAtomsQuery(release, sab, id, page, pageSize));
  const meta = usePageMeta(`atoms of ${sab} ${id}`);
  return (
    <QueryView
      query={query}
      what="atoms"
      isEmpty={(p) => p.items.length === 0}
      empty={<EmptyNote>This code has no atoms in this release.</EmptyNote>}
    >
      {(p) => (
        <>
          <ListTools
            label="Export atoms"
            pageSize={pageSize}
            onPageSize={setPageSize}
            columns={ATOM_COLUMNS}
            what={`atoms ${sab} ${id}`}
            meta={meta}
            pageRows={p.items}
            fetchPage={contentPageSource((n, signal) =>
              sourceListFetchers.atoms(release, sab, id, n, pageSize, signal),
            )}
          />
          <AtomsTable atoms={p.items} caption={`Atoms of ${sab} ${id}`} />
          <ListPager page={p} onChange={setPage} label="atoms" />
        </>
      )}
    </QueryView>
  );
}

function RelationsPanel({ release, sab, id }: CodeProps) {
  const [page, setPage] = usePageParam();
  const [pageSize, setPageSize] = usePageSizeParam();
  const query = useQuery(sourceRelationsQuery(release, sab, id, page, pageSize));
  const meta = usePageMeta(`relations of ${sab} ${id}`);
  return (
    <QueryView
      query={query}
      what="relations"
      isEmpty={(p) => p.items.length === 0}
      empty={<EmptyNote>No relations asserted for this code.</EmptyNote>}
    >
      {(p) => (
        <>
          <ListTools
            label="Export relations"
            pageSize={pageSize}
            onPageSize={setPageSize}
            columns={RELATION_COLUMNS}
            what={`relations ${sab} ${id}`}
            meta={meta}
            pageRows={p.items}
            fetchPage={contentPageSource((n, signal) =>
              sourceListFetchers.relations(release, sab, id, n, pageSize, signal),
            )}
          />
          <RelationsTable relations={p.items} caption={`Relations of ${sab} ${id}`} />
          <ListPager page={p} onChange={setPage} label="relations" />
        </>
      )}
    </QueryView>
  );
}

function AttributesPanel({ release, sab, id }: CodeProps) {
  const [page, setPage] = usePageParam();
  const [pageSize, setPageSize] = usePageSizeParam();
  const query = useQuery(sourceAttributesQuery(release, sab, id, page, pageSize));
  const meta = usePageMeta(`attributes of ${sab} ${id}`);
  return (
    <QueryView
      query={query}
      what="attributes"
      isEmpty={(p) => p.items.length === 0}
      empty={<EmptyNote>No attributes for this code.</EmptyNote>}
    >
      {(p) => (
        <>
          <ListTools
            label="Export attributes"
            pageSize={pageSize}
            onPageSize={setPageSize}
            columns={attributeColumns(sab, id)}
            what={`attributes ${sab} ${id}`}
            meta={meta}
            pageRows={p.items}
            fetchPage={contentPageSource((n, signal) =>
              sourceListFetchers.attributes(release, sab, id, n, pageSize, signal),
            )}
          />
          <AttributesTable attributes={p.items} caption={`Attributes of ${sab} ${id}`} />
          <ListPager page={p} onChange={setPage} label="attributes" />
        </>
      )}
    </QueryView>
  );
}
