// src/api/auth/credentials.ts
/**
* The user's UTS API key lives in sessionStorage only: it dies with the tab, never reaches
* localStorage, a URL, a log or an export. Non-secret preferences (auth mode, release) are
* kept in localStorage so they survive a restart.
*/
var API_KEY_STORAGE = "uts.apiKey";
/** Set when the user cleared the key, so the emulator's demo key is not put back on reload. */
var KEY_CLEARED_STORAGE = "uts.apiKeyCleared";
var PREFS_STORAGE = "uts.prefs";
var DEFAULT_PREFERENCES = {
	authMode: "apiKey",
	release: "current"
};
/** `current`, or a UMLS release name: four-digit year then AA or AB (back to 2008AA). */
function isValidRelease(value) {
	if (value === "current") return true;
	const m = /^(\d{4})(AA|AB)$/.exec(value);
	return !!m && Number(m[1]) >= 2008;
}
var listeners = /* @__PURE__ */ new Set();
var notify = () => listeners.forEach((l) => l());
/** For useSyncExternalStore: re-render when the key or the preferences change. */
function subscribeCredentials(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
function getApiKey() {
	try {
		return sessionStorage.getItem("uts.apiKey") ?? "";
	} catch {
		return "";
	}
}
function setApiKey(key) {
	const trimmed = key.trim();
	if (trimmed) {
		sessionStorage.setItem(API_KEY_STORAGE, trimmed);
		sessionStorage.removeItem(KEY_CLEARED_STORAGE);
	} else {
		sessionStorage.removeItem(API_KEY_STORAGE);
		sessionStorage.setItem(KEY_CLEARED_STORAGE, "1");
	}
	notify();
}
/** True once the user cleared the key in this tab (until they set one again). */
function wasApiKeyCleared() {
	try {
		return sessionStorage.getItem(KEY_CLEARED_STORAGE) === "1";
	} catch {
		return false;
	}
}
/**
* Why a typed key cannot be used, or null when it can. The key travels in a request header,
* which carries printable ASCII only; UTS keys are UUID-like (letters, digits, dashes), so
* anything else is a typing or pasting mistake, caught here instead of as a failed request.
*/
function apiKeyProblem(key) {
	const trimmed = key.trim();
	if (!trimmed) return "Enter a key";
	if (/\s/.test(trimmed)) return "A key has no spaces inside it";
	if (/[^\x21-\x7e]/.test(trimmed)) return "A key holds only letters, digits and dashes (no accents, symbols from other scripts or emoji)";
	return null;
}
/** The last four characters, to tell which key is saved without showing it. */
function keyEnding(key) {
	return key.length > 8 ? key.slice(-4) : "";
}
function clearApiKey() {
	setApiKey("");
}
var cachedPrefsRaw;
var cachedPrefs = DEFAULT_PREFERENCES;
/** Stable object between changes (useSyncExternalStore needs referential stability). */
function getPreferences() {
	let raw = null;
	try {
		raw = localStorage.getItem(PREFS_STORAGE);
	} catch {}
	if (raw === cachedPrefsRaw) return cachedPrefs;
	cachedPrefsRaw = raw;
	try {
		const parsed = raw ? JSON.parse(raw) : {};
		cachedPrefs = {
			authMode: parsed.authMode === "tickets" ? "tickets" : "apiKey",
			release: typeof parsed.release === "string" && isValidRelease(parsed.release) ? parsed.release : "current"
		};
	} catch {
		cachedPrefs = DEFAULT_PREFERENCES;
	}
	return cachedPrefs;
}
function setPreferences(next) {
	if (!isValidRelease(next.release)) throw new Error(`Not a release name: ${next.release}`);
	localStorage.setItem(PREFS_STORAGE, JSON.stringify({
		authMode: next.authMode,
		release: next.release
	}));
	notify();
}
export { isValidRelease as a, setPreferences as c, getPreferences as i, subscribeCredentials as l, clearApiKey as n, keyEnding as o, getApiKey as r, setApiKey as s, apiKeyProblem as t, wasApiKeyCleared as u };
