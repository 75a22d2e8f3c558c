import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A header piece whose code stays out of the first load (issue 16: initial JS): it is fetched
 * once the page is idle, or at once when `load` is called (the user reached for it first).
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

  useEffect(() => {
    alive.current = true;
    const w = window as Window & typeof globalThis;
    if (typeof w.requestIdleCallback === 'function') {
      const id = w.requestIdleCallback(load, { timeout: 2000 });
      return () => {
        alive.current = false;
        w.cancelIdleCallback(id);
      };
    }
    const id = setTimeout(load, 300);
    return () => {
      alive.current = false;
      clearTimeout(id);
    };
  }, [load]);

  return { mod, load };
}
