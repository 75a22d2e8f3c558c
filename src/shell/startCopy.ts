import type { QueryClient } from '@tanstack/query-core';
import { isServiceUnreachable, subscribeReachability } from '../api/reachability.ts';
import { appCopy } from '../lib/offline/appCopy.ts';
import { registerServiceWorker } from '../lib/offline/serviceWorker.ts';

let started: QueryClient | null = null;

/**
 * Starts the offline copy as soon as this code is in (Layout.tsx loads it once the page is idle,
 * or at once when the service cannot be reached), before React renders anything of it: it keeps
 * the copy (lib/offline/copy.ts), registers the service worker that keeps the app's own files,
 * and puts the copy back into the cache whenever the service cannot be reached.
 */
export function startCopy(client: QueryClient): void {
  if (started === client) return;
  started = client;
  const copy = appCopy(client);
  copy.start();
  registerServiceWorker();
  const follow = () => {
    if (isServiceUnreachable()) void copy.restore().catch(() => {});
    else void copy.reachable();
  };
  subscribeReachability(follow);
  if (isServiceUnreachable()) follow();
}
