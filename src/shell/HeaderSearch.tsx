import { Kbd, TextInput } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HEADER_SUBMIT } from '../lib/headerSubmit.ts';
import { withRelease } from '../lib/paths.ts';
import { SEARCH_INPUT_PROPS } from './searchInputProps.ts';
import { useIdleImport } from './useIdleImport.ts';

/**
 * The search box of the frame that index.html carries (app/firstLoad/StaticFrame.tsx), watched from the
 * app's first render until the render replaces it. That render runs in slices (main.tsx), so
 * keys can still land in this box after it has begun: the commit reads the box again (CI lost
 * "D009203" typed there mid-render, and its Enter went to an empty box). Focus is followed by
 * its events. Null where there is no such frame (the build's prerender of it, or a test).
 */
function watchFrameBox() {
  if (typeof document === 'undefined') return null;
  const box = document.querySelector<HTMLInputElement>('#root form[role="search"] input[name="string"]');
  if (!box) return null;
  let focused = document.activeElement === box;
  box.addEventListener('focus', () => (focused = true));
  // A blur from the box's removal (the commit that replaces it, whose layout effects run before
  // any microtask) is not the user leaving it: whether it is still in the page is known after.
  box.addEventListener('blur', () =>
    queueMicrotask(() => {
      if (box.isConnected) focused = false;
    }),
  );
  return { box, focused: () => focused };
}

const submitPath = () => import('./headerSearchPath.ts');

/**
 * The global search box (`/` focuses it from anywhere but a text field: app/firstLoad/slashToSearch.ts,
 * from the first script on); Enter searches, or opens
 * the page of an identifier (headerSearchPath: the app's one detector decides; its code is asked
 * for when the box gets focus, so Enter seldom waits for it). Suggestions (SuggestingSearchInput)
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
  const [frame] = useState(watchFrameBox);
  const [value, setValue] = useState(frame?.box.value || fromUrl);
  const [shown, setShown] = useState(page);
  // Suggestions only for what the user types here, not for a term the URL put in the box.
  const [typed, setTyped] = useState(!!frame?.box.value);
  if (shown !== page) {
    setShown(page);
    setValue(fromUrl);
    setTyped(false);
  }
  const input = useRef<HTMLInputElement>(null);

  // The plain box's caret, kept as it moves: the swap commits some time after the code has
  // arrived, and keys typed meanwhile still go to the plain box (a caret read when the code
  // arrived put later keys back in the middle: "myocard" became "mycardo").
  const caret = useRef<{ start: number | null; end: number | null }>({ start: null, end: null });
  const keepCaret = (el: HTMLInputElement) => {
    caret.current = { start: el.selectionStart, end: el.selectionEnd };
  };
  const { mod, standIn, hadFocus } = useIdleImport(() => import('./SuggestingSearchInput.tsx'));
  // What the frame's box holds as this box replaces it (keys typed during the first render
  // included), and its focus and caret when it had them.
  useLayoutEffect(() => {
    const el = input.current;
    if (!frame || !el) return;
    const { box } = frame;
    if (box.value && box.value !== el.value) {
      el.value = box.value; // now, so the caret below has its text; the state follows
      setValue(box.value);
      setTyped(true);
    }
    if (!frame.focused()) return;
    caret.current = { start: box.selectionStart, end: box.selectionEnd };
    el.focus();
    el.setSelectionRange(box.selectionStart, box.selectionEnd);
  }, [frame]);
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
    void submitPath()
      .then((m) => m.headerSubmitPath(string))
      // Its code could not be fetched (the connection lost): a plain search, as before the app ran.
      .catch(() => `/search?${new URLSearchParams({ string })}`)
      .then(go);
  };
  const type = (v: string) => {
    setValue(v);
    setTyped(true);
  };
  const Suggesting = mod?.SuggestingSearchInput;

  return (
    <form
      role="search"
      action="/search"
      onSubmit={submit}
      onFocus={() => void submitPath().catch(() => {})}
      style={{ flex: 1, maxWidth: 560 }}
    >
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
      {/* For Enter before the app's code runs (lib/headerSubmit.ts); onSubmit handles it after. */}
      <input type="hidden" name={HEADER_SUBMIT.name} value={HEADER_SUBMIT.value} />
    </form>
  );
}
