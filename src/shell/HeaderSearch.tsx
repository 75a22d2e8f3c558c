import { Kbd, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { withRelease } from '../lib/paths.ts';
import { headerSearchPath } from './headerSearchPath.ts';
import { SEARCH_INPUT_PROPS } from './searchInputProps.ts';
import { useIdleImport } from './useIdleImport.ts';

/**
 * The global search box: `/` focuses it from anywhere but a text field; Enter searches (a
 * source code such as I21.9 as a code: headerSearchPath). Suggestions (SuggestingSearchInput)
 * bring the popover code with them, so the first load shows a plain box that already
 * searches, and the suggesting one replaces it once loaded, keeping text, focus and caret.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => input.current?.focus()]]);

  // Whether the plain box had focus when the suggesting one replaced it.
  const refocus = useRef<{ start: number | null; end: number | null } | null>(null);
  const { mod, load } = useIdleImport(
    () => import('./SuggestingSearchInput.tsx'),
    () => {
      const el = input.current;
      refocus.current =
        el && document.activeElement === el ? { start: el.selectionStart, end: el.selectionEnd } : null;
    },
  );
  useLayoutEffect(() => {
    const el = input.current;
    if (!mod || !el || !refocus.current) return;
    el.focus();
    el.setSelectionRange(refocus.current.start, refocus.current.end);
    refocus.current = null;
  }, [mod]);

  const go = (path: string) => navigate(withRelease(path, params.get('release')));
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const string = value.trim();
    if (string) go(headerSearchPath(string));
  };
  const type = (v: string) => {
    setValue(v);
    setTyped(true);
  };
  const Suggesting = mod?.SuggestingSearchInput;

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 560 }}>
      {Suggesting ? (
        <Suggesting
          inputRef={input}
          value={value}
          typed={typed ? value.trim() : ''}
          onType={type}
          onSubmit={submit}
          onPick={go}
        />
      ) : (
        <TextInput
          {...SEARCH_INPUT_PROPS}
          ref={input}
          value={value}
          onChange={(e) => type(e.currentTarget.value)}
          onFocus={load}
          rightSection={<Kbd size="xs">/</Kbd>}
        />
      )}
    </form>
  );
}
