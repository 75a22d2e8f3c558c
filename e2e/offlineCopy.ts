import type { Page } from '@playwright/test';
import { COPY_DB } from '../src/lib/offline/copyStore.ts';

/**
 * How many of the service's answers the offline copy holds (src/lib/offline), read from the
 * page's origin's IndexedDB: for the offline journeys and the bench that times them.
 */
export const answersKept = (page: Page) =>
  page.evaluate(
    (db) =>
      new Promise<number>((done) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore('answers', { keyPath: 'hash' });
        open.onsuccess = () => {
          const count = open.result.transaction('answers').objectStore('answers').count();
          count.onsuccess = () => {
            open.result.close();
            // The record of what `current` stands for is not an answer.
            done(Math.max(0, count.result - 1));
          };
        };
      }),
    COPY_DB,
  );
