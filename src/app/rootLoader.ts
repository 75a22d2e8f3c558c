import type { QueryClient } from '@tanstack/react-query';
import { applyDemoKey, FALLBACK_CONFIG } from '../api/runtimeConfig.ts';
import { setDrugRequestNs } from '../api/rxnorm/namespace.ts';
import { runtimeConfigQuery } from '../lib/queries/runtimeConfig.ts';

/**
 * Loads the runtime config (`/bff/config.json`) once per page load and applies it before any
 * page asks a service: the drug client's request namespace, and on the emulator the demo key.
 * Route loaders wait for it; it resolves even when the config cannot be read (then the
 * documented defaults apply and the calls themselves show what is wrong).
 */
export function createRootLoader(queryClient: QueryClient): () => Promise<void> {
  let ready: Promise<void> | undefined;
  const load = async () => {
    const config = await queryClient.ensureQueryData(runtimeConfigQuery()).catch(() => FALLBACK_CONFIG);
    setDrugRequestNs(config.soapRequestNs);
    applyDemoKey(config);
  };
  return () => (ready ??= load());
}
