import { useLocation } from 'react-router';
import { APP_VERSION, type MetaInput } from '../../lib/export/index.ts';
import { useRelease } from '../../lib/release.ts';

/**
 * A table export's provenance, read from where the user is: the page path with its query
 * (filters, page, release), the release in use and the app version. Credentials never sit in
 * the URL, and buildMeta drops credential-named parameters anyway.
 */
export function usePageMeta(title: string): () => Omit<MetaInput, 'rowCount' | 'scope' | 'complete'> {
  const { pathname, search } = useLocation();
  const release = useRelease();
  return () => ({ title, page: pathname + search, release, appVersion: APP_VERSION });
}
