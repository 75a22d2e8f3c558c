// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyChildList, mergeChildPages } from './children.ts';
import { initialKeyState, settleKeys, treeKey, type TreeKeyState } from './keyboard.ts';
import { memorySource, testNode } from './testing.ts';
import {
  emptyTreeUrlState,
  MAX_EXPAND,
  MAX_MORE_PAGES,
  parseTreeParams,
  splitKnown,
  withExpanded,
  writeTreeParams,
} from './url.ts';
import { buildVisibleTree } from './visible.ts';
import { walkSubtree } from './walk.ts';

describe('tree keyboard', () => {
  const [T, F] = [testNode('T', 'Top'), testNode('F', 'Focus')];
  const kids = mergeChildPages([
    {
      items: [testNode('a', 'Alpha'), testNode('b', 'Beta', false), testNode('c', 'Alps')],
      pageNumber: 1,
      pageSize: 10,
      pageCount: 1,
      total: 3,
    },
  ]);
  const { rows } = buildVisibleTree({
    path: [T, F],
    expanded: new Set(),
    childList: (k) => (k === F.key ? kids : undefined),
  });
  const id = (code: string) => rows.find((r) => r.node.code === code)!.id;
  const press = (state: TreeKeyState, key: string, time = 0) => treeKey(rows, state, { key, time });

  it('moves with the arrows, Home and End', () => {
    let s = initialKeyState(id('F'));
    s = press(s, 'ArrowDown').state;
    expect(s.active).toBe(id('a'));
    s = press(s, 'End').state;
    expect(s.active).toBe(id('c'));
    expect(press(s, 'ArrowDown').state.active).toBe(id('c'));
    s = press(s, 'Home').state;
    expect(s.active).toBe(id('T'));
    expect(press(s, 'ArrowUp').state.active).toBe(id('T'));
  });

  it('→ expands a closed node, then goes to its first child; ← collapses, then goes to the parent', () => {
    expect(press(initialKeyState(id('a')), 'ArrowRight').effects).toEqual([
      { type: 'expand', key: 'code:TST/a' },
    ]);
    expect(press(initialKeyState(id('F')), 'ArrowRight').state.active).toBe(id('a'));
    expect(press(initialKeyState(id('b')), 'ArrowRight')).toMatchObject({ effects: [], handled: true });
    expect(press(initialKeyState(id('F')), 'ArrowLeft').effects).toEqual([{ type: 'collapse', key: F.key }]);
    expect(press(initialKeyState(id('b')), 'ArrowLeft').state.active).toBe(id('F'));
  });

  it('Enter re-centres, * expands the closed siblings that have children', () => {
    expect(press(initialKeyState(id('b')), 'Enter').effects).toEqual([
      { type: 'recentre', key: 'code:TST/b' },
    ]);
    expect(press(initialKeyState(id('b')), '*').effects).toEqual([
      { type: 'expandMany', keys: ['code:TST/a', 'code:TST/c'] },
    ]);
  });

  it('type-ahead finds by prefix, cycles on a repeated letter and restarts after a pause', () => {
    let s = press(initialKeyState(id('T')), 'a', 0).state;
    expect(s.active).toBe(id('a'));
    s = press(s, 'l', 100).state;
    expect(s.active).toBe(id('a'));
    s = press(s, 'p', 200).state;
    expect(s.active).toBe(id('a'));
    s = press(s, 's', 300).state; // "alps"
    expect(s.active).toBe(id('c'));
    s = press(s, 'a', 2000).state; // new search from Alps: wraps to Alpha
    expect(s.active).toBe(id('a'));
    s = press(s, 'a', 2100).state; // "aa": the next A…
    expect(s.active).toBe(id('c'));
    expect(press(s, 'z', 5000)).toMatchObject({ handled: true, state: { active: id('c') } });
  });

  it('→ on an open node whose children load waits for them, then goes to the first child', () => {
    const tree = (list: typeof kids | undefined) =>
      buildVisibleTree({ path: [T, F], expanded: new Set(), childList: () => list }).rows;
    const loadingRows = tree(emptyChildList('loading'));
    const waiting = treeKey(loadingRows, initialKeyState(id('F')), { key: 'ArrowRight', time: 0 }).state;
    expect(waiting).toMatchObject({ active: id('F'), awaiting: id('F') });
    // Still loading: nothing changes (the same state, so the view does not re-render).
    expect(settleKeys(loadingRows, waiting, () => true)).toBe(waiting);
    // The children arrive: to the first one, the wait over.
    expect(settleKeys(tree(kids), waiting, () => false)).toMatchObject({ active: id('a'), awaiting: null });
    // Loaded with none shown (no children, an error): the wait just ends.
    const none = tree(emptyChildList('ready'));
    expect(settleKeys(none, waiting, () => false)).toMatchObject({ active: id('F'), awaiting: null });
    // Any other key in between cancels the wait: the arrival moves nothing.
    const moved = treeKey(loadingRows, waiting, { key: 'ArrowUp', time: 0 }).state;
    expect(moved).toMatchObject({ active: id('T'), awaiting: null });
    expect(settleKeys(tree(kids), moved, () => false)).toBe(moved);
  });

  it('leaves modified keys and Tab to the browser', () => {
    expect(treeKey(rows, initialKeyState(), { key: 'ArrowDown', time: 0, ctrlKey: true }).handled).toBe(
      false,
    );
    expect(press(initialKeyState(), 'Tab').handled).toBe(false);
  });
});

