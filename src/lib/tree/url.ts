import { DEFAULT_LIST_VIEW, type ChildListView, type ChildSort } from './children.ts';
import { nodeKey, parseNodeKey, type NodeKey, type NodeKind } from './node.ts';

/**
 * The tree's state in the URL, so that a shared link opens the same view. Parameter names:
 *
 * - `focus`    the centred node, when it differs from the page's own node (id, or a full key)
 * - `source`   the chosen source (concept page: one tree per source)
 * - `path`     the chosen path, 1-based (`path=2` = "Path 2 of 3"); absent = the first
 * - `expand`   nodes shown with all their children, comma separated
 * - `collapse` path nodes / the focus the user closed (they are open by default)
 * - `more`     child lists shown past their first page: `key~pages` (`more=GO:0110165~3`)
 * - `csort`    child lists sorted: `key~name` or `key~code`
 * - `cfilter`  child lists filtered: `key~text`
 *
 * A node in `expand`/`collapse` is written as its bare id when it has the page's kind and
 * source (short, readable links: `expand=I21,I21.0`), else as its full key
 * (`atom:HL7V3.0/A123`). A `,` or `%` inside an id is percent-escaped so lists split safely.
 */

export interface TreeUrlState {
  focus: NodeKey | null;
  source: string | null;
  /** 0-based. */
  path: number;
  expand: NodeKey[];
  collapse: NodeKey[];
  /** Pages shown of a child list ("Show more"), when more than the first. */
  more: ReadonlyMap<NodeKey, number>;
  /** A child list's filter and sort, when not the default. */
  views: ReadonlyMap<NodeKey, ChildListView>;
}

/** What bare ids in the URL mean: the page's node kind and source. */
export interface TreeUrlContext {
  kind: NodeKind;
  sab: string;
}

export const TREE_PARAMS = [
  'focus',
  'source',
  'path',
  'expand',
  'collapse',
  'more',
  'csort',
  'cfilter',
] as const;

/** Pages a link can ask of one list (`more=`): 50 pages of 100 children. */
export const MAX_MORE_PAGES = 50;

/** Longer `expand=` lists are cut here (a 2,000-id link must not start 2,000 requests). */
export const MAX_EXPAND = 200;

export interface TreeUrlNotes {
  /** Ids the list held beyond MAX_EXPAND (0 = not capped): "showing 200 of 2,000 expanded". */
  expandDropped: number;
  /** Entries that were not node ids at all (empty, malformed keys). */
  malformed: number;
  /** A `path=` that is not a path number (`path=abc`, `path=0`): the first path is shown, and said. */
  badPath: string | null;
}

export const emptyTreeUrlState = (): TreeUrlState => ({
  focus: null,
  source: null,
  path: 0,
  expand: [],
  collapse: [],
  more: new Map(),
  views: new Map(),
});

// `,` splits lists and `~` a key from its value: both are percent-escaped inside ids and text.
const escapeId = (id: string) => id.replace(/%/g, '%25').replace(/,/g, '%2C').replace(/~/g, '%7E');
const unescapeId = (id: string) => id.replace(/%2C/gi, ',').replace(/%7E/gi, '~').replace(/%25/g, '%');

function encodeKey(key: NodeKey, ctx: TreeUrlContext): string {
  const ref = parseNodeKey(key);
  if (ref && ref.kind === ctx.kind && ref.sab === ctx.sab && !parseNodeKey(ref.id)) return escapeId(ref.id);
  return escapeId(key);
}

function decodeKey(text: string, ctx: TreeUrlContext): NodeKey | null {
  const raw = unescapeId(text.trim());
  if (!raw) return null;
  if (parseNodeKey(raw)) return raw;
  // Only kind prefixes make a full key; ids such as GO:0005744 are bare ids.
  return nodeKey({ kind: ctx.kind, sab: ctx.sab, id: raw });
}

