/**
 * A part of the app whose code could not be downloaded (server down, connection lost): the
 * browser's own message names a hashed file, which tells a user nothing. `retry`, when given,
 * lets the next render fetch it again (the section boundary's Retry calls it).
 */
export class CodeLoadError extends Error {
  constructor(
    cause: unknown,
    readonly retry?: () => void,
  ) {
    super('this part of the app could not be downloaded', { cause });
    this.name = 'CodeLoadError';
  }
}

/** The fields React's `use()` reads on a promise: a settled one is read at once. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A module import to read with React's `use()` inside an error boundary with a Retry. Every
 * call returns the same promise until the failure's `retry` (CodeLoadError) is called; the
 * call after that imports again. The promise carries its outcome where `use()` reads it, so a
 * render that meets a failed import throws at once instead of suspending: it used to suspend,
 * and under load React rendered again and again, each render fetching anew and failing anew,
 * and the Retry never showed (CI: export.spec "a failed fetch of its code shows Retry").
 */
export function retryableImport<T>(importer: () => Promise<T>): () => Promise<T> {
  let current: Tracked<T> | null = null;
  const retry = () => {
    if (current?.status === 'rejected') current = null;
  };
  return () => {
    if (current) return current;
    const promise: Tracked<T> = importer().catch((cause: unknown) => {
      throw new CodeLoadError(cause, retry);
    });
    // (Blocks, not expressions: a handler returning the promise would adopt its rejection.)
    promise.then(
      (value) => {
        Object.assign(promise, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(promise, { status: 'rejected', reason });
      },
    );
    current = promise;
    return promise;
  };
}
