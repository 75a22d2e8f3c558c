import { queryOptions } from '@tanstack/react-query';
import { CONFIG_PATH, type RuntimeConfig } from '../../bff/runtime-config.ts';

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
  return { ...FALLBACK_CONFIG, ...((await res.json()) as Partial<RuntimeConfig>) };
}

export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: ({ signal }) => fetchRuntimeConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });
