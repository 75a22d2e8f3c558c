/*
 * The browser ↔ BFF contract: what the browser may call and how it hands over a key. Imported
 * by the BFF (bff/) and by the browser's wire clients (src/api/), so it holds no Node imports.
 */

/** Browser-side path prefixes (docs/architecture.md, "The BFF"). */
export const BROWSER_PATHS = {
  rest: '/uts/rest',
  releases: '/uts/releases',
  download: '/uts/download',
  auth: '/uts-auth',
  soap: '/rxnorm/soap',
} as const;

/**
 * The browser never puts a key in a URL: it sends it to the BFF in these headers and the BFF
 * moves it into the query parameter the upstream expects (`apiKey`, `validatorApiKey`).
 */
export const API_KEY_HEADER = 'x-uts-api-key';
export const VALIDATOR_KEY_HEADER = 'x-uts-validator-key';

/** Path of the tiny runtime config the browser reads at start (no secrets but the demo key). */
export const CONFIG_PATH = '/bff/config.json';

/** The body of CONFIG_PATH. */
export interface RuntimeConfig {
  emulator: boolean;
  /** Shown in the footer: "Demo data — local emulator" or the configured host. */
  upstreamLabel: string;
  soapRequestNs: string;
  soapResponseNs: string;
  /** Only on the emulator: the demo key the settings page pre-fills. */
  demoApiKey: string | null;
  /**
   * Where the proxy sends `/uts/rest` and `/rxnorm/soap` (no secret: the key is the user's), so
   * the Requests drawer can copy a call as a script would send it upstream. Absent from an
   * older config: the drawer then copies calls to this app's own proxy.
   */
  restBaseUrl?: string;
  soapUrl?: string;
}

/**
 * The page's one inline script (index.html, before anything paints): the colour scheme the user
 * chose, as Mantine's colour scheme manager stores it, or the system's until they choose
 * (the app's default is `auto`), on `<html>` at once, so that the frame
 * the HTML carries paints in it (a dark-mode user saw it light until the app's code ran). The
 * Content-Security-Policy allows it by its hash and no other inline script
 * (bff/security-headers.ts).
 */
export const COLOR_SCHEME_SCRIPT =
  "try{var s=localStorage.getItem('mantine-color-scheme-value');" +
  "if(s===null||s==='auto')s=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "if(s==='dark'||s==='light')document.documentElement.setAttribute('data-mantine-color-scheme',s)}catch(e){}";
