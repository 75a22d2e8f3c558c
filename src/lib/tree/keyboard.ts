import type { NodeKey } from './node.ts';
import type { TreeRow } from './visible.ts';

/**
 * The keyboard of the WAI-ARIA tree pattern as a pure reducer over the visible rows: the view
 * keeps `active` (the one row with tabindex 0), feeds it keys, applies the returned state and
 * performs the effects (expanding and re-centring belong to the page, which owns the URL).
 *
 * ↓ ↑ next / previous row · → closed node: expand; open node: first child (while its children
 * load, the move waits for them: see settleKeys) · ← open node:
 * collapse; else the parent · Home / End · printable characters: type-ahead (the next row whose
 * name starts with what was typed within TYPEAHEAD_MS) · Enter: re-centre · `*`: expand every
 * sibling of the active row.
 */

export interface TreeKeyState {
  /** Instance id of the active row (TreeRow.id). */
  active: string | null;
  typed: string;
  typedAt: number;
  /** → was pressed on this open row before its children arrived: go to the first one when they do. */
  awaiting: string | null;
}

export type TreeKeyEffect =
  | { type: 'expand'; key: NodeKey }
  | { type: 'collapse'; key: NodeKey }
  | { type: 'expandMany'; keys: NodeKey[] }
  | { type: 'recentre'; key: NodeKey };

export interface TreeKeyInput {
  key: string;
  /** Event time in ms (type-ahead resets after a pause). */
  time: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export interface TreeKeyResult {
  state: TreeKeyState;
  effects: TreeKeyEffect[];
  /** The key belonged to the tree: the view calls preventDefault. */
  handled: boolean;
}

export const TYPEAHEAD_MS = 700;

export const initialKeyState = (active: string | null = null): TreeKeyState => ({
  active,
  typed: '',
  typedAt: 0,
  awaiting: null,
});

/** The active row if it is still shown, else the focus row, else the first. */
export function activeRow(rows: readonly TreeRow[], active: string | null): TreeRow | undefined {
  return rows.find((r) => r.id === active) ?? rows.find((r) => r.isFocus) ?? rows[0];
}

export function treeKey(rows: readonly TreeRow[], state: TreeKeyState, input: TreeKeyInput): TreeKeyResult {
  const none: TreeKeyResult = { state, effects: [], handled: false };
  if (rows.length === 0 || input.ctrlKey || input.metaKey || input.altKey) return none;
  const cur = activeRow(rows, state.active)!;
  const i = rows.indexOf(cur);
  const move = (
    row: TreeRow | undefined,
    effects: TreeKeyEffect[] = [],
    awaiting: string | null = null,
  ): TreeKeyResult => ({
    state: { ...state, active: (row ?? cur).id, typed: '', awaiting },
    effects,
    handled: true,
  });

  switch (input.key) {
    case 'ArrowDown':
      return move(rows[i + 1]);
    case 'ArrowUp':
      return move(rows[i - 1]);
    case 'Home':
      return move(rows[0]);
    case 'End':
      return move(rows.at(-1));
    case 'ArrowRight':
      if (!cur.hasChildren) return move(cur);
      if (!cur.expanded) return move(cur, [{ type: 'expand', key: cur.key }]);
      // Open: to the first child; a user who pressed → twice faster than the children load
      // still means "go in", so the move waits for them (settleKeys) instead of being dropped.
      if (rows[i + 1]?.parentId === cur.id) return move(rows[i + 1]);
      return move(cur, [], cur.id);
    case 'ArrowLeft':
      if (cur.expanded) return move(cur, [{ type: 'collapse', key: cur.key }]);
      return move(rows.find((r) => r.id === cur.parentId));
    case 'Enter':
      return move(cur, [{ type: 'recentre', key: cur.key }]);
    case '*': {
      const keys = rows
        .filter((r) => r.parentId === cur.parentId && r.hasChildren && r.shown !== 'all')
        .map((r) => r.key);
      return move(cur, keys.length ? [{ type: 'expandMany', keys }] : []);
    }
  }
  if (input.key.length === 1 && input.key !== ' ') return typeAhead(rows, state, input, i);
  return none;
}

function typeAhead(
  rows: readonly TreeRow[],
  state: TreeKeyState,
  input: TreeKeyInput,
  i: number,
): TreeKeyResult {
  const fresh = input.time - state.typedAt > TYPEAHEAD_MS;
  const typed = (fresh ? '' : state.typed) + input.key.toLowerCase();
  // A repeated single letter cycles through the rows starting with it; a longer prefix
  // keeps the current row when it still matches.
  const cycling = typed.length > 1 && [...typed].every((c) => c === typed[0]);
  const prefix = cycling ? typed[0]! : typed;
  const startAt = typed.length === 1 || cycling ? i + 1 : i;
  let hit: TreeRow | undefined;
  for (let n = 0; n < rows.length; n++) {
    const r = rows[(startAt + n) % rows.length]!;
    if (r.node.name.toLowerCase().startsWith(prefix)) {
      hit = r;
      break;
    }
  }
  return {
    state: { active: hit?.id ?? state.active, typed, typedAt: input.time, awaiting: null },
    effects: [],
    handled: true,
  };
}

/**
 * Completes a waiting → once the rows change: the first child when it is shown; nothing (the
 * wait ends) when the row moved, closed or went, or its children finished loading with none
 * shown (no children, an error). Returns `state` itself when nothing changes.
 */
export function settleKeys(
  rows: readonly TreeRow[],
  state: TreeKeyState,
  loading: (key: NodeKey) => boolean,
): TreeKeyState {
  if (state.awaiting === null) return state;
  const i = rows.findIndex((r) => r.id === state.awaiting);
  const row = rows[i];
  const done = { ...state, awaiting: null };
  if (!row || state.active !== row.id || !row.expanded) return done;
  if (rows[i + 1]?.parentId === row.id) return { ...done, active: rows[i + 1]!.id };
  return loading(row.key) ? state : done;
}
