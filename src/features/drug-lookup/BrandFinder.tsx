import { Alert, Button, CloseButton, Group, List, Pill, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { ConceptLink, ConceptTable } from '../../ui/DrugConcepts.tsx';
import { CONCEPT_COLUMNS } from '../../ui/drugColumns.ts';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { DrugNameInput } from './DrugNameInput.tsx';
import { sameIgnoringCase, shorten, unsendableReason } from '../../lib/inputText.ts';
import { ShortText } from './ShortText.tsx';
import { uniqueBy, type LookupState } from '../../lib/drugUrls.ts';
import { WRAP } from '../../ui/wrap.ts';
import { drugGapWords, drugNameGap } from '../../lib/demoGaps.ts';
import { useOnEmulator } from '../../lib/useOnEmulator.ts';
import { ingredientQuery, multiIngredBrandQuery } from './queries.ts';

const INPUT_ID = 'brand-ingredient';
const lower = (s: string) => s.toLowerCase();

/**
 * Pick ingredient names; the brands containing all of them are found on submit. The chips
 * are the URL's ingredients plus names picked here but not searched yet; removing a chip
 * removes it from the URL too, so the results always belong to the chips shown.
 */
export function BrandFinderForm({
  state,
  onSearch,
}: {
  state: LookupState;
  onSearch: (s: LookupState) => void;
}) {
  const [picked, setPicked] = useState<string[]>(state.ingredients);
  const [seen, setSeen] = useState<readonly string[]>(state.ingredients);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clearNext = useRef(false);
  const chips = useRef<HTMLDivElement>(null);
  /** Which chip's remove button gets the focus after a removal (the input when none is left). */
  const focusAfterRemoval = useRef<number | null>(null);

  if (JSON.stringify(seen) !== JSON.stringify(state.ingredients)) {
    // The URL's ingredients changed (Back, a link, a removal): take them, and keep names picked
    // here that were not searched yet.
    const unsearched = picked.filter((p) => !seen.some((x) => sameIgnoringCase(x, p)));
    setSeen(state.ingredients);
    setPicked(uniqueBy([...state.ingredients, ...unsearched], lower));
  }

  useEffect(() => {
    const at = focusAfterRemoval.current;
    if (at === null) return;
    focusAfterRemoval.current = null;
    const buttons = chips.current?.querySelectorAll<HTMLButtonElement>('[data-remove-chip]');
    (buttons?.[at] ?? document.getElementById(INPUT_ID))?.focus();
  });

  /** The names with `name` added (once, in any case), or null when it cannot be sent. */
  const withName = (name: string): string[] | null => {
    const n = name.trim();
    if (n === '') return picked;
    const why = unsendableReason('Ingredient', n);
    setError(why);
    if (why !== null) return null;
    return picked.some((p) => sameIgnoringCase(p, n)) ? picked : [...picked, n];
  };
  const add = (name: string) => {
    const names = withName(name);
    if (names === null) return;
    setPicked(names);
    setTyped('');
  };
  const remove = (name: string, index: number) => {
    focusAfterRemoval.current = index;
    setPicked(picked.filter((x) => x !== name));
    if (state.ingredients.some((x) => sameIgnoringCase(x, name)))
      onSearch({
        ...state,
        mode: 'brands',
        ingredients: state.ingredients.filter((x) => !sameIgnoringCase(x, name)),
      });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A name still in the box counts as picked.
    const names = withName(typed);
    if (names === null) return;
    setPicked(names);
    setTyped('');
    onSearch({ ...state, mode: 'brands', ingredients: names });
  };
  return (
    <form onSubmit={submit} aria-label="Find brands by ingredients">
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <DrugNameInput
            id={INPUT_ID}
            label="Ingredient"
            placeholder="e.g. loratadine"
            value={typed}
            error={error}
            onChange={(v) => {
              setError(null);
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
        <Group gap="xs" aria-label="Picked ingredients" role="list" ref={chips}>
          {picked.length === 0 && (
            <Text size="sm" c="dimmed">
              No ingredients picked yet.
            </Text>
          )}
          {picked.map((p, i) => (
            <Pill key={p} role="listitem" size="md" maw="100%">
              <Group gap={4} wrap="nowrap">
                {/* Long names are cut short so the remove button stays in view; the title has it all. */}
                <Text span size="sm" truncate="end" maw="min(24rem, 70vw)" title={p}>
                  {p}
                </Text>
                <CloseButton
                  size="xs"
                  data-remove-chip
                  aria-label={`Remove ${shorten(p)}`}
                  onClick={() => remove(p, i)}
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
  // A name with a character that cannot be sent is never asked about (it could not succeed).
  const problems = state.ingredients.map((n) => unsendableReason('Ingredient', n));
  const resolved = useQueries({
    queries: state.ingredients.map((n, i) => ({
      ...ingredientQuery(n),
      enabled: problems[i] === null,
    })),
  });
  const done = resolved.every((q) => q.isSuccess);
  const failed = resolved.some((q) => q.isError);
  const concepts = done ? resolved.map((q) => q.data?.concept ?? null) : [];
  const missing = done ? state.ingredients.filter((_, i) => concepts[i] === null) : [];
  const rxcuis =
    done && missing.length === 0 ? concepts.map((c) => c?.RXCUI ?? '').filter((r) => r !== '') : [];
  const brands = useQuery(multiIngredBrandQuery(rxcuis));
  const meta = usePageMeta(`brands containing ${state.ingredients.join(', ')}`);
  // On the emulator, an ingredient in a known gap of the demo data says so where it is missing.
  const emulator = useOnEmulator();
  const gapOf = (name: string) => drugNameGap(name, emulator);
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
                    “<ShortText text={name} />” →{' '}
                  </Text>
                  {problems[i] ? (
                    <Text span c="orange" role="alert">
                      {problems[i]}
                    </Text>
                  ) : q.isPending ? (
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
                    <Text span c="orange" data-testid={gapOf(name) ? 'demo-gap' : undefined}>
                      no ingredient has this name
                      {gapOf(name) && ` (${drugGapWords(gapOf(name)!)})`}
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
              Brands are found from ingredients. Change or remove:{' '}
              {missing.map((m) => `“${shorten(m)}”`).join(', ')}.
            </Alert>
          ) : !done ? (
            <Text size="sm" c="dimmed">
              {problems.some((p) => p !== null)
                ? 'An ingredient name has a character that can’t be sent: remove that ingredient.'
                : failed
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
                <>
                  <Group justify="flex-end">
                    <TableExport
                      label="Export brands"
                      columns={CONCEPT_COLUMNS}
                      what={`brands ${state.ingredients.join(' ')}`}
                      meta={meta}
                      pageRows={list}
                    />
                  </Group>
                  <ConceptTable
                    concepts={list}
                    caption={`${list.length} brand${list.length === 1 ? '' : 's'}`}
                  />
                </>
              )}
            </QueryView>
          )}
        </section>
      </SectionBoundary>
    </Stack>
  );
}
