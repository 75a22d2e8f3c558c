/** The one error type every API call throws (docs/architecture.md, "Layers of src/"). */
export type ApiErrorKind =
  'auth' | 'not-found' | 'rate-limited' | 'upstream' | 'network' | 'timeout' | 'soap-fault' | 'bad-response';

export interface ApiErrorDetails {
  status?: number;
  /** Browser-side path of the request (never carries a key: keys travel in headers). */
  path?: string;
  retryAfterMs?: number;
  faultCode?: string;
  faultString?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly path?: string;
  readonly retryAfterMs?: number;
  readonly faultCode?: string;
  readonly faultString?: string;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.path = details.path;
    this.retryAfterMs = details.retryAfterMs;
    this.faultCode = details.faultCode;
    this.faultString = details.faultString;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Maps an HTTP status that is not success to an error kind. */
export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  return 'upstream';
}
