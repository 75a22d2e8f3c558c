import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { linkTo, type ExtraParams } from './paths.ts';

/**
 * Builds internal links that keep the page's `?release=` (when it is a release name) and `present=1`, so
 * following links never silently switches a shared view to another release.
 * `href(path, extra?)`: `path` (with its own query) plus `extra` params plus the release.
 */
export function useHref() {
  const [params] = useSearchParams();
  const release = params.get('release');
  // Presentation mode follows links too (lib/present.ts).
  const present = params.get('present');
  return useCallback(
    (path: string, extra?: ExtraParams) => {
      const current = new URLSearchParams(release ? { release } : {});
      if (present) current.set('present', present);
      return linkTo(path, current, extra);
    },
    [release, present],
  );
}
