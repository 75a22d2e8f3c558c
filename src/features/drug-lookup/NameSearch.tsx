import { Anchor, Button, Checkbox, Group, MultiSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GroupedExport } from '../../ui/GroupedExport.tsx';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { GroupedConcepts } from '../../ui/DrugConcepts.tsx';
import { DrugNameInput } from './DrugNameInput.tsx';
import { sameIgnoringCase, unsendableReason } from '../../lib/inputText.ts';
import { ShortText } from './ShortText.tsx';
import { RxcuiResults } from './RxcuiResults.tsx';
import { orderedGroups } from '../../lib/rxnavLayout.ts';
import { RXNORM_SOURCES } from './sources.ts';
import { lookupSearch, type LookupState } from '../../lib/drugUrls.ts';
import { DRUG_LOOKUP_PATH } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { WRAP } from '../../ui/wrap.ts';
import { drugsQuery, findRxcuiByStringQuery, spellingSuggestionsQuery } from './queries.ts';
import { DemoGapNote } from './DemoGapNote.tsx';
import { drugNameGap } from '../../lib/demoGaps.ts';
import { useOnEmulator } from '../../lib/useOnEmulator.ts';

/** The name form; it starts from the URL and writes back to it on submit. */
export function NameSearchForm({
  state,
  onSearch,
  problem,
}: {
  state: LookupState;
  onSearch: (s: LookupState) => void;
  /** Why the name in the URL cannot be sent, shown at the field; null when it can. */
  problem: string | null;
}) {
  const [name, setName] = useState(state.name);
  const [error, setError] = useState(problem);
  const [advanced, setAdvanced] = useState(state.advanced);
  const [sources, setSources] = useState<string[]>(state.sources);
  const [allSources, setAllSources] = useState(state.allSources);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    // Checked here, before anything is sent: no call can succeed with this text.
    const why = unsendableReason('Drug name', name);
    setError(why);
    if (why === null) onSearch({ ...state, mode: 'name', name: name.trim(), advanced, sources, allSources });
  };
  const sourceOptions = [...new Set([...RXNORM_SOURCES, ...state.sources])];
  return (
    <form onSubmit={submit} aria-label="Find drugs by name">
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <DrugNameInput
            label="Drug name"
            placeholder="e.g. lisinopril"
            value={name}
            onChange={(v) => {
              setName(v);
              setError(null);
            }}
            error={error}
            style={{ flex: 1, minWidth: 260 }}
          />
          <Button type="submit">Search</Button>
        </Group>
        <Switch
          label="Advanced search (sources and all-sources flag)"
          checked={advanced}
          onChange={(e) => setAdvanced(e.currentTarget.checked)}
        />
        {advanced && (
          <Group align="flex-end" wrap="wrap">
            <MultiSelect
              label="Sources"
              description="Only used when “all sources” is on; none picked means every source."
              data={sourceOptions}
              value={sources}
              onChange={setSources}
              searchable
              clearable
              style={{ flex: 1, minWidth: 260 }}
            />
            <Checkbox
              label="All sources (allSourcesFlag = 1): current concepts from the picked sources"
              checked={allSources}
              onChange={(e) => setAllSources(e.currentTarget.checked)}
            />
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Results of a name search: the concepts with that exact name, and the drug products for it. */
export function NameSearchResults({ state }: { state: LookupState }) {
  const href = useHref();
  const found = useQuery(findRxcuiByStringQuery(state));
  const drugs = useQuery(drugsQuery(state.name));
  const nothing = found.data?.length === 0;
  const spelling = useQuery({ ...spellingSuggestionsQuery(state.name), enabled: nothing });
  const quoted = (
    <>
      “<ShortText text={state.name} />”
    </>
  );
  // The word searched is no suggestion, whatever its case.
  const isOther = (w: string) => !sameIgnoringCase(w, state.name);
  // On the emulator, a name in a known gap of the demo data (an ingredient starting with A).
  const gap = drugNameGap(state.name, useOnEmulator() && !state.advanced);
  return (
    <Stack gap="lg" data-testid="name-results">
      <SectionBoundary what="concepts with this name">
        <section aria-labelledby="exact-heading">
          <Title order={2} size="h3" id="exact-heading" style={WRAP}>
            Concepts named {quoted}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {state.advanced
              ? `Advanced search: ${state.allSources ? `all sources flag 1, sources ${state.sources.join(', ') || 'all'}` : 'all sources flag 0 (active RxNorm concepts)'}.`
              : 'Exact name, any case.'}
          </Text>
          <QueryView
            query={found}
            what="concepts with this name"
            isEmpty={(d) => d.length === 0}
            empty={
              state.advanced ? (
                <>No concept has this name in the picked sources.</>
              ) : (
                <>No concept has exactly this name.</>
              )
            }
          >
            {(rxcuis) => (
              <RxcuiResults
                rxcuis={rxcuis}
                caption={`${rxcuis.length} concept${rxcuis.length === 1 ? '' : 's'}`}
              />
            )}
          </QueryView>
          {/* In picked sources, nothing found says no more than that: the demo's gaps are RxNorm's. */}
          {nothing && !state.advanced && <DemoGapNote name={state.name} />}
          {nothing && (
            <div data-testid="spelling">
              <QueryView
                query={spelling}
                what="spelling suggestions"
                isEmpty={(d) => !d.some(isOther)}
                empty="No spelling suggestions either."
                loadingLines={1}
              >
                {(words) => (
                  <Stack gap={2} mt="xs">
                    {/* A suggestion is another name the service holds, spelled alike: never offered
                        as the drug typed (lovastatin is not atorvastatin). */}
                    <Text size="sm" style={WRAP}>
                      {gap ? (
                        <>Other drugs spelled alike (none of them is {quoted}):</>
                      ) : (
                        <>Names spelled like {quoted}:</>
                      )}{' '}
                      {words
                        .filter(isOther)
                        .slice(0, 10)
                        .map((w, i) => (
                          <span key={w}>
                            {i > 0 && ', '}
                            <Anchor
                              component={Link}
                              to={href(DRUG_LOOKUP_PATH, lookupSearch({ ...state, name: w }))}
                            >
                              {w}
                            </Anchor>
                          </span>
                        ))}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Each is a name RxNorm holds, which may be another drug than the one you meant: check it
                      before you use it.
                    </Text>
                  </Stack>
                )}
              </QueryView>
            </div>
          )}
        </section>
      </SectionBoundary>
      <SectionBoundary what="drug products">
        <section aria-labelledby="drugs-heading">
          <Title order={2} size="h3" id="drugs-heading" style={WRAP}>
            Drug products for {quoted}
          </Title>
          <QueryView
            query={drugs}
            what="drug products"
            isEmpty={(d) => d.every((g) => (g.rxConcept ?? []).length === 0)}
            empty={
              <>
                No drug products for this name. Try an ingredient (e.g. lisinopril), a brand name or one
                component of a combination.
              </>
            }
          >
            {(groups) => (
              <>
                <GroupedExport
                  groups={groups}
                  what={`drug products ${state.name}`}
                  title={`drug products for ${state.name}`}
                />
                <GroupedConcepts groups={orderedGroups(groups)} headingOrder={3} />
              </>
            )}
          </QueryView>
        </section>
      </SectionBoundary>
    </Stack>
  );
}