describe('tree URL state', () => {
  const ctx = { kind: 'code', sab: 'ICD10CM' } as const;

  it('round-trips focus, source, path and expanded nodes with short bare ids', () => {
    const state = {
      focus: 'code:ICD10CM/I21.0',
      source: 'ICD10CM',
      path: 1,
      expand: ['code:ICD10CM/I21', 'code:GO/GO:0005744', 'atom:HL7V3.0/A1', 'code:ICD10CM/a,b%c'],
      collapse: ['code:ICD10CM/I20-I25'],
      more: new Map(),
      views: new Map(),
    };
    const params = writeTreeParams(new URLSearchParams('tab=hierarchy&release=2025AB'), state, ctx);
    expect(params.get('tab')).toBe('hierarchy');
    expect(params.get('expand')).toBe('I21,code:GO/GO:0005744,atom:HL7V3.0/A1,a%2Cb%25c');
    expect(params.get('path')).toBe('2');
    expect(parseTreeParams(new URLSearchParams(params.toString()), ctx)).toEqual({
      state,
      notes: { expandDropped: 0, malformed: 0, badPath: null },
    });
  });

  it('round-trips pages shown, sorts and filters of child lists; text with , ~ and % survives', () => {
    const go = { kind: 'code', sab: 'GO' } as const;
    const state = {
      ...emptyTreeUrlState(),
      expand: ['code:GO/GO:0110165'],
      more: new Map([['code:GO/GO:0110165', 3]]),
      views: new Map([
        ['code:GO/GO:0110165', { sort: 'name' as const, filter: 'a,b~c%d' }],
        ['code:GO/GO:0005575', { sort: 'service' as const, filter: 'membrane' }],
      ]),
    };
    const params = writeTreeParams(new URLSearchParams(), state, go);
    expect(params.get('more')).toBe('GO:0110165~3');
    expect(params.get('csort')).toBe('GO:0110165~name');
    expect(params.get('cfilter')).toBe('GO:0110165~a%2Cb%7Ec%25d,GO:0005575~membrane');
    expect(parseTreeParams(new URLSearchParams(params.toString()), go).state).toEqual(state);
  });

  it('ignores bad list entries: a page count of 1 or none, an unknown sort, an empty filter; caps pages', () => {
    const go = { kind: 'code', sab: 'GO' } as const;
    const { state } = parseTreeParams(
      new URLSearchParams('more=GO:1~1,GO:2~x,GO:3~999,~4,GO:5&csort=GO:1~size,GO:2~code&cfilter=GO:1~%20'),
      go,
    );
    expect([...state.more]).toEqual([['code:GO/GO:3', MAX_MORE_PAGES]]);
    expect([...state.views]).toEqual([['code:GO/GO:2', { sort: 'code', filter: '' }]]);
  });

  it('reads ids with colons as bare ids, drops duplicates; a bad path number is noted, not kept', () => {
    const go = { kind: 'code', sab: 'GO' } as const;
    const { state, notes } = parseTreeParams(new URLSearchParams('expand=GO:1,GO:1,,GO:2&path=x'), go);
    expect(state.expand).toEqual(['code:GO/GO:1', 'code:GO/GO:2']);
    expect(state.path).toBe(0);
    expect(notes.badPath).toBe('x');
    expect(parseTreeParams(new URLSearchParams('path=0'), go).notes.badPath).toBe('0');
    // A number past the paths is the panel's to say (it knows how many there are).
    expect(parseTreeParams(new URLSearchParams('path=99'), go)).toMatchObject({
      state: { path: 98 },
      notes: { badPath: null },
    });
  });

  it('caps a 2,000-id expand list and says how many were dropped', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `C${i}`).join(',');
    const { state, notes } = parseTreeParams(new URLSearchParams({ expand: ids }), ctx);
    expect(state.expand).toHaveLength(MAX_EXPAND);
    expect(notes.expandDropped).toBe(2000 - MAX_EXPAND);
  });

  it('splits unknown ids off and toggles expansion', () => {
    expect(splitKnown(['a', 'b'], (k) => k === 'a')).toEqual({ known: ['a'], unknown: ['b'] });
    const base = parseTreeParams(new URLSearchParams(), ctx).state;
    const open = withExpanded(base, ['x', 'p'], true);
    expect(open.expand).toEqual(['x', 'p']);
    const closed = withExpanded(open, ['x', 'p'], false, new Set(['p']));
    expect(closed).toMatchObject({ expand: [], collapse: ['p'] });
  });
});

