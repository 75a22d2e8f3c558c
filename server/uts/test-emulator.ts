import type { Server } from 'node:http';
import { DEFAULT_API_KEY, DEFAULT_VALIDATOR_KEY, type EmulatorConfig } from '../config.ts';
import { startEmulator } from '../emulator.ts';

/** A clock tests move by hand, so ticket lifetimes are checked without waiting. */
export interface FakeClock {
  now: () => number;
  advance(ms: number): void;
}

export function fakeClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)): FakeClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export function testConfig(overrides: Partial<EmulatorConfig> = {}): EmulatorConfig {
  return {
    apiKey: DEFAULT_API_KEY,
    validatorKey: DEFAULT_VALIDATOR_KEY,
    now: () => Date.now(),
    rateLimitPerSecond: 1000,
    legacySearchEnd: false,
    soapStyle: 'multiRef',
    publicOrigin: 'https://uts-ws.nlm.nih.gov',
    authOrigin: 'https://utslogin.nlm.nih.gov',
    ...overrides,
  };
}

/** Starts a real emulator on a free port; call `close` in afterAll. */
export async function startTestEmulator(config: EmulatorConfig): Promise<{ url: string; close: () => Promise<void> }> {
  const { server, url } = await startEmulator(0, config);
  return { url, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
