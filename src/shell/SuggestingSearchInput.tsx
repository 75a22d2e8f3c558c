import { Combobox, Kbd, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { pathForRef } from '../lib/paths.ts';
import { useRelease } from '../lib/release.ts';
import { isApiError } from '../api/errors.ts';
import { suggestQuery } from '../lib/queries/suggest.ts';
import { SEARCH_INPUT_PROPS } from './searchInputProps.ts';
import { UserText } from '../ui/UserText.tsx';

const DEBOUNCE_MS = 250;

export interface SuggestingSearchInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** What to suggest for: the trimmed text the user typed here, '' for a term the URL put in. */
  typed: string;
  onType: (value: string) => void;
  onSubmit: () => void;
  onPick: (path: string) => void;
}

/**
 * The header box once its suggestion code has loaded (HeaderSearch shows a plain box until
 * then): typing three characters or more suggests concepts (debounced; the previous request
 * is cancelled as the query key changes), picking one opens its concept.
 */
export function SuggestingSearchInput({
  inputRef,
  value,
  typed,
  onType,
  onSubmit,
  onPick,
}: SuggestingSearchInputProps) {
  const release = useRelease();
  const [debounced] = useDebouncedValue(typed, DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const suggestions = useQuery(suggestQuery(release, debounced));
  const hits = suggestions.data?.hits ?? [];
  // When new names replace the shown ones, the highlight follows what is on screen: a
  // highlighted name that is gone leaves nothing highlighted, so Enter searches instead.
  const { updateSelectedOptionIndex } = combobox;
  useEffect(() => {
    updateSelectedOptionIndex('selected');
  }, [suggestions.data, updateSelectedOptionIndex]);
  // "No names start with …" only once this prefix's own answer is in, not over the last one's.
  const noneFound = suggestions.isSuccess && !suggestions.isPlaceholderData && hits.length === 0;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(index) => {
        const hit = hits[Number(index)];
        combobox.closeDropdown();
        if (!hit) return;
        onPick(hit.ref ? pathForRef(hit.ref) : pathForRef({ kind: 'CUI', id: hit.ui, source: null }));
      }}
    >
      <Combobox.Target>
        <TextInput
          {...SEARCH_INPUT_PROPS}
          ref={inputRef}
          value={value}
          onChange={(e) => {
            onType(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            // Enter with no highlighted suggestion on screen is a plain search.
            if (e.key === 'Enter' && !hits[combobox.getSelectedOptionIndex()]) {
              combobox.closeDropdown();
              onSubmit();
            }
          }}
          rightSection={
            suggestions.isFetching ? (
              <Loader size="xs" aria-label="Loading suggestions" />
            ) : (
              <Kbd size="xs">/</Kbd>
            )
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown
        hidden={debounced.length < 3 || (hits.length === 0 && !noneFound && !suggestions.isError)}
      >
        <Combobox.Options aria-label="Suggestions">
          {hits.map((h, i) => (
            <Combobox.Option value={String(i)} key={`${h.ui}-${i}`}>
              <Text size="sm">{h.name}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {h.ui}
              </Text>
            </Combobox.Option>
          ))}
          {noneFound && (
            <Combobox.Empty>
              No names start with “<UserText text={debounced} />”
            </Combobox.Empty>
          )}
          {suggestions.isError && (
            <Combobox.Empty>
              {isApiError(suggestions.error) && suggestions.error.kind === 'auth'
                ? 'Suggestions need an API key: set it in Settings.'
                : 'Suggestions are unavailable right now. Press Enter to search.'}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
