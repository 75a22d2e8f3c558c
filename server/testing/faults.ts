import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, send, sendJson, type RouteHandler } from '../http-util.ts';

/**
 * Fault injection for end-to-end tests: make the emulator fail on purpose so the browser's
 * error states can be checked against real responses. Off unless EMULATOR_FAULTS=1; the
 * control path is on the emulator's own port, which the browser cannot reach through the BFF.
 *
 *   POST   /__faults  {"match": "/rest/content", "status": 503, "times": 2, "headers": {...}, "body": "..."}
 *   DELETE /__faults  clears every fault
 *
 * `match` is a path prefix; `times` how many matching requests fail (default: until cleared);
 * `action: "drop"` destroys the socket instead of answering; `"cut"` starts a 200 answer and
 * destroys the socket part-way through it (a service that falls over mid-answer); `"hang"`
 * never answers (the request waits until the client gives up or the faults are cleared).
 */
export const FAULTS_PATH = '/__faults';

export interface Fault {
  match: string;
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  times?: number;
  action?: 'respond' | 'drop' | 'cut' | 'hang';
}

export function createFaults(): { route: RouteHandler } {
  let faults: Array<Fault & { left: number }> = [];
  // Requests held by "hang", answered with a 503 once the faults are cleared.
  const hung = new Set<ServerResponse>();

  const control = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'DELETE') {
      faults = [];
      for (const r of hung) if (!r.writableEnded) sendJson(r, 503, { message: 'Injected hang ended' });
      hung.clear();
      sendJson(res, 200, { faults: 0 });
      return;
    }
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'POST or DELETE' });
    const f = JSON.parse(await readBody(req)) as Fault;
    if (typeof f.match !== 'string' || !f.match.startsWith('/')) {
      return sendJson(res, 400, { message: '"match" must be a path prefix' });
    }
    faults.push({ ...f, left: f.times ?? Infinity });
    sendJson(res, 201, { faults: faults.length });
  };

  const route: RouteHandler = async (req, res, url) => {
    if (url.pathname === FAULTS_PATH) {
      await control(req, res);
      return true;
    }
    const fault = faults.find((f) => f.left > 0 && url.pathname.startsWith(f.match));
    if (!fault) return false;
    fault.left--;
    if (fault.action === 'drop') {
      req.socket.destroy();
      return true;
    }
    if (fault.action === 'cut') {
      // Headers and a first part, as a real answer starts; then the connection is gone.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '65536' });
      res.write(`{"pageSize":25,"pageNumber":1,"result":[${'{"ui":"C0000000"},'.repeat(64)}`, () =>
        setTimeout(() => req.socket.destroy(), 20),
      );
      return true;
    }
    if (fault.action === 'hang') {
      hung.add(res);
      res.once('close', () => hung.delete(res));
      return true;
    }
    const status = fault.status ?? 500;
    const body =
      fault.body ?? JSON.stringify({ name: 'InjectedFault', status, message: `Injected fault (${status})` });
    send(res, status, body, fault.headers?.['Content-Type'] ?? 'application/json', fault.headers ?? {});
    return true;
  };
  return { route };
}