describe('subtree walker', () => {
  const edges = { R: ['A', 'B'], A: ['A1', 'A2', 'S'], B: ['S'], S: ['S1'], A1: ['A11'] };

  it('lists the subtree to a depth in tree order with parent and path', async () => {
    const src = memorySource(edges);
    const { rows, complete } = await walkSubtree(src, testNode('R'), { depth: 2, pageSize: 2 });
    expect(complete).toBe(true);
    expect(rows.map((r) => [r.code, r.depth, r.parent, r.path])).toEqual([
      ['R', 0, '', 'R'],
      ['A', 1, 'R', 'R > A'],
      ['A1', 2, 'A', 'R > A > A1'],
      ['A2', 2, 'A', 'R > A > A2'],
      ['S', 2, 'A', 'R > A > S'],
      ['B', 1, 'R', 'R > B'],
      ['S', 2, 'B', 'R > B > S'],
    ]);
    // A's 3 children at pageSize 2 cost two pages; leaves at the depth limit cost nothing.
    expect(src.calls.filter((c) => c.startsWith('children')).sort()).toEqual([
      'children TST/A 1',
      'children TST/A 2',
      'children TST/B 1',
      'children TST/R 1',
    ]);
  });

  it('reports progress and stops when cancelled', async () => {
    const src = memorySource(edges);
    const ctrl = new AbortController();
    const seen: number[] = [];
    const walk = walkSubtree(src, testNode('R'), {
      depth: 5,
      signal: ctrl.signal,
      onProgress: (p) => {
        seen.push(p.done);
        if (p.done === 1) ctrl.abort();
      },
    });
    await expect(walk).rejects.toThrow();
    expect(seen.slice(0, 2)).toEqual([0, 1]);
    expect(src.calls.length).toBeLessThan(6);
  });
});
