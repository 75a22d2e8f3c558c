import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuth } from '../auth/index.ts';
import { DEFAULT_API_KEY, DEFAULT_VALIDATOR_KEY, type EmulatorConfig } from '../config.ts';
import type { Dataset } from '../dataset/model.ts';
import { startEmulator } from '../emulator.ts';
import { createUtsService } from '../uts/index.ts';

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
    casTgtForm: 'api-key',
    ...overrides,
  };
}

/** Starts a real emulator on a free port; call `close` in afterAll. */
export async function startTestEmulator(
  config: EmulatorConfig,
): Promise<{ url: string; close: () => Promise<void> }> {
  const { server, url } = await startEmulator(0, config);
  // Tests run the server in their own process, and some do seconds of synchronous work over
  // the whole dataset between two requests: the server's idle-socket timer (5 s) then fires
  // just as fetch reuses that socket for the next request, which fails with ECONNRESET (seen
  // under CI load in content.test.ts). closeServer ends the connections.
  server.keepAliveTimeout = 0;
  return { url, close: () => closeServer(server) };
}

/**
 * Serves only the UTS routes over a given dataset, for cases the built data lacks (e.g. an
 * atom made suppressible for a filter test); everything else is the real route code.
 */
export async function startUtsOver(
  dataset: Dataset,
  config: EmulatorConfig = testConfig(),
): Promise<{ url: string; close: () => Promise<void> }> {
  const { route } = await createUtsService(config, createAuth(config), dataset);
  const server = createServer((req, res) => {
    void (async () => {
      if (!(await route(req, res, new URL(req.url ?? '/', 'http://uts.local')))) {
        res.writeHead(404);
        res.end();
      }
    })();
  });
  server.keepAliveTimeout = 0; // as in startTestEmulator
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeServer(server),
  };
}

/**
 * A port nothing listens on right now, for an emulator whose config must name its own origin
 * before it starts (the standalone one).
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** GET against a running emulator with the demo key (unless the params carry their own auth). */
export function client(base: string, apiKey = DEFAULT_API_KEY) {
  const urlOf = (path: string, params: Record<string, string> = {}) => {
    const q = new URLSearchParams(params);
    if (!q.has('apiKey') && !q.has('ticket') && apiKey) q.set('apiKey', apiKey);
    const qs = q.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  };
  return {
    urlOf,
    get: (path: string, params?: Record<string, string>) => fetch(urlOf(path, params)),
    /** GET expecting 200 JSON; returns the parsed body (loosely typed: tests probe raw wire JSON). */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async json<T = any>(path: string, params?: Record<string, string>): Promise<T> {
      const res = await fetch(urlOf(path, params));
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}
