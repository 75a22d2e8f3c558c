import { $ as kindForStatus, Z as ApiError } from "./index-D9x2-Kp7.js";
// src/api/limiter.ts
var realClock = {
	now: () => Date.now(),
	setTimeout: (fn, ms) => setTimeout(fn, ms),
	clearTimeout: (h) => clearTimeout(h)
};
function createRateLimiter(limit = 20, windowMs = 1e3, clock = realClock) {
	const starts = [];
	const queue = [];
	let timer = null;
	const prune = (now) => {
		while (starts.length && starts[0] <= now - windowMs) starts.shift();
	};
	const pump = () => {
		timer = null;
		const now = clock.now();
		prune(now);
		while (queue.length && starts.length < limit) {
			const w = queue.shift();
			if (w.onAbort) w.signal?.removeEventListener("abort", w.onAbort);
			starts.push(now);
			w.resolve();
		}
		if (queue.length && timer === null) timer = clock.setTimeout(pump, Math.max(0, starts[0] + windowMs - now));
	};
	return { acquire(signal) {
		if (signal?.aborted) return Promise.reject(signal.reason);
		return new Promise((resolve, reject) => {
			const w = {
				resolve,
				reject,
				signal
			};
			if (signal) {
				w.onAbort = () => {
					const i = queue.indexOf(w);
					if (i >= 0) queue.splice(i, 1);
					reject(signal.reason);
				};
				signal.addEventListener("abort", w.onAbort, { once: true });
			}
			queue.push(w);
			if (timer === null) pump();
		});
	} };
}
var RETRYABLE = /* @__PURE__ */ new Set([
	429,
	500,
	502,
	503,
	504
]);
var BASE_DELAY_MS = 500;
var MAX_DELAY_MS = 3e4;
function buildUrl(path, query = {}) {
	const params = new URLSearchParams();
	for (const [k, v] of Object.entries(query)) {
		if (v === void 0 || v === null || v === "") continue;
		if (Array.isArray(v)) {
			if (v.length) params.set(k, v.join(","));
		} else params.set(k, String(v));
	}
	const qs = params.toString();
	return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}
/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
function parseRetryAfter(value, now) {
	if (!value) return void 0;
	const trimmed = value.trim();
	if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1e3);
	const date = Date.parse(trimmed);
	return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
/** Exponential backoff with full jitter, unless the server said how long to wait. */
function backoffDelay(attempt, retryAfterMs, random) {
	if (retryAfterMs !== void 0) return Math.min(retryAfterMs, MAX_DELAY_MS);
	const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
	return Math.round(cap / 2 + random() * cap / 2);
}
function abortableSleep(ms, signal) {
	return new Promise((resolve, reject) => {
		if (signal?.aborted) return reject(signal.reason);
		const t = setTimeout(() => {
			signal?.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		const onAbort = () => {
			clearTimeout(t);
			reject(signal.reason);
		};
		signal?.addEventListener("abort", onAbort, { once: true });
	});
}
function createHttp(deps) {
	async function attempt(req, url) {
		const timeoutMs = req.timeoutMs ?? 2e4;
		const controller = new AbortController();
		let timedOut = false;
		const onCallerAbort = () => controller.abort(req.signal.reason);
		req.signal?.addEventListener("abort", onCallerAbort, { once: true });
		const timer = setTimeout(() => {
			timedOut = true;
			controller.abort();
		}, timeoutMs);
		try {
			const res = await deps.fetch(url, {
				method: req.method ?? "GET",
				headers: req.headers,
				body: req.body,
				signal: controller.signal,
				credentials: "same-origin"
			});
			const text = await res.text();
			return {
				status: res.status,
				headers: res.headers,
				text
			};
		} catch (err) {
			if (req.signal?.aborted) throw req.signal.reason ?? err;
			if (timedOut) throw new ApiError("timeout", `No answer within ${Math.round(timeoutMs / 1e3)} s`, { path: req.path });
			throw new ApiError("network", "The service could not be reached", {
				path: req.path,
				cause: err
			});
		} finally {
			clearTimeout(timer);
			req.signal?.removeEventListener("abort", onCallerAbort);
		}
	}
	return async function request(req) {
		const url = buildUrl(req.path, req.query);
		if (Object.values(req.headers ?? {}).some((v) => /[^\t\x20-\x7e]/.test(v))) throw new ApiError("auth", "The API key holds characters a request header cannot carry", { path: req.path });
		const retries = req.retries ?? 3;
		for (let n = 0;; n++) {
			await deps.limiter.acquire(req.signal);
			let res;
			try {
				res = await attempt(req, url);
			} catch (err) {
				if (err instanceof ApiError && err.kind === "network" && n < retries) {
					await deps.sleep(backoffDelay(n, void 0, deps.random), req.signal);
					continue;
				}
				throw err;
			}
			if (res.status >= 200 && res.status < 300 || req.acceptStatus?.includes(res.status)) return res;
			const retryAfterMs = parseRetryAfter(res.headers.get("Retry-After"), deps.now());
			if (RETRYABLE.has(res.status) && n < retries) {
				await deps.sleep(backoffDelay(n, retryAfterMs, deps.random), req.signal);
				continue;
			}
			throw new ApiError(kindForStatus(res.status), messageFor(res), {
				status: res.status,
				path: req.path,
				retryAfterMs
			});
		}
	};
}
/** A short human message; the upstream's own JSON `message` when it sent one. */
function messageFor(res) {
	try {
		const body = JSON.parse(res.text);
		if (typeof body?.message === "string" && body.message) return body.message;
	} catch {}
	switch (kindForStatus(res.status)) {
		case "auth": return "The API key was refused";
		case "not-found": return "Not found";
		case "rate-limited": return "Too many requests";
		default: return `The service answered with status ${res.status}`;
	}
}
/**
* The app's one limiter: every upstream call shares the 20 requests/s budget. The window is
* 1.1 s, not 1 s: the limit is counted where requests arrive, and network jitter can bring
* two starts one second apart closer together on the way (measured against the emulator:
* at exactly 20 per 1000 ms, one burst in two drew a 429).
*/
var createAppLimiter = () => createRateLimiter(20, 1100);
var sharedLimiter = createAppLimiter();
var http = createHttp({
	fetch: (...args) => globalThis.fetch(...args),
	limiter: sharedLimiter,
	sleep: abortableSleep,
	random: Math.random,
	now: () => Date.now()
});
export { sharedLimiter as a, http as i, backoffDelay as n, buildUrl as r, abortableSleep as t };
