import type { QueryClient } from '@tanstack/query-core';
import { getApiKey } from '../../api/auth/credentials.ts';
import { whenIdle } from '../whenIdle.ts';
import { createOfflineCopy, type OfflineCopy } from './copy.ts';
import { indexedDbCopyStore } from './copyStore.ts';

let copy: { client: QueryClient; copy: OfflineCopy } | null = null;

/** The app's one offline copy, over its query cache and the browser's IndexedDB. */
export function appCopy(client: QueryClient): OfflineCopy {
  if (copy?.client !== client)
    copy = {
      client,
      copy: createOfflineCopy(client, {
        store: indexedDbCopyStore(),
        apiKey: getApiKey,
        now: Date.now,
        idle: whenIdle,
      }),
    };
  return copy.copy;
}
