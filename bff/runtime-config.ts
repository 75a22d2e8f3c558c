import type { RuntimeConfig } from './contract.ts';
import type { Upstreams } from './upstreams.ts';

/** The runtime config the BFF serves at CONFIG_PATH (bff/contract.ts). */
export function runtimeConfig(up: Upstreams, demoApiKey: string | null): RuntimeConfig {
  return {
    emulator: up.emulator,
    upstreamLabel: up.emulator ? 'Demo data — local emulator' : new URL(up.utsBaseUrl).host,
    soapRequestNs: up.soapRequestNs,
    soapResponseNs: up.soapResponseNs,
    demoApiKey: up.emulator ? demoApiKey : null,
    restBaseUrl: up.utsBaseUrl,
    soapUrl: up.soapUrl,
  };
}
