import { use, type ComponentType } from 'react';
import { retryableImport } from '../lib/retryableImport.ts';

/**
 * A component whose code loads on first render (or earlier, with `load`), to place inside
 * Suspense and a section boundary with Retry. Unlike React.lazy, a failed fetch is not kept
 * for ever: the boundary's Retry renders it again and the code is fetched again
 * (retryableImport).
 */
export function retryableLazy<M, P extends object>(
  importer: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
) {
  const load = retryableImport(importer);
  function Lazy(props: P) {
    const Component = pick(use(load()));
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { load });
}
