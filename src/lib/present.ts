import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Presentation mode (issue 36): `present=1` in the URL, so a prepared link opens in it and
 * every internal link (linkTo, paths.ts) carries it on. The shell hides its navigation and
 * footer, the tree its row actions, and type grows (src/shell/present.css).
 */
export const PRESENT_PARAM = 'present';

export const isPresenting = (params: URLSearchParams): boolean => params.get(PRESENT_PARAM) === '1';

/** A copy of `params` with presentation mode on or off (off: the parameter is gone). */
export function withPresent(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set(PRESENT_PARAM, '1');
  else next.delete(PRESENT_PARAM);
  return next;
}

/** Whether the page is in presentation mode, and a switch that keeps the rest of the URL. */
export function usePresent(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const on = isPresenting(params);
  const set = useCallback(
    (next: boolean) =>
      setParams((prev) => withPresent(prev, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [on, set];
}
