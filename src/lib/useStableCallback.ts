import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders and always runs the latest `fn`: a
 * memoised child given it as a prop does not re-render each time its parent does. For event
 * handlers only; calling it during render would run the previous render's `fn`.
 */
export function useStableCallback<Args extends unknown[], R>(fn: (...args: Args) => R): (...args: Args) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
