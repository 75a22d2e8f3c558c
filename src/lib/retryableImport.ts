/**
 * A module import to read with React's `use()` inside an error boundary with a Retry: every
 * call returns the same promise while it is pending or fulfilled; once it has failed, it is
 * returned once more (the render that shows the error), and the call after that, the Retry,
 * imports again.
 */
export function retryableImport<T>(importer: () => Promise<T>): () => Promise<T> {
  let current: { promise: Promise<T>; failed: boolean; shown: boolean } | null = null;
  return () => {
    if (current?.failed && current.shown) current = null;
    if (!current) {
      const entry = { promise: importer(), failed: false, shown: false };
      entry.promise.catch(() => {
        entry.failed = true;
      });
      current = entry;
    } else if (current.failed) {
      current.shown = true;
    }
    return current.promise;
  };
}
