import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isValidRelease } from '../api/auth/credentials.ts';
import type { UtsRef } from '../api/uts/index.ts';

/**
 * Appends `release` to an internal path (keeping its own query), so a chosen release follows
 * every link. A value that is not a release name is left behind, never carried on.
 */
export function withRelease(path: string, release: string | null): string {
  if (!release || !isValidRelease(release)) return path;
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('release', release);
  return `${base}?${params}`;
}

/** The route of a UTS reference (concept, atom, source code, semantic type). */
export function pathForRef(ref: Pick<UtsRef, 'kind' | 'id' | 'source'>): string {
  const id = encodeURIComponent(ref.id);
  switch (ref.kind) {
    case 'CUI':
      return `/concepts/${id}`;
    case 'AUI':
      return `/atoms/${id}`;
    case 'TUI':
      return `/semantic-types/${id}`;
    case 'source':
      return `/sources/${encodeURIComponent(ref.source ?? '')}/${id}`;
  }
}

/** Builds internal links that carry the page's `?release=` along, when the page has one. */
export function useReleaseLink() {
  const [params] = useSearchParams();
  const release = params.get('release');
  return useCallback((path: string) => withRelease(path, release), [release]);
}
