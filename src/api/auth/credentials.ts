/**
 * The user's UTS API key lives in sessionStorage only: it dies with the tab, never reaches
 * localStorage, a URL, a log or an export. Non-secret preferences (auth mode, release) are
 * kept in localStorage so they survive a restart.
 */
export const API_KEY_STORAGE = 'uts.apiKey';
/** Set when the user cleared the key, so the emulator's demo key is not put back on reload. */
export const KEY_CLEARED_STORAGE = 'uts.apiKeyCleared';
const PREFS_STORAGE = 'uts.prefs';

export type AuthMode = 'apiKey' | 'tickets';

export interface Preferences {
  authMode: AuthMode;
  /** `current` or a release name like 2025AB. */
  release: string;
}

export const DEFAULT_PREFERENCES: Preferences = { authMode: 'apiKey', release: 'current' };

/** `current`, or a UMLS release name: four-digit year then AA or AB (back to 2008AA). */
export function isValidRelease(value: string): boolean {
  if (value === 'current') return true;
  const m = /^(\d{4})(AA|AB)$/.exec(value);
  return !!m && Number(m[1]) >= 2008;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

/** For useSyncExternalStore: re-render when the key or the preferences change. */
export function subscribeCredentials(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getApiKey(): string {
  try {
    return sessionStorage.getItem(API_KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
}

export function setApiKey(key: string): void {
  const trimmed = key.trim();
  if (trimmed) {
    sessionStorage.setItem(API_KEY_STORAGE, trimmed);
    sessionStorage.removeItem(KEY_CLEARED_STORAGE);
  } else {
    sessionStorage.removeItem(API_KEY_STORAGE);
    sessionStorage.setItem(KEY_CLEARED_STORAGE, '1');
  }
  notify();
}

/** True once the user cleared the key in this tab (until they set one again). */
export function wasApiKeyCleared(): boolean {
  try {
    return sessionStorage.getItem(KEY_CLEARED_STORAGE) === '1';
  } catch {
    return false;
  }
}

/**
 * Why a typed key cannot be used, or null when it can. The key travels in a request header,
 * which carries printable ASCII only; UTS keys are UUID-like (letters, digits, dashes), so
 * anything else is a typing or pasting mistake, caught here instead of as a failed request.
 */
export function apiKeyProblem(key: string): string | null {
  const trimmed = key.trim();
  if (!trimmed) return 'Enter a key';
  if (/\s/.test(trimmed)) return 'A key has no spaces inside it';
  if (/[^\x21-\x7e]/.test(trimmed))
    return 'A key holds only letters, digits and dashes (no accents, symbols from other scripts or emoji)';
  return null;
}

/** The last four characters, to tell which key is saved without showing it. */
export function keyEnding(key: string): string {
  return key.length > 8 ? key.slice(-4) : '';
}

export function clearApiKey(): void {
  setApiKey('');
}

let cachedPrefsRaw: string | null | undefined;
let cachedPrefs: Preferences = DEFAULT_PREFERENCES;

/** Stable object between changes (useSyncExternalStore needs referential stability). */
export function getPreferences(): Preferences {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PREFS_STORAGE);
  } catch {
    /* storage blocked: defaults */
  }
  if (raw === cachedPrefsRaw) return cachedPrefs;
  cachedPrefsRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Preferences>) : {};
    cachedPrefs = {
      authMode: parsed.authMode === 'tickets' ? 'tickets' : 'apiKey',
      release:
        typeof parsed.release === 'string' && isValidRelease(parsed.release) ? parsed.release : 'current',
    };
  } catch {
    cachedPrefs = DEFAULT_PREFERENCES;
  }
  return cachedPrefs;
}

export function setPreferences(next: Preferences): void {
  if (!isValidRelease(next.release)) throw new Error(`Not a release name: ${next.release}`);
  localStorage.setItem(PREFS_STORAGE, JSON.stringify({ authMode: next.authMode, release: next.release }));
  notify();
}
