import { Alert, Button, CloseButton, Group, List, Pill, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { ConceptLink, ConceptTable } from './ConceptLink.tsx';
import { WRAP } from './pageHelpers.ts';
import { DrugNameInput } from './DrugNameInput.tsx';
import { useDrugClient } from './drugClient.ts';
import { ingredientQuery, multiIngredBrandQuery } from './queries.ts';
import type { LookupState } from './urlParams.ts';

/** Pick ingredient names; the brands containing all of them are found on submit. */
export function BrandFinderForm({
  state,
  onSearch,
}: {
  state: LookupState;
  onSearch: (s: LookupState) => void;
}) {
  const [picked, setPicked] = useState<string[]>(state.ingredients);
  const [typed, setTyped] = useState('');
  const clearNext = useRef(false);
  const add = (name: string) => {
    const n = name.trim();
    if (n !== '' && !picked.some((p) => p.toLowerCase() === n.toLowerCase())) setPicked([...picked, n]);
    setTyped('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A name still in the box counts as picked.
    const names = typed.trim() && !picked.includes(typed.trim()) ? [...picked, typed.trim()] : picked;
    setPicked(names);
    setTyped('');
    onSearch({ ...state, mode: 'brands', ingredients: names });
  };
  return (
    <form onSubmit={submit} aria-label="Find brands by ingredients">
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <DrugNameInput
            label="Ingredient"
            placeholder="e.g. loratadine"
            value={typed}
            onChange={(v) => {
              // The box empties after a pick (the combobox writes the picked label back right after onOptionSubmit).
              if (clearNext.current) {
                clearNext.current = false;
                setTyped('');
              } else setTyped(v);
            }}
            onOptionSubmit={(v) => {
              clearNext.current = true;
              add(v);
            }}
            style={{ flex: 1, minWidth: 260 }}
          />
          <Button variant="default" onClick={() => add(typed)} disabled={typed.trim() === ''}>
            Add ingredient
          </Button>
          <Button type="submit" disabled={picked.length === 0 && typed.trim() === ''}>
            Find brands
          </Button>
        </Group>
        <Group gap="xs" aria-label="Picked ingredients" role="list">
          {picked.length === 0 && (
            <Text size="sm" c="dimmed">
              No ingredients picked yet.
            </Text>
          )}
          {picked.map((p) => (
            <Pill key={p} role="listitem" size="md" style={WRAP}>
              <Group gap={4} wrap="nowrap">
                {p}
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${p}`}
                  onClick={() => setPicked(picked.filter((x) => x !== p))}
                />
              </Group>
            </Pill>
          ))}
        </Group>
      </Stack>
    </form>
  );
}

export function BrandFinderResults({ state }: { state: LookupState }) {
  const client = useDrugClient();
  const resolved = useQueries({ queries: state.ingredients.map((n) => ingredientQuery(client, n)) });
  const done = resolved.every((q) => q.isSuccess);
  const failed = resolved.some((q) => q.isError);
  const concepts = done ? resolved.map((q) => q.data?.concept ?? null) : [];
  const missing = done ? state.ingredients.filter((_, i) => concepts[i] === null) : [];
  const rxcuis =
    done && missing.length === 0 ? concepts.map((c) => c?.RXCUI ?? '').filter((r) => r !== '') : [];
  const brands = useQuery(multiIngredBrandQuery(client, rxcuis));
  return (
    <Stack gap="md" data-testid="brand-results">
      <SectionBoundary what="ingredients">
        <section aria-labelledby="ingredients-heading">
          <Title order={2} size="h3" id="ingredients-heading">
            Ingredients
          </Title>
          <List spacing={4}>
            {state.ingredients.map((name, i) => {
              const q = resolved[i]!;
              return (
                <List.Item key={name}>
                  <Text span style={WRAP}>
                    “{name}” →{' '}
                  </Text>
                  {q.isPending ? (
                    <Text span c="dimmed" aria-busy="true">
                      looking up…
                    </Text>
                  ) : q.isError ? (
                    <ErrorPanel
                      error={q.error}
                      what={`the ingredient “${name}”`}
                      onRetry={() => void q.refetch()}
                    />
                  ) : q.data.concept ? (
                    <ConceptLink concept={q.data.concept} />
                  ) : (
                    <Text span c="orange">
                      no ingredient has this name
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        </section>
      </SectionBoundary>
      <SectionBoundary what="brands">
        <section aria-labelledby="brands-heading">
          <Title order={2} size="h3" id="brands-heading">
            Brands containing all of them
          </Title>
          {missing.length > 0 ? (
            <Alert color="orange" title="Not every name is an ingredient" role="alert">
              Brands are found from ingredients. Change or remove: {missing.map((m) => `“${m}”`).join(', ')}.
            </Alert>
          ) : !done ? (
            <Text size="sm" c="dimmed">
              {failed
                ? 'An ingredient could not be looked up: retry it above.'
                : 'Waiting for the ingredients…'}
            </Text>
          ) : (
            <QueryView
              query={brands}
              what="brands"
              isEmpty={(d) => d.length === 0}
              empty={<>No brand contains all of these ingredients.</>}
            >
              {(list) => (
                <ConceptTable
                  concepts={list}
                  caption={`${list.length} brand${list.length === 1 ? '' : 's'}`}
                />
              )}
            </QueryView>
          )}
        </section>
      </SectionBoundary>
    </Stack>
  );
}
