import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { releaseToCarry } from '../../lib/releaseParam.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintSource, usePrintView } from '../../ui/print/printView.ts';
import { BrandFinderForm, BrandFinderResults } from './BrandFinder.tsx';
import { unsendableReason } from '../../lib/inputText.ts';
import { IdSearchForm, IdSearchResults } from './IdSearch.tsx';
import { NameSearchForm, NameSearchResults } from './NameSearch.tsx';
import {
  LOOKUP_MODES,
  lookupSearch,
  parseLookup,
  type LookupMode,
  type LookupState,
} from '../../lib/drugUrls.ts';

const MODE_LABELS: Record<LookupMode, string> = {
  name: 'By name',
  id: 'By identifier',
  brands: 'Brands by ingredients',
};

/** What a lookup asked, for the printed footer line (the form's controls do not print). */
const lookupInWords = (s: LookupState): string | undefined =>
  (s.mode === 'name'
    ? s.name && `“${s.name}”`
    : s.mode === 'id'
      ? s.id && `${s.idType} ${s.id}`
      : s.ingredients.join(' + ')) || undefined;

/** `/drugs`: look drugs up by name, by identifier, or find brands from ingredients. Everything is in the URL. */
export function DrugLookupPage() {
  useDocumentTitle('Drugs');
  const [params, setParams] = useSearchParams();
  const state = parseLookup(params);
  usePrintView({ kind: `Drug lookup (${MODE_LABELS[state.mode]})`, what: lookupInWords(state) });
  usePrintSource('RXNORM', 'drug service');
  const release = releaseToCarry(params);
  const go = (next: LookupState) => {
    const p = lookupSearch(next);
    if (release) p.set('release', release);
    setParams(p);
  };
  // Each form starts from its own tab's part of the URL; a new search there (Back, a suggestion
  // link) remounts it. Switching tabs changes only `by=`, and the panels stay mounted, so a
  // name typed but not yet searched is still there on coming back.
  const nameKey = JSON.stringify([state.name, state.advanced, state.sources, state.allSources]);
  const idKey = JSON.stringify([state.idType, state.id, state.idScope]);
  const nameProblem = unsendableReason('Drug name', state.name);
  const idProblem = unsendableReason('Identifier', state.id);
  return (
    <Stack maw={1100} gap="md">
      <Title order={1}>Drugs</Title>
      <Text c="dimmed">
        Look up RxNorm drug concepts by name or identifier, or find the brands that combine ingredients.
      </Text>
      <Tabs value={state.mode} onChange={(v) => v && go({ ...state, mode: v as LookupMode })} keepMounted>
        <Tabs.List>
          {LOOKUP_MODES.map((m) => (
            <Tabs.Tab key={m} value={m}>
              {MODE_LABELS[m]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="name" pt="md">
          <NameSearchForm key={nameKey} state={state} onSearch={go} problem={nameProblem} />
          {state.mode === 'name' && state.name !== '' && nameProblem === null && (
            <Stack mt="lg">
              <NameSearchResults state={state} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="id" pt="md">
          <IdSearchForm key={idKey} state={state} onSearch={go} problem={idProblem} />
          {state.mode === 'id' && state.id !== '' && idProblem === null && (
            <Stack mt="lg">
              <IdSearchResults state={state} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="brands" pt="md">
          <BrandFinderForm state={state} onSearch={go} />
          {state.mode === 'brands' && state.ingredients.length > 0 && (
            <Stack mt="lg">
              <BrandFinderResults state={state} />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
