import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { linkTo, type ExtraParams } from './paths.ts';

/**
 * Builds internal links that keep the page's `?release=` (when it is a release name), so
 * following links never silently switches a shared view to another release.
 * `href(path, extra?)`: `path` (with its own query) plus `extra` params plus the release.
 */
export function useHref() {
  const [params] = useSearchParams();
  const release = params.get('release');
  return useCallback(
    (path: string, extra?: ExtraParams) =>
      linkTo(path, new URLSearchParams(release ? { release } : {}), extra),
    [release],
  );
}
