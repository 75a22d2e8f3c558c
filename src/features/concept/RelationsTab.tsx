import { Group, Stack, Switch, Table, TagsInput, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Relation } from '../../api/uts/index.ts';
import { SortableTh } from '../../ui/SortableTh.tsx';
import { useSortedRows } from '../../lib/useSortParam.ts';
import { RelationSentence } from '../../ui/RelationSentence.tsx';
import { CodeWord } from '../../ui/CodeWord.tsx';
import { RELATION_WORDS } from '../../lib/plainWords.ts';
import { ListPager } from '../../ui/ListPager.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { patchParams, relationViewFromUrl } from './conceptUrl.ts';
import { PagedEmpty } from '../../ui/PagedEmpty.tsx';
import { conceptQuery, fetchConceptRelations, relationsQuery } from './queries.ts';
import { contentPageSource } from '../../lib/bulk/index.ts';
import { readPageSize, resizeParams } from '../../lib/pageSize.ts';
import { RELATION_COLUMNS } from '../../ui/relationColumns.ts';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { PageSizeSelect } from '../../ui/PageSizeSelect.tsx';
import { sameFailure } from './sameFailure.ts';
import { SameErrorNote } from './SameErrorNote.tsx';
import { usePastEnd } from '../../lib/usePastEnd.ts';
import { hiddenRows } from '../../lib/hiddenRows.ts';
import { HiddenRowsNote } from '../../ui/HiddenRowsNote.tsx';

export function RelationsTab({ cui, release }: { cui: string; release: string }) {
  const [params, setParams] = useSearchParams();
  const view = relationViewFromUrl(params);
  const pageSize = readPageSize(params.get('pageSize'));
  const rels = useQuery(relationsQuery(release, cui, view, pageSize));
  const pastEnd = usePastEnd(
    view.page,
    rels.data?.items.length,
    relationsQuery(release, cui, { ...view, page: 1 }, pageSize),
  );
  const meta = usePageMeta(`relations of ${cui}`);
  const concept = useQuery(conceptQuery(release, cui));
  const filtered =
    view.labels.length > 0 ||
    view.additionalLabels.length > 0 ||
    view.sabs.length > 0 ||
    view.includeObsolete ||
    view.includeSuppressible;
  const patch = (p: Parameters<typeof patchParams>[1]) =>
    setParams(patchParams(params, { relPage: 1, ...p }), { replace: true });
  const upper = (v: string[]) => v.map((s) => s.trim()).filter(Boolean);

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <TagsInput
          label="Relation labels"
          placeholder="e.g. RB, RN, RO"
          value={view.labels}
          onChange={(v) => patch({ rel: upper(v).map((s) => s.toUpperCase()) })}
          w={220}
          clearable
        />
        <TagsInput
          label="Additional labels"
          placeholder="e.g. isa"
          value={view.additionalLabels}
          onChange={(v) => patch({ rela: upper(v) })}
          w={220}
          clearable
        />
        <TagsInput
          label="Sources"
          placeholder="e.g. MSH"
          value={view.sabs}
          onChange={(v) => patch({ relSabs: upper(v).map((s) => s.toUpperCase()) })}
          w={200}
          clearable
        />
        <Switch
          label="Obsolete"
          checked={view.includeObsolete}
          onChange={(e) => patch({ relObsolete: e.currentTarget.checked })}
        />
        <Switch
          label="Suppressible"
          checked={view.includeSuppressible}
          onChange={(e) => patch({ relSuppressible: e.currentTarget.checked })}
        />
      </Group>
      {rels.isError && sameFailure(concept.error, rels.error) ? (
        <SameErrorNote what="relations" />
      ) : (
        <QueryView
          query={rels}
          what="relations"
          isEmpty={(p) => p.items.length === 0}
          empty={
            <PagedEmpty
              pageNumber={view.page}
              param="relPage"
              lastPage={pastEnd.lastPage}
              checking={pastEnd.checking}
            >
              <Text c="dimmed" size="sm">
                {filtered ? 'No relations match these filters.' : 'This concept has no relations to show.'}
              </Text>
            </PagedEmpty>
          }
        >
          {(page) => (
            <Stack gap="xs">
              <Group justify="flex-end" gap="xs">
                <PageSizeSelect
                  value={pageSize}
                  onChange={(size) => setParams(resizeParams(params, size, 'relPage'))}
                />
                <TableExport
                  label="Export relations"
                  columns={RELATION_COLUMNS}
                  what={`relations ${cui}`}
                  meta={meta}
                  pageRows={page.items}
                  fetchPage={contentPageSource((n, signal) =>
                    fetchConceptRelations(release, cui, { ...view, page: n }, pageSize, signal),
                  )}
                />
              </Group>
              <HiddenRowsNote
                rows={hiddenRows({
                  total: concept.data?.relationCount ?? null,
                  shown: page.items.length,
                  onePage: view.page === 1 && (page.pageCount ?? 1) <= 1,
                  otherFilters:
                    view.labels.length > 0 || view.additionalLabels.length > 0 || view.sabs.length > 0,
                  includeObsolete: view.includeObsolete,
                  includeSuppressible: view.includeSuppressible,
                })}
                onShow={() => patch({ relObsolete: true, relSuppressible: true })}
              />
              <ConceptRelationsTable relations={page.items} />
              <ListPager
                page={page}
                label="relations"
                onChange={(n) => setParams(patchParams(params, { relPage: n }))}
              />
            </Stack>
          )}
        </QueryView>
      )}
    </Stack>
  );
}

/** The relations of one page; a header sorts the rows of that page (the service pages them). */
function ConceptRelationsTable({ relations }: { relations: readonly Relation[] }) {
  const { rows, sort, onSort } = useSortedRows(relations, RELATION_COLUMNS);
  const th = { sort, onSort, pageOnly: true };
  return (
    <Table striped aria-label="Relations">
      <Table.Thead>
        <Table.Tr>
          <SortableTh label="Relation" sortKey="sentence" {...th} />
          <SortableTh label="Label" sortKey="rel" {...th} />
          <SortableTh label="Additional label" sortKey="rela" {...th} />
          <SortableTh label="Source" sortKey="sab" {...th} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.ui}>
            <Table.Td>
              <RelationSentence relation={r} />
              <Text size="xs" c="dimmed" ff="monospace">
                {[r.relatedFrom, r.related]
                  .map((ref) => (ref ? `${ref.source ? `${ref.source} ` : ''}${ref.id}` : '—'))
                  .join(' → ')}
              </Text>
            </Table.Td>
            <Table.Td>
              <CodeWord table={RELATION_WORDS} code={r.relationLabel} badge />
            </Table.Td>
            <Table.Td>
              {r.additionalRelationLabel ?? (
                <Text c="dimmed" size="sm">
                  —
                </Text>
              )}
            </Table.Td>
            <Table.Td>{r.rootSource}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
