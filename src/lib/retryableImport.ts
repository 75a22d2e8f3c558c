/**
 * A part of the app whose code could not be downloaded (server down, connection lost): the
 * browser's own message names a hashed file, which tells a user nothing.
 */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super('this part of the app could not be downloaded', { cause });
    this.name = 'CodeLoadError';
  }
}

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
      const promise = importer().catch((cause: unknown) => {
        throw new CodeLoadError(cause);
      });
      const entry = { promise, failed: false, shown: false };
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
