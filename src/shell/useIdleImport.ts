import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long the idle fetch waits for answers on their way before it goes ahead anyway. */
const WAIT_FOR_ANSWERS_MS = 5000;

/**
 * A header piece whose code stays out of the first load (issue 16: initial JS): it is fetched
 * once the page is idle and no answer is on its way, or at once when `load` is called (the
 * user reached for it first).
 * Until then, and if the fetch fails, the caller shows a plain stand-in. No Suspense: the
 * swap happens in one commit, so the caller can move focus across it (see HeaderSearch).
 */
export function useIdleImport<T>(importer: () => Promise<T>, onLoaded?: () => void) {
  const [mod, setMod] = useState<T | null>(null);
  const started = useRef<Promise<void> | null>(null);
  const latest = useRef({ importer, onLoaded });
  useLayoutEffect(() => {
    latest.current = { importer, onLoaded };
  });
  const alive = useRef(true);

  const load = useCallback(() => {
    started.current ??= latest.current.importer().then(
      (m) => {
        if (!alive.current) return;
        latest.current.onLoaded?.();
        setMod(() => m);
      },
      // A chunk that cannot be fetched leaves the stand-in, which still works; a later
      // reach for it tries again.
      () => {
        started.current = null;
      },
    );
  }, []);

  const queryClient = useQueryClient();
  useEffect(() => {
    alive.current = true;
    const w = window as Window & typeof globalThis;
    let cancel = () => {};
    const whenIdle = (fn: () => void) => {
      if (typeof w.requestIdleCallback === 'function') {
        const id = w.requestIdleCallback(fn, { timeout: 2000 });
        cancel = () => w.cancelIdleCallback(id);
      } else {
        const id = setTimeout(fn, 300);
        cancel = () => clearTimeout(id);
      }
    };
    const since = Date.now();
    const attempt = () => {
      // Answers on their way (the page's first data, a search submitted right after the page
      // opened) go first: compiling this code and swapping it in would hold up their rows
      // (issue 16, search submit → first row). Not for ever: a page that keeps fetching gets
      // it after WAIT_FOR_ANSWERS_MS all the same.
      if (queryClient.isFetching() > 0 && Date.now() - since < WAIT_FOR_ANSWERS_MS) {
        const id = setTimeout(() => whenIdle(attempt), 200);
        cancel = () => clearTimeout(id);
        return;
      }
      load();
    };
    whenIdle(attempt);
    return () => {
      alive.current = false;
      cancel();
    };
  }, [load, queryClient]);

  return { mod, load };
}
