import { Kbd, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { withRelease } from '../lib/paths.ts';
import { pathForSubmitted } from '../lib/input-kind/index.ts';
import { headerNdc, headerSearchPath } from './headerSearchPath.ts';
import { SEARCH_INPUT_PROPS } from './searchInputProps.ts';
import { useIdleImport } from './useIdleImport.ts';

/**
 * The search box of the frame that index.html carries (app/StaticFrame.tsx), as the app renders
 * for the first time and before it replaces it: what the user typed there meanwhile, and
 * whether they were still typing. Null when nothing was typed (or there is no such frame).
 */
function typedBeforeTheApp() {
  if (typeof document === 'undefined') return null; // the build's prerender of that frame
  const box = document.querySelector<HTMLInputElement>('#root form[role="search"] input');
  if (!box?.value) return null;
  return { box, value: box.value, focused: document.activeElement === box };
}

/**
 * The global search box: `/` focuses it from anywhere but a text field; Enter searches, or opens
 * the page of an identifier (headerSearchPath: the app's one detector decides). Suggestions (SuggestingSearchInput)
 * bring the popover code with them, so the first load shows a plain box that already
 * searches, and the suggesting one replaces it once loaded, keeping text, focus and caret.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // The box shows the search of the Search page's URL and is empty elsewhere; it follows
  // every navigation to another page or search (a new search, Back, a picked suggestion) but
  // not other URL changes, so a half-typed term survives paging or a filter change.
  const fromUrl = pathname === '/search' ? (params.get('string') ?? '') : '';
  const page = `${pathname}\n${fromUrl}`;
  // What was typed into the box of the frame index.html carries, before the app's code ran.
  const [early] = useState(typedBeforeTheApp);
  const [value, setValue] = useState(early?.value ?? fromUrl);
  const [shown, setShown] = useState(page);
  // Suggestions only for what the user types here, not for a term the URL put in the box.
  const [typed, setTyped] = useState(!!early);
  if (shown !== page) {
    setShown(page);
    setValue(fromUrl);
    setTyped(false);
  }
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => input.current?.focus()]]);

  // The plain box's caret, kept as it moves: the swap commits some time after the code has
  // arrived, and keys typed meanwhile still go to the plain box (a caret read when the code
  // arrived put later keys back in the middle: "myocard" became "mycardo").
  const caret = useRef<{ start: number | null; end: number | null }>({ start: null, end: null });
  const keepCaret = (el: HTMLInputElement) => {
    caret.current = { start: el.selectionStart, end: el.selectionEnd };
  };
  const { mod, standIn, hadFocus } = useIdleImport(() => import('./SuggestingSearchInput.tsx'));
  // The box it replaced had focus: so has this one, with the caret where it was (kept for the
  // suggesting box's swap too).
  useLayoutEffect(() => {
    if (!early?.focused || !input.current) return;
    const { box } = early;
    caret.current = { start: box.selectionStart, end: box.selectionEnd };
    input.current.focus();
    input.current.setSelectionRange(box.selectionStart, box.selectionEnd);
  }, [early]);
  useLayoutEffect(() => {
    const el = input.current;
    if (!mod || !el || !hadFocus.current) return;
    el.focus();
    el.setSelectionRange(caret.current.start, caret.current.end);
  }, [mod, hadFocus]);
  const go = (path: string) => navigate(withRelease(path, params.get('release')));
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const string = value.trim();
    if (!string) return;
    if (headerNdc(string)) void pathForSubmitted(string).then(go);
    else go(headerSearchPath(string));
  };
  const type = (v: string) => {
    setValue(v);
    setTyped(true);
  };
  const Suggesting = mod?.SuggestingSearchInput;

  return (
    <form role="search" action="/search" onSubmit={submit} style={{ flex: 1, maxWidth: 560 }}>
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
          onChange={(e) => {
            keepCaret(e.currentTarget);
            type(e.currentTarget.value);
          }}
          onSelect={(e) => keepCaret(e.currentTarget)}
          {...standIn}
          rightSection={<Kbd size="xs">/</Kbd>}
        />
      )}
    </form>
  );
}
