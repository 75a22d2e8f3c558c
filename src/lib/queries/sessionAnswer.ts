/**
 * Answers the frame asks on every page (the release `current` stands for, the drug service's
 * versions), kept for the tab's session in sessionStorage: a reload or a link opened in the
 * same tab finds them, with the time they were asked, so the service is asked again only once
 * they are stale, not on every page load. This tab only, gone when it closes; no answer held
 * here carries the API key (it is never in an answer).
 */
const storageKey = (queryKey: readonly unknown[]) => `answer ${JSON.stringify(queryKey)}`;

interface Kept<T> {
  at: number;
  data: T;
}

function read<T>(queryKey: readonly unknown[]): Kept<T> | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(queryKey));
    return raw ? (JSON.parse(raw) as Kept<T>) : undefined;
  } catch {
    return undefined;
  }
}

/** The query options that start from the kept answer, if any, at the time it was asked. */
export function keptAnswer<T>(queryKey: readonly unknown[]) {
  // Read and parsed once, for both options, when the query first needs them.
  let kept: Kept<T> | undefined | null = null;
  const once = () => (kept === null ? (kept = read<T>(queryKey)) : kept);
  return {
    initialData: () => once()?.data,
    initialDataUpdatedAt: () => once()?.at,
  };
}

/** Keeps an answer for the session (storage full or refused: it is asked again next load). */
export function keepAnswer<T>(queryKey: readonly unknown[], data: T): T {
  try {
    sessionStorage.setItem(storageKey(queryKey), JSON.stringify({ at: Date.now(), data } satisfies Kept<T>));
  } catch {
    // nothing kept
  }
  return data;
}
