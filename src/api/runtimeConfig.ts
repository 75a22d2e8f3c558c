import { CONFIG_PATH, type RuntimeConfig } from '../../bff/contract.ts';
import { getApiKey, setApiKey, wasApiKeyCleared } from './auth/credentials.ts';
import { reportReachable } from './reachability.ts';
import { DEFAULT_REQUEST_NS } from './rxnorm/namespace.ts';

export type { RuntimeConfig };

export const FALLBACK_CONFIG: RuntimeConfig = {
  emulator: false,
  upstreamLabel: 'unknown upstream',
  soapRequestNs: DEFAULT_REQUEST_NS,
  soapResponseNs: 'http://mor.nlm.nih.gov/axis/services/RxNormDBService',
  demoApiKey: null,
};

/** The BFF's runtime config (`/bff/config.json`); what it leaves out keeps the fallback value. */
export async function fetchRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  let res: Response;
  try {
    res = await fetch(CONFIG_PATH, { signal });
  } catch (err) {
    // No connection to this site's own proxy: the service cannot be reached either. Said now,
    // so that the offline copy opens while the config is asked again (reachability.ts).
    if (!signal?.aborted) reportReachable(false);
    throw err;
  }
  if (!res.ok) throw new Error(`runtime config: HTTP ${res.status}`);
  return { ...FALLBACK_CONFIG, ...((await res.json()) as Partial<RuntimeConfig>) };
}

/**
 * On the emulator the demo key is set for the tab when none is, before any page asks the
 * service, so the first calls already carry it. Against a real upstream the BFF sends no demo
 * key and nothing happens. A key the user cleared stays cleared.
 */
export function applyDemoKey(config: RuntimeConfig): void {
  if (config.emulator && config.demoApiKey && !getApiKey() && !wasApiKeyCleared())
    setApiKey(config.demoApiKey);
}
