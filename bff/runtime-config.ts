import type { Upstreams } from './upstreams.ts';

/* Shared by the BFF (serves it) and the browser (reads it): no Node imports here. */

/** Path of the tiny runtime config the browser reads at start (no secrets but the demo key). */
export const CONFIG_PATH = '/bff/config.json';

export interface RuntimeConfig {
  emulator: boolean;
  /** Shown in the footer: "Demo data — local emulator" or the configured host. */
  upstreamLabel: string;
  soapRequestNs: string;
  soapResponseNs: string;
  /** Only on the emulator: the demo key the settings page pre-fills. */
  demoApiKey: string | null;
}

export function runtimeConfig(up: Upstreams, demoApiKey: string | null): RuntimeConfig {
  return {
    emulator: up.emulator,
    upstreamLabel: up.emulator ? 'Demo data — local emulator' : new URL(up.utsBaseUrl).host,
    soapRequestNs: up.soapRequestNs,
    soapResponseNs: up.soapResponseNs,
    demoApiKey: up.emulator ? demoApiKey : null,
  };
}
