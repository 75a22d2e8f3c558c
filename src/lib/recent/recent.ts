/**
 * The pages this tab opened last (concepts, codes, atoms, drugs), newest first, in
 * sessionStorage: it is this tab's trail, gone when the tab closes, never shared.
 */
export const RECENT_STORAGE = 'recent.v1';
export const MAX_RECENT = 50;

export type RecentKind = 'concept' | 'code' | 'atom' | 'drug';

export const KIND_LABEL: Record<RecentKind, string> = {
  concept: 'Concept',
  code: 'Code',
  atom: 'Atom',
  drug: 'Drug',
};

export interface RecentVisit {
  path: string;
  title: string;
  kind: RecentKind;
  /** ISO 8601, UTC. */
  at: string;
}

const KINDS: [RegExp, RecentKind][] = [
  [/^\/concepts\/[^/]+$/, 'concept'],
  [/^\/sources\/[^/]+\/[^/]+$/, 'code'],
  [/^\/atoms\/[^/]+$/, 'atom'],
  [/^\/drugs\/[^/]+$/, 'drug'],
];

/** Which kind of page a path is, or null for pages that are not kept (search, settings, …). */
export function recentKind(pathname: string): RecentKind | null {
  for (const [re, kind] of KINDS) if (re.test(pathname)) return kind;
  return null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { text: string | null; list: RecentVisit[] } = { text: null, list: [] };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isVisit(v: unknown): v is RecentVisit {
  const o = v as RecentVisit;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.path === 'string' &&
    o.path.startsWith('/') &&
    typeof o.title === 'string' &&
    recentKind(o.path) === o.kind &&
    typeof o.at === 'string'
  );
}

/** The stored list; the same array while storage is unchanged (useSyncExternalStore needs that). */
export function getRecent(): RecentVisit[] {
  const text = storage()?.getItem(RECENT_STORAGE) ?? null;
  if (text === cache.text) return cache.list;
  let list: RecentVisit[] = [];
  try {
    const raw: unknown = text ? JSON.parse(text) : [];
    list = Array.isArray(raw) ? raw.filter(isVisit).slice(0, MAX_RECENT) : [];
  } catch {
    list = [];
  }
  cache = { text, list };
  return list;
}

function write(list: RecentVisit[]) {
  storage()?.setItem(RECENT_STORAGE, JSON.stringify(list));
  for (const l of listeners) l();
}

/** Puts a page first (once: an earlier visit of the same path moves up, with the newer title). */
export function recordVisit(pathname: string, title: string, now: Date = new Date()) {
  const kind = recentKind(pathname);
  if (!kind || !title) return;
  const list = getRecent();
  if (list[0]?.path === pathname && list[0].title === title) return;
  const next = [
    { path: pathname, title, kind, at: now.toISOString() },
    ...list.filter((v) => v.path !== pathname),
  ].slice(0, MAX_RECENT);
  write(next);
}

export function clearRecent() {
  write([]);
}

export function subscribeRecent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
