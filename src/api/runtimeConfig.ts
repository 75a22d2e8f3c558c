import { queryOptions } from '@tanstack/react-query';
import { CONFIG_PATH, type RuntimeConfig } from '../../bff/runtime-config.ts';
import { getApiKey, setApiKey, wasApiKeyCleared } from './auth/credentials.ts';

export type { RuntimeConfig };

export const FALLBACK_CONFIG: RuntimeConfig = {
  emulator: false,
  upstreamLabel: 'unknown upstream',
  soapRequestNs: 'http://db.rxnorm.nlm.nih.gov',
  soapResponseNs: 'http://mor.nlm.nih.gov/axis/services/RxNormDBService',
  demoApiKey: null,
};

async function fetchRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const res = await fetch(CONFIG_PATH, { signal });
  if (!res.ok) throw new Error(`runtime config: HTTP ${res.status}`);
  const config = { ...FALLBACK_CONFIG, ...((await res.json()) as Partial<RuntimeConfig>) };
  // On the emulator the demo key is set for the tab when none is, before any page renders
  // (the shell waits for this config), so the first calls already carry it. Against a real
  // upstream the BFF sends no demo key and nothing happens. A key the user cleared stays cleared.
  if (config.emulator && config.demoApiKey && !getApiKey() && !wasApiKeyCleared())
    setApiKey(config.demoApiKey);
  return config;
}

export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: ({ signal }) => fetchRuntimeConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });
