import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { shorten, unsendableReason } from '../../lib/inputText.ts';
import { ShortText } from './ShortText.tsx';
import { RxcuiResults } from './RxcuiResults.tsx';
import type { IdScope, LookupState } from '../../lib/drugUrls.ts';
import { WRAP } from '../../ui/wrap.ts';
import { findRxcuiByIdQuery, idTypesQuery } from './queries.ts';

const SCOPES: Array<{ value: IdScope; label: string }> = [
  { value: 'default', label: 'Any concept the service knows (its default)' },
  { value: 'active', label: 'Active concepts only' },
  { value: 'current', label: 'Current concepts, from every source' },
];

const PLACEHOLDERS: Record<string, string> = {
  NDC: 'e.g. 0093-1113-10, 00093111310 or 0093-1113',
  UMLSCUI: 'e.g. C0065374',
  UNII_CODE: 'e.g. 7Q3P4BS2FD',
};

export function IdSearchForm({
  state,
  onSearch,
  problem,
}: {
  state: LookupState;
  onSearch: (s: LookupState) => void;
  /** Why the identifier in the URL cannot be sent, shown at the field; null when it can. */
  problem: string | null;
}) {
  const idTypes = useQuery(idTypesQuery());
  const [idType, setIdType] = useState(state.idType);
  const [id, setId] = useState(state.id);
  const [scope, setScope] = useState<IdScope>(state.idScope);
  const [error, setError] = useState(problem);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Checked here, before anything is sent: no call can succeed with this text.
    const why = unsendableReason('Identifier', id);
    setError(why);
    if (why === null) onSearch({ ...state, mode: 'id', idType, id: id.trim(), idScope: scope });
  };
  // Only the service's own types are offered; until they load, the current one stands alone.
  const types = idTypes.data ?? [idType];
  const unknownType = idTypes.isSuccess && !idTypes.data.includes(idType);
  return (
    <form onSubmit={submit} aria-label="Find drugs by identifier">
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Identifier type"
            data={types}
            value={idType}
            onChange={(v) => v && setIdType(v)}
            allowDeselect={false}
            searchable
            w={200}
            // Always one line, so the row keeps its height when the types arrive: a line that
            // went away moved Find up under the pointer.
            description={
              idTypes.isPending
                ? 'Loading the types…'
                : idTypes.isError
                  ? 'The types could not be loaded'
                  : `${idTypes.data.length} types from the drug service`
            }
            error={unknownType ? `“${shorten(idType, 30)}” is not an identifier type: pick one.` : undefined}
          />
          <TextInput
            label="Identifier"
            placeholder={PLACEHOLDERS[idType] ?? 'identifier'}
            value={id}
            onChange={(e) => {
              setId(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            style={{ flex: 1, minWidth: 220 }}
            spellCheck={false}
            autoComplete="off"
          />
          <Select
            label="Scope"
            data={SCOPES}
            value={scope}
            onChange={(v) => v && setScope(v as IdScope)}
            allowDeselect={false}
            w={300}
          />
          <Button type="submit">Find</Button>
        </Group>
        {idTypes.isError && (
          <ErrorPanel
            error={idTypes.error}
            what="the identifier types"
            onRetry={() => void idTypes.refetch()}
          />
        )}
      </Stack>
    </form>
  );
}

export function IdSearchResults({ state }: { state: LookupState }) {
  const idTypes = useQuery(idTypesQuery());
  // A type the service does not list cannot find anything: say so instead of asking.
  const unknownType = idTypes.isSuccess && !idTypes.data.includes(state.idType);
  const found = useQuery({
    ...findRxcuiByIdQuery(state.idType, state.id, state.idScope),
    // Asked once the types are known (or could not be loaded: the service then has the last word).
    enabled: (idTypes.isSuccess && !unknownType) || idTypes.isError,
  });
  return (
    <SectionBoundary what="concepts with this identifier">
      <section aria-labelledby="id-heading" data-testid="id-results">
        <Title order={2} size="h3" id="id-heading" style={WRAP}>
          Concepts with <ShortText text={state.idType} max={30} /> “<ShortText text={state.id} />”
        </Title>
        {unknownType ? (
          <Text role="alert" c="orange" style={WRAP}>
            The identifier type “<ShortText text={state.idType} max={30} />” is unknown to the drug service.
            Pick one of the listed types.
          </Text>
        ) : idTypes.isPending ? (
          <Text size="sm" c="dimmed" aria-busy="true">
            Loading the identifier types…
          </Text>
        ) : (
          <QueryView
            query={found}
            what="concepts with this identifier"
            isEmpty={(d) => d.length === 0}
            empty={
              <>
                No concept has this identifier.
                {state.idType === 'NDC' &&
                  ' NDCs are accepted as 11 digits, 4-4-2, 5-3-2, 5-4-1 or a 2-part product code, without asterisks.'}
              </>
            }
          >
            {(rxcuis) => (
              <RxcuiResults
                rxcuis={rxcuis}
                caption={`${rxcuis.length} concept${rxcuis.length === 1 ? '' : 's'}`}
              />
            )}
          </QueryView>
        )}
        <Text size="xs" c="dimmed" mt={4}>
          {SCOPES.find((s) => s.value === state.idScope)?.label}
        </Text>
      </section>
    </SectionBoundary>
  );
}