function decodeList(value: string | null, ctx: TreeUrlContext, cap: number) {
  const out: NodeKey[] = [];
  const seen = new Set<NodeKey>();
  let malformed = 0;
  let dropped = 0;
  for (const part of (value ?? '').split(',')) {
    if (!part.trim()) continue; // `expand=a,,b` or a trailing comma
    const key = decodeKey(part, ctx);
    if (!key) {
      malformed++;
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    if (out.length >= cap) dropped++;
    else out.push(key);
  }
  return { out, malformed, dropped };
}

/** `key~value` entries (`more`, `csort`, `cfilter`), each key once, the first value kept. */
function decodePairs(value: string | null, ctx: TreeUrlContext): Map<NodeKey, string> {
  const out = new Map<NodeKey, string>();
  for (const part of (value ?? '').split(',')) {
    const at = part.lastIndexOf('~');
    if (at <= 0) continue;
    const key = decodeKey(part.slice(0, at), ctx);
    if (key && !out.has(key) && out.size < MAX_EXPAND) out.set(key, unescapeId(part.slice(at + 1)));
  }
  return out;
}

const SORTS: readonly ChildSort[] = ['name', 'code'];

export function parseTreeParams(
  params: URLSearchParams,
  ctx: TreeUrlContext,
): { state: TreeUrlState; notes: TreeUrlNotes } {
  const expand = decodeList(params.get('expand'), ctx, MAX_EXPAND);
  const collapse = decodeList(params.get('collapse'), ctx, MAX_EXPAND);
  const pathText = params.get('path');
  const pathOk = pathText !== null && /^\d+$/.test(pathText) && Number(pathText) >= 1;
  const pathNumber = pathOk ? Number(pathText) : 1;
  const focusText = params.get('focus');
  const more = new Map<NodeKey, number>();
  for (const [key, n] of decodePairs(params.get('more'), ctx))
    if (/^\d+$/.test(n) && Number(n) > 1) more.set(key, Math.min(Number(n), MAX_MORE_PAGES));
  const views = new Map<NodeKey, ChildListView>();
  for (const [key, sort] of decodePairs(params.get('csort'), ctx))
    if ((SORTS as string[]).includes(sort)) views.set(key, { ...DEFAULT_LIST_VIEW, sort: sort as ChildSort });
  for (const [key, filter] of decodePairs(params.get('cfilter'), ctx))
    if (filter.trim())
      views.set(key, { ...(views.get(key) ?? DEFAULT_LIST_VIEW), filter: filter.slice(0, 200) });
  return {
    state: {
      focus: focusText ? decodeKey(focusText, ctx) : null,
      source: params.get('source') || null,
      path: Math.max(0, pathNumber - 1),
      expand: expand.out,
      collapse: collapse.out,
      more,
      views,
    },
    notes: {
      expandDropped: expand.dropped,
      malformed: expand.malformed + collapse.malformed,
      badPath: pathText !== null && !pathOk ? pathText.slice(0, 40) : null,
    },
  };
}

/**
 * Writes the state into a copy of `params` (other parameters, e.g. `tab` or `release`, are
 * kept); defaults are left out so a plain link stays plain.
 */
export function writeTreeParams(
  params: URLSearchParams,
  state: TreeUrlState,
  ctx: TreeUrlContext,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const p of TREE_PARAMS) next.delete(p);
  if (state.source) next.set('source', state.source);
  if (state.focus) next.set('focus', encodeKey(state.focus, ctx));
  if (state.path > 0) next.set('path', String(state.path + 1));
  const list = (keys: NodeKey[]) => [...new Set(keys)].slice(0, MAX_EXPAND).map((k) => encodeKey(k, ctx));
  if (state.expand.length) next.set('expand', list(state.expand).join(','));
  if (state.collapse.length) next.set('collapse', list(state.collapse).join(','));
  const pairs = (entries: Array<[NodeKey, string]>) =>
    entries.map(([k, v]) => `${encodeKey(k, ctx)}~${escapeId(v)}`).join(',');
  const more = [...state.more].filter(([, n]) => n > 1);
  if (more.length) next.set('more', pairs(more.map(([k, n]) => [k, String(n)])));
  const sorts = [...state.views].filter(([, v]) => v.sort !== 'service');
  if (sorts.length) next.set('csort', pairs(sorts.map(([k, v]) => [k, v.sort])));
  const filters = [...state.views].filter(([, v]) => v.filter.trim() !== '');
  if (filters.length) next.set('cfilter', pairs(filters.map(([k, v]) => [k, v.filter])));
  return next;
}

/**
 * Splits URL keys into the ones the tree knows (loaded somewhere in it) and the unknown ones,
 * which the page ignores and mentions once ("2 expanded nodes in the link were not found").
 */
export function splitKnown(
  keys: readonly NodeKey[],
  isKnown: (key: NodeKey) => boolean,
): { known: NodeKey[]; unknown: NodeKey[] } {
  const known: NodeKey[] = [];
  const unknown: NodeKey[] = [];
  for (const k of keys) (isKnown(k) ? known : unknown).push(k);
  return { known, unknown };
}

/**
 * The state after opening or closing nodes, for the page's onExpand / onCollapse (the URL stays
 * the single source of truth). Closing writes `collapse` only for nodes open by default (the
 * path nodes and the focus: pass them as `openByDefault`), so links stay short.
 */
export function withExpanded(
  state: TreeUrlState,
  keys: readonly NodeKey[],
  open: boolean,
  openByDefault: ReadonlySet<NodeKey> = new Set(),
): TreeUrlState {
  const expand = new Set(state.expand);
  const collapse = new Set(state.collapse);
  for (const k of keys) {
    if (open) {
      expand.add(k);
      collapse.delete(k);
    } else {
      expand.delete(k);
      if (openByDefault.has(k)) collapse.add(k);
    }
  }
  return { ...state, expand: [...expand], collapse: [...collapse] };
}
