import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { linkTo } from './links.ts';

/** `linkTo` bound to the current URL, so links keep its `?release=`. */
export function useLinkTo() {
  const [params] = useSearchParams();
  return useCallback(
    (path: string, extra?: Record<string, string | null | undefined>) => linkTo(path, params, extra),
    [params],
  );
}
