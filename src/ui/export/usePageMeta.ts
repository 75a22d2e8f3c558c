import { useLocation } from 'react-router';
import { APP_VERSION, type MetaInput } from '../../lib/export/index.ts';
import { useRelease } from '../../lib/release.ts';

/**
 * A table export's provenance, read from where the user is: the page path with its query
 * (filters, page, release), the release in use and the app version; the export resolves
 * `current` to the release it stands for when it writes the file. Credentials never sit in
 * the URL, and buildMeta drops credential-named parameters anyway.
 */
export function usePageMeta(title: string): () => Omit<MetaInput, 'rowCount' | 'scope' | 'complete'> {
  const { pathname, search } = useLocation();
  const release = useRelease();
  // The drug pages' rows are RxNorm content: their files name the RxNorm version too.
  const drugContent = pathname === '/drugs' || pathname.startsWith('/drugs/');
  return () => ({
    title,
    page: pathname + search,
    release,
    appVersion: APP_VERSION,
    drugContent,
    lookUp: true,
  });
}
