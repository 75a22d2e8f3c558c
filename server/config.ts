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
  /** Origin that URLs inside responses claim (the real service's host by default). */
  publicOrigin: string;
  /** Origin of the login host in CAS replies. */
  authOrigin: string;
  /** Serve the /__faults control path (server/testing/faults.ts) for end-to-end tests (EMULATOR_FAULTS=1). */
  faultInjection?: boolean;
}

export const DEFAULT_API_KEY = 'demo-0000-emulator-key';
export const DEFAULT_VALIDATOR_KEY = 'demo-validator-key';

export function configFromEnv(env: Record<string, string | undefined> = process.env): EmulatorConfig {
  return {
    apiKey: env.EMULATOR_API_KEY || DEFAULT_API_KEY,
    validatorKey: env.EMULATOR_VALIDATOR_KEY || DEFAULT_VALIDATOR_KEY,
    now: () => Date.now(),
    rateLimitPerSecond: Number(env.EMULATOR_RATE_LIMIT) || 20,
    legacySearchEnd: env.EMULATOR_SEARCH_END === 'legacy',
    soapStyle: env.EMULATOR_SOAP_STYLE === 'inline' ? 'inline' : 'multiRef',
    publicOrigin: env.EMULATOR_PUBLIC_ORIGIN || 'https://uts-ws.nlm.nih.gov',
    authOrigin: env.EMULATOR_AUTH_ORIGIN || 'https://utslogin.nlm.nih.gov',
    faultInjection: env.EMULATOR_FAULTS === '1',
  };
}
