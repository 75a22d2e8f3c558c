import { API_KEY_HEADER, VALIDATOR_KEY_HEADER } from '../../bff/contract.ts';

/**
 * The calls the app made, newest last, for the Requests drawer: what a user needs to repeat a
 * view's calls in a script. Plain TypeScript with a subscribe (no React), fed by api/http for
 * every request. It never holds a key: the key headers are left out, and any key or ticket
 * that could appear in a path or body is replaced by a placeholder before it is stored.
 */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';
export const TICKET_PLACEHOLDER = 'YOUR_SERVICE_TICKET';

export interface LoggedCall {
  id: number;
  method: 'GET' | 'POST';
  /** Browser-side path with its query (`/uts/rest/search/current?string=…`), keys replaced. */
  path: string;
  /** Headers worth repeating (SOAPAction, Content-Type); never a key header. */
  headers: Record<string, string>;
  /** The request body (a SOAP envelope), keys replaced; null for none. */
  body: string | null;
  startedAt: number;
  /** HTTP status of the last attempt; null while waiting or when no answer came. */
  status: number | null;
  /** Milliseconds from sending to the answer (all retries included); null while waiting. */
  ms: number | null;
  /** `http-cache`: the browser answered from its HTTP cache (nothing crossed the network). */
  from: 'network' | 'http-cache' | null;
  /** How many times it was sent (retries after 429/5xx/network failures). */
  attempts: number;
  error: string | null;
  /** The view (page) that made it: see markView. */
  view: number;
  /** That view's address (path and query), to say which page an earlier call came from. */
  viewKey: string;
  /** Its answer (or failure) came after its view had been left for another. */
  late: boolean;
  /** The request carried the user's key (so a copy must carry YOUR_API_KEY). */
  keyed: boolean;
}

export const MAX_LOGGED_CALLS = 300;

type Listener = () => void;

/** Replaces every secret value (and `apiKey=` / `ticket=` parameters) in a path or body. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) {
    if (s.length < 4) continue;
    out = out.split(s).join(KEY_PLACEHOLDER);
    const encoded = encodeURIComponent(s);
    if (encoded !== s) out = out.split(encoded).join(KEY_PLACEHOLDER);
  }
  return out
    .replace(/([?&](?:apiKey|apikey|validatorApiKey)=)[^&#\s]*/g, `$1${KEY_PLACEHOLDER}`)
    .replace(/(^|[?&])(apikey=)[^&#\s]*/gi, `$1$2${KEY_PLACEHOLDER}`)
    .replace(/([?&]ticket=)[^&#\s]*/g, `$1${TICKET_PLACEHOLDER}`);
}

const SECRET_HEADERS = new Set([API_KEY_HEADER, VALIDATOR_KEY_HEADER, 'authorization', 'cookie']);

/** A view's key: the address of the page, path and query (what markView is given). */
export const viewKeyOf = (l: { pathname: string; search: string }) => l.pathname + l.search;

export function createCallLog(max = MAX_LOGGED_CALLS) {
  let calls: readonly LoggedCall[] = [];
  let nextId = 1;
  let view = { id: 0, key: '' };
  /** Calls a page starts for the view it is about to show: see forNextView. */
  let handOver: { key: string; fromId: number; view: number } | null = null;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  const update = (id: number, change: Partial<LoggedCall>) => {
    calls = calls.map((c) => (c.id === id ? { ...c, ...change } : c));
    emit();
  };
  /** An answer: `late` when the view that made the call is no longer the one on screen. */
  const answered = (id: number, change: Partial<LoggedCall>) =>
    update(id, { ...change, late: calls.find((c) => c.id === id)?.view !== view.id });

  return {
    /** Starts an entry; the returned functions complete it. */
    start(req: {
      method?: 'GET' | 'POST';
      url: string;
      headers?: Record<string, string>;
      body?: string;
      now: number;
    }) {
      const headers = req.headers ?? {};
      const secrets = Object.entries(headers)
        .filter(([k]) => SECRET_HEADERS.has(k.toLowerCase()))
        .map(([, v]) => v);
      const kept = Object.fromEntries(
        Object.entries(headers).filter(([k]) => !SECRET_HEADERS.has(k.toLowerCase())),
      );
      const body = req.body === undefined ? null : redact(req.body, secrets);
      const keyed = Object.keys(headers).some((k) => k.toLowerCase() === API_KEY_HEADER);
      const entry: LoggedCall = {
        id: nextId++,
        method: req.method ?? 'GET',
        path: redact(req.url, secrets),
        headers: kept,
        body,
        startedAt: req.now,
        status: null,
        ms: null,
        from: null,
        attempts: 0,
        error: null,
        view: view.id,
        viewKey: view.key,
        late: false,
        keyed,
      };
      calls = [...calls, entry].slice(-max);
      emit();
      const id = entry.id;
      return {
        attempt: () => update(id, { attempts: (calls.find((c) => c.id === id)?.attempts ?? 0) + 1 }),
        done: (status: number, ms: number, from: LoggedCall['from']) => answered(id, { status, ms, from }),
        failed: (error: string, ms: number, status: number | null = null) =>
          answered(id, { error, ms, status, from: status === null ? null : 'network' }),
      };
    },
    /**
     * A new view (page) begins: later calls belong to it. A call still waiting for its answer
     * stays with the view that made it, however late the answer comes (the drawer lists it
     * under that page). The shell marks a view as its navigation starts, before the route's
     * loader sends the page's calls. The same key again (a page re-rendering) is no new view.
     */
    markView(key: string) {
      if (key === view.key) return;
      // The first view gets every call before it: the app's first calls leave before it renders.
      const first = view.key === '';
      const given = handOver?.key === key && handOver.view === view.id ? handOver : null;
      const from = view.id;
      view = { id: view.id + 1, key };
      handOver = null;
      const moves = (c: LoggedCall) => first || (given !== null && c.view === from && c.id >= given.fromId);
      calls = calls.map((c) => (moves(c) ? { ...c, view: view.id, viewKey: key, late: false } : c));
      emit();
    },
    /**
     * The calls this view starts from now on are for the view `key` it is about to show (the
     * search page sends a submitted search before its URL changes, to show the rows at once):
     * they move to that view when it begins. If another view begins instead, they stay here.
     */
    forNextView(key: string) {
      if (key !== view.key) handOver = { key, fromId: nextId, view: view.id };
    },
    currentView: () => view.id,
    /** The calls, oldest first (one array per change: safe for useSyncExternalStore). */
    list: (): readonly LoggedCall[] => calls,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      calls = [];
      emit();
    },
  };
}

export type CallLog = ReturnType<typeof createCallLog>;

/** The app's one log (api/http feeds it). */
export const callLog = createCallLog();
