import { utsError } from '../error-body.ts';

/** What an endpoint answers; the router turns it into an HTTP response. */
export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const notFound = (message: string): Reply => ({ status: 404, body: utsError(404, message) });
export const invalid = (message: string): Reply => ({ status: 400, body: utsError(400, message) });

/** Thrown by parameter parsers; the router answers it as a 400 ValidationError. */
export class ValidationError extends Error {}
