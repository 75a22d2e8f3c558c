import { Combobox, Kbd, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pathForRef, withRelease } from '../lib/paths.ts';
import { useRelease } from '../lib/release.ts';
import { isApiError } from '../api/errors.ts';
import { suggestQuery } from '../lib/queries/suggest.ts';
import { MAX_STRING } from '../lib/searchText.ts';
import { headerSearchPath } from './headerSearchPath.ts';

const DEBOUNCE_MS = 250;

/**
 * The global search box: `/` focuses it from anywhere but a text field; typing three
 * characters or more suggests concepts (debounced; the previous request is cancelled as the
 * query key changes); Enter searches (a source code such as I21.9 as a code: headerSearchPath),
 * picking a suggestion opens its concept.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const release = useRelease();
  const { pathname } = useLocation();
  // The box shows the search of the Search page's URL and is empty elsewhere; it follows
  // every navigation (a new search, Back, a picked suggestion) but not other URL changes,
  // so a half-typed term survives paging or a filter change.
  const fromUrl = pathname === '/search' ? (params.get('string') ?? '') : '';
  const [value, setValue] = useState(fromUrl);
  const [shown, setShown] = useState(fromUrl);
  // Suggestions only for what the user types here, not for a term the URL put in the box.
  const [typed, setTyped] = useState(false);
  if (shown !== fromUrl) {
    setShown(fromUrl);
    setValue(fromUrl);
    setTyped(false);
  }
  const [debounced] = useDebouncedValue(typed ? value.trim() : '', DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  useHotkeys([['/', () => input.current?.focus()]]);
  const suggestions = useQuery(suggestQuery(release, debounced));
  const hits = suggestions.data?.hits ?? [];
  const keepRelease = (path: string) => withRelease(path, params.get('release'));

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const string = value.trim();
    if (!string) return;
    combobox.closeDropdown();
    navigate(keepRelease(headerSearchPath(string)));
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 560 }}>
      <Combobox
        store={combobox}
        onOptionSubmit={(index) => {
          const hit = hits[Number(index)];
          combobox.closeDropdown();
          if (!hit) return;
          const path = hit.ref ? pathForRef(hit.ref) : pathForRef({ kind: 'CUI', id: hit.ui, source: null });
          navigate(keepRelease(path));
        }}
      >
        <Combobox.Target>
          <TextInput
            ref={input}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setTyped(true);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(e) => {
              // Enter with no highlighted suggestion is a plain search.
              if (e.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) submit();
            }}
            placeholder="Search terms or codes"
            aria-label="Search the Metathesaurus"
            rightSection={
              suggestions.isFetching ? (
                <Loader size="xs" aria-label="Loading suggestions" />
              ) : (
                <Kbd size="xs">/</Kbd>
              )
            }
            maxLength={MAX_STRING}
          />
        </Combobox.Target>
        <Combobox.Dropdown
          hidden={
            debounced.length < 3 || (hits.length === 0 && !suggestions.isSuccess && !suggestions.isError)
          }
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
            {suggestions.isSuccess && hits.length === 0 && (
              <Combobox.Empty>No names start with “{debounced}”</Combobox.Empty>
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
    </form>
  );
}
