import { API_KEY_HEADER, VALIDATOR_KEY_HEADER } from './contract.ts';

/**
 * The browser never puts a key in a URL: it sends it to the BFF in a header and the BFF
 * moves it into the query parameter the upstream expects (`apiKey`, `validatorApiKey`).
 * The headers are removed before the request leaves, so the upstream never sees them and
 * nothing that logs the browser-side URL can log a key.
 */
export { API_KEY_HEADER, VALIDATOR_KEY_HEADER };

const HEADER_TO_PARAM: ReadonlyArray<readonly [string, string]> = [
  [API_KEY_HEADER, 'apiKey'],
  [VALIDATOR_KEY_HEADER, 'validatorApiKey'],
];

type HeaderBag = Record<string, string | string[] | undefined>;

/**
 * Returns the upstream path (with query) carrying the keys found in `headers`. A key already
 * in the query string is dropped: only the header is trusted, so a key can't be smuggled in
 * through a shared link.
 */
export function moveKeysToQuery(path: string, headers: HeaderBag): string {
  const q = path.indexOf('?');
  const pathname = q === -1 ? path : path.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : path.slice(q + 1));
  for (const [header, param] of HEADER_TO_PARAM) {
    params.delete(param);
    const raw = headers[header];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value) params.set(param, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const KEY_HEADERS = HEADER_TO_PARAM.map(([h]) => h);
