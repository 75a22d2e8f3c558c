import { Group, MultiSelect, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../ui/ListPager.tsx';
import { AtomsTable } from '../source/AtomsTable.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { sourcesQuery } from '../vocabularies/queries.ts';
import { atomViewFromUrl, patchParams } from './conceptUrl.ts';
import { conceptAtomsQuery, preferredAtomQuery } from './queries.ts';

export function AtomsTab({ cui, release }: { cui: string; release: string }) {
  const [params, setParams] = useSearchParams();
  const view = atomViewFromUrl(params);
  const atoms = useQuery(conceptAtomsQuery(release, cui, view));
  const preferred = useQuery(preferredAtomQuery(release, cui));
  const sources = useQuery(sourcesQuery(release));
  // Changing a filter goes back to page 1; `replace` keeps filter fiddling out of history.
  const patch = (p: Parameters<typeof patchParams>[1]) =>
    setParams(patchParams(params, { atomPage: 1, ...p }), { replace: true });
  const filtered = view.sabs.length > 0 || view.ttys.length > 0 || !!view.language;

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
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
        <TextInput
          label="Language"
          placeholder="e.g. ENG"
          defaultValue={view.language}
          maxLength={3}
          w={110}
          onBlur={(e) => patch({ language: e.currentTarget.value.toUpperCase() })}
          onKeyDown={(e) => e.key === 'Enter' && patch({ language: e.currentTarget.value.toUpperCase() })}
        />
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
      </Group>
      <QueryView
        query={atoms}
        what="atoms"
        notFound={
          filtered
            ? 'No atoms match these filters.'
            : 'This concept has no atoms to show with these settings.'
        }
        isEmpty={(p) => p.items.length === 0}
        empty="No atoms match these filters."
      >
        {(page) => (
          <Stack gap="xs">
            <AtomsTable atoms={page.items} caption={`Atoms of ${cui}`} preferredAui={preferred.data?.ui} />
            <ListPager
              page={page}
              label="atoms"
              onChange={(n) => setParams(patchParams(params, { atomPage: n }))}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
