import { releaseFromUrl } from './urls.ts';

/** A content link in an answer's text: where the release `current` stood for is written. */
const CONTENT_LINK = /"(https?:\/\/[^"]*\/rest\/(?:content|crosswalk|semantic-network)\/[^"]+)"/;
/** Links come with each answer's first object: its start is enough to read. */
const READ_CHARS = 8192;

export interface ReleaseWatch {
  /** Reads the release from the answer to a call to `path` (`/content/current/…`), if it names `current`. */
  note(path: string, text: string): void;
  /**
   * The release `current` stands for, as the latest answer showed it; if none has yet, the one
   * the next answer within `waitMs` shows, else null (also when `signal` aborts).
   */
  seen(waitMs: number, signal?: AbortSignal): Promise<string | null>;
}

/**
 * The release behind `current`, read from the answers a page gets anyway: every link in them
 * carries the resolved release (reference §1), so the page's own calls tell it and no call
 * needs to ask for it alone (the footer, a tree's file, a basket entry record it).
 */
export function createReleaseWatch(): ReleaseWatch {
  let latest: string | null = null;
  const waiting = new Set<(release: string) => void>();
  return {
    note(path, text) {
      if (path.split('/')[2] !== 'current') return;
      const link = CONTENT_LINK.exec(text.slice(0, READ_CHARS))?.[1];
      const release = releaseFromUrl(link);
      if (!release || release === 'current') return;
      latest = release;
      for (const tell of [...waiting]) tell(release);
    },
    seen(waitMs, signal) {
      if (latest !== null) return Promise.resolve(latest);
      return new Promise((resolve) => {
        const done = (release: string | null) => {
          clearTimeout(timer);
          waiting.delete(done);
          signal?.removeEventListener('abort', aborted);
          resolve(release);
        };
        const aborted = () => done(null);
        const timer = setTimeout(aborted, waitMs);
        waiting.add(done);
        signal?.addEventListener('abort', aborted, { once: true });
      });
    },
  };
}
