import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isFirstPageShown } from '../lib/firstPage.ts';
import { isRuntimeReady } from '../lib/runtimeReady.ts';
import { whenIdle } from '../lib/whenIdle.ts';

/** How long the idle fetch waits for answers on their way before it goes ahead anyway. */
const WAIT_FOR_ANSWERS_MS = 5000;
/** The idle fetch waits until the user has left keyboard and pointer alone this long. */
const QUIET_MS = 1000;

// When the user last typed, clicked or touched, anywhere on the page: one set of listeners
// for every idle import.
let lastInputAt = -Infinity;
if (typeof window !== 'undefined') {
  const seen = () => (lastInputAt = Date.now());
  for (const type of ['keydown', 'input', 'pointerdown'] as const) {
    window.addEventListener(type, seen, { capture: true, passive: true });
  }
}

/**
 * A header piece whose code stays out of the first load (initial JS): it is fetched
 * once the page is idle, no answer is on its way and the user has not typed or clicked for a
 * second, or at once when `load` is called (the user reached for it first).
 * Until then, and if the fetch fails, the caller shows a plain stand-in. The swap renders at
 * transition priority, in slices that never hold up the page's own work or the user's input
 * (a stand-in swapped in one go was a 25–30 ms task after the first paint, 100 ms+
 * at phone speed); it commits in one go, with no Suspense fallback, so the caller can move
 * focus across it: `standIn` (spread on the stand-in) keeps `hadFocus`, which the caller reads
 * after the swap (see HeaderSearch).
 */
export function useIdleImport<T>(importer: () => Promise<T>) {
  const [mod, setMod] = useState<T | null>(null);
  const started = useRef<Promise<void> | null>(null);
  const latest = useRef(importer);
  useLayoutEffect(() => {
    latest.current = importer;
  });
  const alive = useRef(true);

  // Whether the idle moment (or the user's reach) has come, the fetch worked or not.
  const [asked, setAsked] = useState(false);
  const load = useCallback(() => {
    if (!started.current) startTransition(() => setAsked(true));
    started.current ??= latest.current().then(
      (m) => {
        if (alive.current) startTransition(() => setMod(() => m));
      },
      // A chunk that cannot be fetched leaves the stand-in, which still works; a later
      // reach for it tries again.
      () => {
        started.current = null;
      },
    );
  }, []);

  // Whether the stand-in has focus, kept as it moves: the swap removes it without a blur event,
  // so at the swap this still says whether focus was on it (the caller then moves focus to
  // what replaced it). Focusing the stand-in is also a reach for the real thing.
  const hadFocus = useRef(false);
  const standIn = useMemo(
    () => ({
      onFocus: () => {
        hadFocus.current = true;
        load();
      },
      onBlur: () => {
        hadFocus.current = false;
      },
    }),
    [load],
  );

  const queryClient = useQueryClient();
  useEffect(() => {
    alive.current = true;
    let cancel = () => {};
    const idle = (fn: () => void) => {
      cancel = whenIdle(fn);
    };
    const since = Date.now();
    const attempt = () => {
      // Answers on their way (the page's first data, a search submitted right after the page
      // opened) go first: compiling this code and swapping it in would hold up their rows
      // (search submit → first row). Not for ever: a page that keeps fetching gets
      // it after WAIT_FOR_ANSWERS_MS all the same.
      // The same while the user is typing or clicking: a search typed and submitted as soon
      // as the page opened had these modules compiled, rendered and their calls sent between
      // its Enter and its first row (the slowest of 30 submits, 145-170 ms).
      // And the page comes first: nothing before it has painted (its code may still be on its
      // way while no answer is, early.ts having asked for them all at once). Their calls need
      // the runtime config applied, too (the demo key).
      const busy =
        !isFirstPageShown() ||
        !isRuntimeReady() ||
        queryClient.isFetching() > 0 ||
        Date.now() - lastInputAt < QUIET_MS;
      if (busy && Date.now() - since < WAIT_FOR_ANSWERS_MS) {
        const id = setTimeout(() => idle(attempt), 200);
        cancel = () => clearTimeout(id);
        return;
      }
      load();
    };
    idle(attempt);
    return () => {
      alive.current = false;
      cancel();
    };
  }, [load, queryClient]);

  return { mod, load, standIn, hadFocus, asked };
}
