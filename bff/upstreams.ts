/**
 * Where the four browser-side paths go. Read once from the environment by vite.config.ts.
 * With UTS_BASE_URL unset every path goes to the embedded emulator (one process, one port),
 * so the browser code is the same against the emulator and against the real services.
 */
export interface Upstreams {
  /** `{base_url}`, e.g. https://uts-ws.nlm.nih.gov/rest */
  utsBaseUrl: string;
  /** `{host_root}`: `{base_url}` without its trailing `/rest` */
  utsHostRoot: string;
  /** `{auth_url}`, e.g. https://utslogin.nlm.nih.gov */
  utsAuthUrl: string;
  /** `{soap_endpoint}` of the drug-vocabulary service */
  soapUrl: string;
  soapRequestNs: string;
  soapResponseNs: string;
  /** true when the embedded emulator serves everything */
  emulator: boolean;
  /**
   * Requests a second each upstream takes from one client (UPSTREAM_RATE_LIMIT): what the proxy
   * shares out among its users (bff/fair-share.ts). UTS's terms of use say 20 per IP; the
   * embedded emulator allows what EMULATOR_RATE_LIMIT says.
   */
  ratePerSecond: number;
}

/** The UTS terms of use: 20 requests a second per IP. */
export const DEFAULT_UPSTREAM_RATE = 20;

/** Namespaces the real service uses (shared/reference/rxnorm-soap-wire.md §1.1). */
export const DEFAULT_SOAP_REQUEST_NS = 'http://db.rxnorm.nlm.nih.gov';
export const DEFAULT_SOAP_RESPONSE_NS = 'http://mor.nlm.nih.gov/axis/services/RxNormDBService';
export const DEFAULT_EMULATOR_PORT = 8787;

const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function readUpstreams(env: Record<string, string | undefined>): Upstreams {
  const soapRequestNs = env.RXNORM_SOAP_REQUEST_NS || DEFAULT_SOAP_REQUEST_NS;
  const soapResponseNs = env.RXNORM_SOAP_RESPONSE_NS || DEFAULT_SOAP_RESPONSE_NS;
  const ratePerSecond =
    Number(env.UPSTREAM_RATE_LIMIT) ||
    (env.UTS_BASE_URL ? 0 : Number(env.EMULATOR_RATE_LIMIT)) ||
    DEFAULT_UPSTREAM_RATE;
  if (!env.UTS_BASE_URL) {
    const origin = `http://127.0.0.1:${Number(env.EMULATOR_PORT) || DEFAULT_EMULATOR_PORT}`;
    return {
      utsBaseUrl: `${origin}/rest`,
      utsHostRoot: origin,
      utsAuthUrl: `${origin}/auth`,
      soapUrl: `${origin}/axis/services/DBManagerService`,
      soapRequestNs,
      soapResponseNs,
      emulator: true,
      ratePerSecond,
    };
  }
  const utsBaseUrl = trimSlash(env.UTS_BASE_URL);
  const utsHostRoot = utsBaseUrl.replace(/\/rest$/, '');
  if (!env.UTS_AUTH_URL) throw new Error('UTS_AUTH_URL must be set together with UTS_BASE_URL');
  if (!env.RXNORM_SOAP_URL) throw new Error('RXNORM_SOAP_URL must be set together with UTS_BASE_URL');
  return {
    utsBaseUrl,
    utsHostRoot,
    utsAuthUrl: trimSlash(env.UTS_AUTH_URL),
    soapUrl: env.RXNORM_SOAP_URL,
    soapRequestNs,
    soapResponseNs,
    emulator: false,
    ratePerSecond,
  };
}
