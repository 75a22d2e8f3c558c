import { MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GroupedExport } from '../../ui/GroupedExport.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { GroupedConcepts } from '../../ui/DrugConcepts.tsx';
import { orderedGroups, TTY_NAMES } from '../../lib/rxnavLayout.ts';
import { relatedByRelationshipQuery, relatedByTypeQuery, relaTypesQuery, termTypesQuery } from './queries.ts';

interface Props {
  rxcui: string;
  /** The picked values (from the URL). */
  value: string[];
  onChange: (value: string[]) => void;
}

/** Concepts directly related by the picked relationship names (getRelaTypes → getRelatedByRelationship). */
export function RelatedByRelationship({ rxcui, value, onChange }: Props) {
  const menu = useQuery(relaTypesQuery());
  const related = useQuery(relatedByRelationshipQuery(rxcui, value));
  return (
    <Stack gap="sm">
      <MultiSelect
        label="Relationships"
        placeholder={value.length ? undefined : 'e.g. has_ingredient'}
        data={[...new Set([...(menu.data ?? []), ...value])]}
        value={value}
        onChange={onChange}
        searchable
        clearable
        maw={640}
        description={
          menu.isPending
            ? 'Loading the relationship names…'
            : 'Concepts related directly by these relationships.'
        }
      />
      {menu.isError && (
        <ErrorPanel error={menu.error} what="the relationship names" onRetry={() => void menu.refetch()} />
      )}
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          Pick one or more relationships.
        </Text>
      ) : (
        <QueryView
          query={related}
          what="related concepts"
          isEmpty={(d) => d.every((g) => (g.rxConcept ?? []).length === 0)}
          empty={`Nothing is related to this concept by ${value.join(', ')}.`}
        >
          {(groups) => (
            <>
              <GroupedExport
                groups={groups}
                what={`related ${rxcui} ${value.join(' ')}`}
                title={`related to ${rxcui} by ${value.join(', ')}`}
              />
              <GroupedConcepts groups={orderedGroups(groups)} headingOrder={3} current={rxcui} />
            </>
          )}
        </QueryView>
      )}
    </Stack>
  );
}

/** Concepts of the picked term types related directly or indirectly (getTermTypes → getRelatedByType). */
export function RelatedByType({ rxcui, value, onChange }: Props) {
  const menu = useQuery(termTypesQuery());
  const related = useQuery(relatedByTypeQuery(rxcui, value));
  const options = [...new Set([...(menu.data ?? []), ...value])].map((tty) => ({
    value: tty,
    label: TTY_NAMES[tty] ? `${tty} — ${TTY_NAMES[tty]}` : tty,
  }));
  return (
    <Stack gap="sm">
      <MultiSelect
        label="Term types"
        placeholder={value.length ? undefined : 'e.g. SBD'}
        data={options}
        value={value}
        onChange={onChange}
        searchable
        clearable
        maw={640}
        description={
          menu.isPending ? 'Loading the term types…' : 'Concepts of these types along RxNav’s default paths.'
        }
      />
      {menu.isError && (
        <ErrorPanel error={menu.error} what="the term types" onRetry={() => void menu.refetch()} />
      )}
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          Pick one or more term types.
        </Text>
      ) : (
        <QueryView
          query={related}
          what="related concepts"
          isEmpty={(d) => d.every((g) => (g.rxConcept ?? []).length === 0)}
          empty={`No concept of type ${value.join(', ')} is related to this concept.`}
        >
          {(groups) => (
            <>
              <GroupedExport
                groups={groups}
                what={`related ${rxcui} ${value.join(' ')}`}
                title={`related to ${rxcui} by ${value.join(', ')}`}
              />
              <GroupedConcepts groups={orderedGroups(groups)} headingOrder={3} current={rxcui} />
            </>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
