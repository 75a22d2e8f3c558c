/**
 * The JSON error body of uts-ws. Only the 400 for a missing `string` is recorded verbatim
 * (`{"name":"ValidationError","status":400,"message":"Missing 'string'"}`); other statuses are
 * known to carry a numeric `status`, so every error uses the same three-field shape.
 */
export interface UtsErrorBody {
  name: string;
  status: number;
  message: string;
}

const NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  429: 'TooManyRequests',
};

export function utsError(status: number, message: string): UtsErrorBody {
  return { name: NAMES[status] ?? 'Error', status, message };
}
