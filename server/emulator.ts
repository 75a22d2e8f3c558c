import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv, standaloneConfigFromEnv, type EmulatorConfig } from './config.ts';
import { BodyTooLarge, sendJson, type RouteHandler } from './http-util.ts';
import { createAuth } from './auth/index.ts';
import { createUtsService } from './uts/index.ts';
import { createSoapRoute } from './rxnorm/index.ts';
import { createFaults } from './testing/faults.ts';

export interface Emulator {
  config: EmulatorConfig;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /**
   * Warms each source's first requests in the background, a source at a time between
   * requests, so a server that stays up answers its first tree of a source as fast as the
   * rest (a first MeSH tree waited 0.4 s for its index). For the servers that stay up: a test
   * that starts an emulator for a few requests has no use for it.
   */
  warm(): void;
}

/** Builds the emulator's request handler. The services are mounted as their issues land. */
export async function createEmulator(config: EmulatorConfig = configFromEnv()): Promise<Emulator> {
  // One auth instance shared by every service, so a ticket spent on one is spent on all.
  const auth = createAuth(config);
  const uts = await createUtsService(config, auth);
  const routes: RouteHandler[] = [
    // First, so an injected fault wins over every service.
    ...(config.faultInjection ? [createFaults().route] : []),
    auth.route,
    uts.route,
    await createSoapRoute(config, auth),
    (_req, res, url) => {
      if (url.pathname !== '/health') return false;
      sendJson(res, 200, { status: 'ok' });
      return true;
    },
  ];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://emulator.local');
    try {
      for (const r of routes) if (await r(req, res, url)) return;
      sendJson(res, 404, { name: 'NotFound', status: 404, message: `No such resource: ${url.pathname}` });
    } catch (err) {
      // Never echo the query string: it may hold an apiKey.
      console.error(
        `emulator: ${req.method} ${url.pathname} failed:`,
        err instanceof Error ? err.message : err,
      );
      if (res.headersSent) res.end();
      // The rest of an oversized body is not read: the connection cannot carry another request.
      else if (err instanceof BodyTooLarge)
        sendJson(
          res,
          413,
          { name: 'PayloadTooLarge', status: 413, message: err.message },
          { Connection: 'close' },
        );
      else sendJson(res, 500, { name: 'InternalError', status: 500, message: 'Internal error' });
    }
  };
  const warm = () => {
    // setImmediate: requests that arrived meanwhile are answered between two sources.
    if (uts.warmNext()) setImmediate(warm).unref();
  };
  return { config, handle, warm };
}

export async function startEmulator(
  port: number,
  config: EmulatorConfig = configFromEnv(),
  host = '127.0.0.1',
): Promise<{ server: Server; url: string; emulator: Emulator }> {
  const emulator = await createEmulator(config);
  const server = createServer((req, res) => void emulator.handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return { server, url: `http://${host}:${actual}`, emulator };
}

/**
 * `npm run emulator`: the emulator on its own, for third-party clients. Its links and TGT
 * action name its own origin unless EMULATOR_PUBLIC_ORIGIN / EMULATOR_AUTH_ORIGIN say otherwise.
 */
export function startStandaloneEmulator(
  port: number,
  env: Record<string, string | undefined> = process.env,
  host = '127.0.0.1',
): Promise<{ server: Server; url: string; emulator: Emulator }> {
  return startEmulator(port, standaloneConfigFromEnv(env, `http://${host}:${port}`), host);
}
