import type { QueryClient } from '@tanstack/query-core';
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
  const load = async () => {
    const config = await queryClient.ensureQueryData(runtimeConfigQuery()).catch(() => FALLBACK_CONFIG);
    setDrugRequestNs(config.soapRequestNs);
    applyDemoKey(config);
    markRuntimeReady();
  };
  // Asked at once, before the router starts: the request then leaves ahead of the page's
  // chunks instead of queueing behind them for a connection.
  const ready = load();
  return () => ready;
}
