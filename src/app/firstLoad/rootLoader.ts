import type { QueryClient } from '@tanstack/query-core';
import { isServiceUnreachable, subscribeReachability } from '../../api/reachability.ts';
import { applyDemoKey, FALLBACK_CONFIG } from '../../api/runtimeConfig.ts';
import { setDrugRequestNs } from '../../api/rxnorm/namespace.ts';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';
import { markRuntimeReady } from '../../lib/runtimeReady.ts';

/**
 * Loads the runtime config (`/bff/config.json`) once per page load and applies it before any
 * page asks a service: the drug client's request namespace, and on the emulator the demo key.
 * Route loaders wait for it; it resolves even when the config cannot be read (then the
 * documented defaults apply and the calls themselves show what is wrong).
 */
export function createRootLoader(queryClient: QueryClient): () => Promise<void> {
  // With the network gone (the config itself cannot be fetched), the offline copy goes back into
  // the cache now, before any page asks: the views seen in the last day then open from it at
  // once rather than after the config's retry and each call's failed tries. After the first
  // load the frame (Layout.tsx) does this.
  const openCopy = () => {
    if (isServiceUnreachable())
      void import('../../shell/extras.ts').then((m) => m.startCopy(queryClient)).catch(() => undefined);
  };
  const load = async () => {
    const stop = subscribeReachability(openCopy);
    const config = await queryClient
      .ensureQueryData(runtimeConfigQuery())
      .catch(() => FALLBACK_CONFIG)
      .finally(stop);
    setDrugRequestNs(config.soapRequestNs);
    applyDemoKey(config);
    markRuntimeReady();
  };
  // Asked at once, before the router starts: the request then leaves ahead of the page's
  // chunks instead of queueing behind them for a connection.
  const ready = load();
  return () => ready;
}
