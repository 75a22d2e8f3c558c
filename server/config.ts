/**
 * Emulator configuration. Every knob has an env var so `npm run emulator` and the embedded
 * emulator behave alike; tests build a config directly (and inject the clock).
 */
export interface EmulatorConfig {
  /** The demo API key accepted by the content service (EMULATOR_API_KEY). */
  apiKey: string;
  /** The application key accepted by /auth/validateUser as validatorApiKey (EMULATOR_VALIDATOR_KEY). */
  validatorKey: string;
  /** Milliseconds since the epoch; injectable so ticket expiry can be tested. */
  now: () => number;
  /** Requests per second per client above which 429 is answered (UTS terms of use: 20). */
  rateLimitPerSecond: number;
  /** Search end-of-results in the legacy form (a "NONE" / "NO RESULTS" row) instead of an empty list. */
  legacySearchEnd: boolean;
  /** SOAP responses with multiRef (Axis default) or inline. */
  soapStyle: 'multiRef' | 'inline';
  /**
   * Origin that URLs inside responses claim (EMULATOR_PUBLIC_ORIGIN): the real service's host
   * when embedded in the app, the emulator's own origin when standalone.
   */
  publicOrigin: string;
  /** Base URL of the login host in CAS replies (EMULATOR_AUTH_ORIGIN); same defaults as publicOrigin. */
  authOrigin: string;
  /**
   * Path of the TGT URL in the CAS form action and Location (EMULATOR_CAS_TGT_FORM):
   * `/cas/v1/api-key/TGT-…`, which public clients strip by prefix, or the documented
   * `/cas/v1/tickets/TGT-…`. Both are accepted on input either way (reference §2.4).
   */
  casTgtForm: 'api-key' | 'tickets';
  /** Serve the /__faults control path (server/testing/faults.ts) for end-to-end tests (EMULATOR_FAULTS=1). */
  faultInjection?: boolean;
}

export const DEFAULT_API_KEY = 'demo-0000-emulator-key';
export const DEFAULT_VALIDATOR_KEY = 'demo-validator-key';

/** Where the real services live: what the app is tested against when the emulator is embedded. */
export const REAL_ORIGINS = {
  publicOrigin: 'https://uts-ws.nlm.nih.gov',
  authOrigin: 'https://utslogin.nlm.nih.gov',
} as const;

type Env = Record<string, string | undefined>;

export function configFromEnv(
  env: Env = process.env,
  origins: { publicOrigin: string; authOrigin: string } = REAL_ORIGINS,
): EmulatorConfig {
  return {
    apiKey: env.EMULATOR_API_KEY || DEFAULT_API_KEY,
    validatorKey: env.EMULATOR_VALIDATOR_KEY || DEFAULT_VALIDATOR_KEY,
    now: () => Date.now(),
    rateLimitPerSecond: Number(env.EMULATOR_RATE_LIMIT) || 20,
    legacySearchEnd: env.EMULATOR_SEARCH_END === 'legacy',
    soapStyle: env.EMULATOR_SOAP_STYLE === 'inline' ? 'inline' : 'multiRef',
    publicOrigin: env.EMULATOR_PUBLIC_ORIGIN || origins.publicOrigin,
    authOrigin: env.EMULATOR_AUTH_ORIGIN || origins.authOrigin,
    casTgtForm: env.EMULATOR_CAS_TGT_FORM === 'tickets' ? 'tickets' : 'api-key',
    faultInjection: env.EMULATOR_FAULTS === '1',
  };
}

/**
 * The standalone emulator (`npm run emulator`) serves third-party clients that follow the
 * links and the TGT action they are given; pointing those at the real hosts would send them
 * off the machine. So by default they name the emulator itself (the login host is mounted
 * under /auth).
 */
export function standaloneConfigFromEnv(env: Env, ownOrigin: string): EmulatorConfig {
  return configFromEnv(env, { publicOrigin: ownOrigin, authOrigin: `${ownOrigin}/auth` });
}
