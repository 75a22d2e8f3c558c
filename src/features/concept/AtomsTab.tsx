import {
  Anchor,
  Badge,
  Group,
  MultiSelect,
  Stack,
  Switch,
  Table,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { pathForRef, useReleaseLink } from '../../app/links.ts';
import { ListPager } from '../../ui/ListPager.tsx';
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
  const link = useReleaseLink();
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
            <Table striped aria-label="Atoms">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>AUI</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>TTY</Table.Th>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Language</Table.Th>
                  <Table.Th>Flags</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((a) => {
                  const isPreferred = preferred.data?.ui === a.ui;
                  return (
                    <Table.Tr key={a.ui} data-preferred={isPreferred || undefined}>
                      <Table.Td>
                        {a.name}{' '}
                        {isPreferred && (
                          <Badge size="xs" color="teal" title="Default preferred atom of the concept">
                            preferred
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={link(pathForRef({ kind: 'AUI', id: a.ui, source: null }))}
                          ff="monospace"
                          size="sm"
                        >
                          {a.ui}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{a.rootSource}</Table.Td>
                      <Table.Td>{a.termType}</Table.Td>
                      <Table.Td>
                        {a.code && a.code.id !== 'NOCODE' ? (
                          <Anchor component={Link} to={link(pathForRef(a.code))} ff="monospace" size="sm">
                            {a.code.id}
                          </Anchor>
                        ) : (
                          <Text c="dimmed" size="sm">
                            —
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{a.language ?? '—'}</Table.Td>
                      <Table.Td>
                        {a.obsolete && (
                          <Badge color="gray" size="xs">
                            obsolete
                          </Badge>
                        )}{' '}
                        {a.suppressible && (
                          <Badge color="gray" size="xs">
                            suppressible
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
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
