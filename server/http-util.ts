import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request body over the size its reader allows; the reader stopped reading it. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/** Reads the whole request body as bytes, refusing more than `limit` (SOAP envelopes and CAS forms are small). */
export async function readBodyBytes(req: IncomingMessage, limit = 5 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > limit) throw new BodyTooLarge(limit);
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/** Reads the whole request body as UTF-8 text (bytes that are not UTF-8 become U+FFFD). */
export async function readBody(req: IncomingMessage, limit?: number): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8');
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': contentType, ...headers });
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(body), 'application/json', headers);
}

/**
 * A mounted part of the emulator: answers the request and returns true, or returns false
 * when the path is not its own. Lives here, below every service, so that the services can
 * declare their routes without importing the emulator that mounts them.
 */
export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<boolean> | boolean;
