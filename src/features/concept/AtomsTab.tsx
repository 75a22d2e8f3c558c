import { Button, Group, MultiSelect, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../ui/ListPager.tsx';
import { PagedEmpty } from '../../ui/PagedEmpty.tsx';
import { AtomsTable } from '../../ui/AtomsTable.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import { atomsEmptyHint } from './atomsEmptyHint.ts';
import { atomViewFromUrl, patchParams } from './conceptUrl.ts';
import { LanguageFilter } from './LanguageFilter.tsx';
import { conceptAtomsQuery, conceptQuery, fetchConceptAtoms, preferredAtomQuery } from './queries.ts';
import { contentPageSource } from '../../lib/bulk/index.ts';
import { readPageSize, resizeParams } from '../../lib/pageSize.ts';
import { ATOM_COLUMNS } from '../../ui/atomColumns.ts';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { PageSizeSelect } from '../../ui/PageSizeSelect.tsx';
import { sameFailure } from './sameFailure.ts';
import { SameErrorNote } from './SameErrorNote.tsx';
import { usePastEnd } from '../../lib/usePastEnd.ts';
import { hiddenRows } from '../../lib/hiddenRows.ts';
import { HiddenRowsNote } from '../../ui/HiddenRowsNote.tsx';
import { SourceVersionsLegend } from '../../ui/SourceVersion.tsx';

export function AtomsTab({ cui, release }: { cui: string; release: string }) {
  const [params, setParams] = useSearchParams();
  const view = atomViewFromUrl(params);
  const pageSize = readPageSize(params.get('pageSize'));
  const atoms = useQuery(conceptAtomsQuery(release, cui, view, pageSize));
  const pastEnd = usePastEnd(
    view.page,
    atoms.data?.items.length,
    conceptAtomsQuery(release, cui, { ...view, page: 1 }, pageSize),
  );
  const meta = usePageMeta(`atoms of ${cui}`);
  const concept = useQuery(conceptQuery(release, cui));
  const preferred = useQuery(preferredAtomQuery(release, cui));
  const sources = useQuery(sourcesQuery(release));
  // Changing a filter goes back to page 1; `replace` keeps filter fiddling out of history.
  const patch = (p: Parameters<typeof patchParams>[1]) =>
    setParams(patchParams(params, { atomPage: 1, ...p }), { replace: true });
  const hint = atomsEmptyHint(view, concept.data?.atomCount ?? null);

  return (
    <Stack>
      {/* Controls only: on paper they would leave their room (labels' space) blank. */}
      <Group align="flex-start" gap="sm" data-print="hide">
        <MultiSelect
          label="Sources"
          placeholder="all"
          data={(sources.data ?? []).map((s) => s.abbreviation)}
          value={view.sabs}
          onChange={(v) => patch({ atomSabs: v })}
          searchable
          clearable
          w={240}
        />
        <TagsInput
          label="Term types"
          placeholder="e.g. PT, SY"
          value={view.ttys}
          onChange={(v) => patch({ ttys: v.map((t) => t.toUpperCase()) })}
          w={200}
          clearable
        />
        <LanguageFilter
          key={params.get('language') ?? ''}
          value={params.get('language') ?? ''}
          onApply={(language) => patch({ language })}
        />
        <Stack gap={6} pt={26}>
          <Switch
            label="Obsolete"
            checked={view.includeObsolete}
            onChange={(e) => patch({ includeObsolete: e.currentTarget.checked })}
          />
          <Switch
            label="Suppressible"
            checked={view.includeSuppressible}
            onChange={(e) => patch({ includeSuppressible: e.currentTarget.checked })}
          />
        </Stack>
      </Group>
      {atoms.isError && sameFailure(concept.error, atoms.error) ? (
        <SameErrorNote what="atoms" />
      ) : (
        <QueryView
          query={atoms}
          // The "preferred" badge widens the name column: the table waits for it rather than
          // shifting its columns when it lands (nothing moves).
          waitFor={preferred.isPending}
          what="atoms"
          isEmpty={(p) => p.items.length === 0}
          empty={
            <PagedEmpty
              pageNumber={view.page}
              param="atomPage"
              lastPage={pastEnd.lastPage}
              checking={pastEnd.checking}
            >
              <Stack gap="xs" align="flex-start">
                <Text c="dimmed" size="sm">
                  {hint.text}
                </Text>
                {hint.turnOn && (
                  <Button size="compact-sm" variant="default" onClick={() => patch(hint.turnOn!)}>
                    {hint.button}
                  </Button>
                )}
              </Stack>
            </PagedEmpty>
          }
        >
          {(page) => (
            <Stack gap="xs">
              <Group justify="flex-end" gap="xs">
                <PageSizeSelect
                  value={pageSize}
                  onChange={(size) => setParams(resizeParams(params, size, 'atomPage'))}
                />
                <TableExport
                  label="Export atoms"
                  columns={ATOM_COLUMNS}
                  what={`atoms ${cui}`}
                  meta={meta}
                  pageRows={page.items}
                  fetchPage={contentPageSource((n, signal) =>
                    fetchConceptAtoms(release, cui, { ...view, page: n }, pageSize, signal),
                  )}
                />
              </Group>
              <HiddenRowsNote
                rows={hiddenRows({
                  total: concept.data?.atomCount ?? null,
                  shown: page.items.length,
                  onePage: view.page === 1 && (page.pageCount ?? 1) <= 1,
                  otherFilters: view.sabs.length > 0 || view.ttys.length > 0 || view.language !== '',
                  includeObsolete: view.includeObsolete,
                  includeSuppressible: view.includeSuppressible,
                })}
                onShow={() => patch({ includeObsolete: true, includeSuppressible: true })}
              />
              <SourceVersionsLegend
                release={release}
                sabs={page.items.map((a) => a.rootSource)}
                umls={concept.data?.release}
              />
              <AtomsTable atoms={page.items} caption={`Atoms of ${cui}`} preferredAui={preferred.data?.ui} />
              <ListPager
                page={page}
                label="atoms"
                onChange={(n) => setParams(patchParams(params, { atomPage: n }))}
              />
            </Stack>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
