// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeChildPages, viewChildren, type ChildList, type ChildPage } from './children.ts';
import { nodeFromHierarchy, nodeKey, parseNodeKey, type TreeNodeData } from './node.ts';
import { choosePath, pathsToFocus, walkParents } from './paths.ts';
import { memorySource, testNode } from './testing.ts';
import { buildVisibleTree, openKeys } from './visible.ts';
import type { HierarchyNode } from '../../api/uts/index.ts';

const names = (ps: { name: string }[][]) => ps.map((p) => p.map((n) => n.name));

describe('node keys', () => {
  it('round-trips (kind, sab, id) with ids holding : / .', () => {
    for (const ref of [
      { kind: 'code', sab: 'GO', id: 'GO:0005744' },
      { kind: 'atom', sab: 'HL7V3.0', id: 'A1234567' },
      { kind: 'code', sab: 'X', id: 'a/b.c' },
    ] as const)
      expect(parseNodeKey(nodeKey(ref))).toEqual(ref);
    expect(parseNodeKey('D009203')).toBeNull();
  });

  it('reads clusters and HL7 atoms from hierarchy answers', () => {
    const links = { parents: null, children: 'x', ancestors: null, descendants: null, attributes: null };
    const atom = {
      kind: 'Atom',
      ui: 'A1',
      name: 'Act',
      rootSource: 'HL7V3.0',
      obsolete: false,
      code: { id: 'ACT', kind: 'source', source: 'HL7V3.0', release: null, url: '' },
      links: { ...links, relations: null },
    } as unknown as HierarchyNode;
    expect(nodeFromHierarchy(atom)).toMatchObject({ key: 'atom:HL7V3.0/A1', code: 'ACT', hasChildren: true });
    const cluster = {
      kind: 'SourceAtomCluster',
      ui: 'I21',
      name: 'Acute MI',
      rootSource: 'ICD10CM',
      obsolete: false,
      links: { ...links, children: null },
    } as unknown as HierarchyNode;
    expect(nodeFromHierarchy(cluster)).toMatchObject({ key: 'code:ICD10CM/I21', hasChildren: false });
  });
});

describe('paths to the focus', () => {
  it('gives each parent its own path (MeSH polyhierarchy), never one merged chain', async () => {
    // Neoplasms (C04) > Neoplasms by site > Nose neoplasms; and Otorhino diseases (C09) > Nose diseases > Nose neoplasms
    const src = memorySource({ C04: ['SITE'], SITE: ['N'], C09: ['NOSE'], NOSE: ['N'] });
    const graph = await walkParents(testNode('N'), (n) => src.parents(n.ref));
    const { paths, cycle } = pathsToFocus(graph, 'code:TST/N');
    expect(names(paths)).toEqual([
      ['Node C04', 'Node SITE', 'Node N'],
      ['Node C09', 'Node NOSE', 'Node N'],
    ]);
    expect(cycle).toBe(false);
  });

  it('calls parents once per node even when paths share ancestors', async () => {
    const src = memorySource({ R: ['A', 'B'], A: ['F'], B: ['F'] });
    const graph = await walkParents(testNode('F'), (n) => src.parents(n.ref));
    expect(src.calls.sort()).toEqual(['parents TST/A', 'parents TST/B', 'parents TST/F', 'parents TST/R']);
    expect(names(pathsToFocus(graph, 'code:TST/F').paths)).toEqual([
      ['Node R', 'Node A', 'Node F'],
      ['Node R', 'Node B', 'Node F'],
    ]);
  });

  it('never asks for the parents of a node whose parents link says NONE (a top node)', async () => {
    const src = memorySource({ R: ['A'], A: ['F'] });
    const parentsOf = (n: TreeNodeData) => src.parents(n.ref);
    // The wire marks R as a top node: its parents are not asked for (that would be a 404).
    const viaWire = memorySource({ R: ['A'], A: ['F'] });
    const graph = await walkParents(testNode('F'), async (n) => {
      const ps = await viaWire.parents(n.ref);
      return ps.map((p) => (p.ref.id === 'R' ? { ...p, hasParents: false } : p));
    });
    expect(viaWire.calls.sort()).toEqual(['parents TST/A', 'parents TST/F']);
    expect(names(pathsToFocus(graph, 'code:TST/F').paths)).toEqual([['Node R', 'Node A', 'Node F']]);
    // A focus that is itself a top node costs no call at all.
    await walkParents({ ...testNode('R'), hasParents: false }, parentsOf);
    expect(src.calls).toEqual([]);
  });

  it('ends and flags a cycle in bad data instead of looping', async () => {
    // X's parent is Y, Y's parent is X, and X also sits under the real top T.
    const src = memorySource({ Y: ['X'], X: ['Y', 'F'], T: ['X'] });
    const graph = await walkParents(testNode('F'), (n) => src.parents(n.ref));
    const r = pathsToFocus(graph, 'code:TST/F');
    expect(r.cycle).toBe(true);
    expect(names(r.paths)).toContainEqual(['Node T', 'Node X', 'Node F']);
    expect(r.paths.every((p) => new Set(p.map((n) => n.key)).size === p.length)).toBe(true);
  });

  it('cuts a path at the depth cap', async () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 100; i++) edges[`n${i}`] = [`n${i + 1}`];
    const src = memorySource(edges);
    const graph = await walkParents(testNode('n100'), (n) => src.parents(n.ref));
    const r = pathsToFocus(graph, 'code:TST/n100', { maxDepth: 10 });
    expect(r.truncated).toBe(true);
    expect(r.paths[0]).toHaveLength(10);
  });

  it('a top node is its own single path; unknown path index falls back to the first', () => {
    const t = testNode('T');
    const r = pathsToFocus({ nodes: new Map([[t.key, t]]), parents: new Map([[t.key, []]]) }, t.key);
    expect(names(r.paths)).toEqual([['Node T']]);
    expect(choosePath(2, 1)).toBe(1);
    expect(choosePath(2, 5)).toBe(0);
    expect(choosePath(2, null)).toBe(0);
  });
});

const page = (
  ids: string[],
  pageNumber: number,
  pageCount: number | null,
  total: number | null,
): ChildPage => ({
  items: ids.map((id) => testNode(id)),
  pageNumber,
  pageSize: 2,
  pageCount,
  total,
});

describe('lazy child lists', () => {
  it('merges pages, keeps each child once and knows what is left', () => {
    const one = mergeChildPages([page(['a', 'b'], 1, 3, 5)]);
    expect(one).toMatchObject({ total: 5, hasMore: true });
    expect(one.items.map((n) => n.code)).toEqual(['a', 'b']);
    const two = mergeChildPages([page(['a', 'b'], 1, 3, 5), page(['b', 'c'], 2, 3, null)]);
    expect(two.items.map((n) => n.code)).toEqual(['a', 'b', 'c']);
    expect(two.hasMore).toBe(true);
    const all = mergeChildPages([page(['a', 'b'], 1, 2, null), page(['c'], 2, 2, null)]);
    expect(all).toMatchObject({ total: 3, hasMore: false });
  });

  it('filters by name or code ignoring case and accents, sorts by name or code', () => {
    const items = [testNode('C10', 'Ménière disease'), testNode('C2', 'acne'), testNode('B1', 'Zoster')];
    expect(viewChildren(items, { filter: 'MENI', sort: 'service' }).map((n) => n.code)).toEqual(['C10']);
    expect(viewChildren(items, { filter: 'c1', sort: 'service' }).map((n) => n.code)).toEqual(['C10']);
    expect(viewChildren(items, { filter: '', sort: 'name' }).map((n) => n.code)).toEqual(['C2', 'C10', 'B1']);
    expect(viewChildren(items, { filter: '', sort: 'code' }).map((n) => n.code)).toEqual(['B1', 'C2', 'C10']);
  });
});

describe('the visible tree', () => {
  const [T, A, F] = [testNode('T'), testNode('A'), testNode('F')];
  const lists: Record<string, ChildList> = {
    'code:TST/F': mergeChildPages([page(['c1', 'c2'], 1, 2, 3)]),
    'code:TST/A': mergeChildPages([page(['s1', 's2'], 1, 1, 2)]),
  };
  const childList = (k: string) => lists[k];

  it('shows the path, the focus children and ARIA positions', () => {
    const { rows } = buildVisibleTree({ path: [T, A, F], expanded: new Set(), childList });
    expect(rows.map((r) => [r.node.code, r.level, r.posinset, r.setsize, r.expanded])).toEqual([
      ['T', 1, 1, 1, true],
      ['A', 2, 1, 1, true],
      ['F', 3, 1, 1, true],
      ['c1', 4, 1, 3, false],
      ['c2', 4, 2, 3, false],
    ]);
    expect(rows.find((r) => r.isFocus)?.node.code).toBe('F');
  });

  it('MeSH rows show the tree number the chosen path passes through', () => {
    const num = (n: TreeNodeData, treeNumbers: string[]) => ({ ...n, treeNumbers });
    const path = [
      testNode('C'), // the category has no tree number
      num(testNode('D002318'), ['C14']),
      num(testNode('D006331'), ['C14.280']),
      num(testNode('D017202'), ['C14.280.647', 'C14.907.585']),
      num(testNode('D009203'), ['C14.280.647.500', 'C14.907.585.500']),
    ];
    const { rows } = buildVisibleTree({ path, expanded: new Set(), childList: () => undefined });
    expect(rows.map((r) => r.treeNumbers)).toEqual([
      undefined,
      ['C14'],
      ['C14.280'],
      ['C14.280.647'],
      ['C14.280.647.500'],
    ]);
  });

  it('an expanded path node shows its siblings, pinning the path child when not loaded', () => {
    const { rows } = buildVisibleTree({ path: [T, A, F], expanded: new Set(['code:TST/A']), childList });
    expect(rows.map((r) => r.node.code)).toEqual(['T', 'A', 'F', 'c1', 'c2', 's1', 's2']);
    expect(rows[2]).toMatchObject({ isFocus: true, posinset: 1, setsize: 3 });
  });

  it('collapsed nodes hide their children; loading lists show no rows yet', () => {
    const t = buildVisibleTree({
      path: [T, A, F],
      expanded: new Set(),
      collapsed: new Set(['code:TST/A']),
      childList,
    });
    expect(t.rows.map((r) => [r.node.code, r.expanded])).toEqual([
      ['T', true],
      ['A', false],
    ]);
    const l = buildVisibleTree({ path: [T, A, F], expanded: new Set(['code:TST/c1']), childList });
    expect(l.rows.map((r) => r.node.code)).toEqual(['T', 'A', 'F', 'c1', 'c2']);
    expect(l.rows[3]!.expanded).toBe(true);
  });

  it('never expands a node inside itself (cycle)', () => {
    const loop = { 'code:TST/F': mergeChildPages([page(['F'], 1, 1, 1)]) };
    const { rows } = buildVisibleTree({
      path: [T, F],
      expanded: new Set(['code:TST/F']),
      childList: (k) => loop[k as keyof typeof loop],
    });
    expect(rows.map((r) => [r.node.code, r.cycle, r.expanded])).toEqual([
      ['T', false, true],
      ['F', false, true],
      ['F', true, undefined],
    ]);
  });
});

describe('which lists a link opens', () => {
  const [T, F] = [testNode('T'), testNode('F')];
  it('opens the focus and reachable expanded nodes only; unknown ids are final once settled', () => {
    const lists: Record<string, ChildList> = {
      'code:TST/F': mergeChildPages([page(['c1', 'c2'], 1, 1, 2)]),
    };
    const expand = ['code:TST/c2', 'code:TST/g1', 'code:TST/nope', 'code:TST/T'];
    let r = openKeys({ path: [T, F], expand, childList: (k) => lists[k] });
    expect(r.open).toEqual(['code:TST/F', 'code:TST/T', 'code:TST/c2']);
    expect(r.settled).toBe(false); // T's and c2's lists are not loaded yet
    lists['code:TST/T'] = mergeChildPages([page(['F'], 1, 1, 1)]);
    lists['code:TST/c2'] = mergeChildPages([page(['g1'], 1, 1, 1)]);
    r = openKeys({ path: [T, F], expand, childList: (k) => lists[k] });
    expect(r.open).toEqual(['code:TST/F', 'code:TST/T', 'code:TST/c2', 'code:TST/g1']);
    lists['code:TST/g1'] = mergeChildPages([]);
    r = openKeys({ path: [T, F], expand, childList: (k) => lists[k] });
    expect(r).toMatchObject({ unknown: ['code:TST/nope'], settled: true });
    expect(
      openKeys({ path: [T, F], expand: [], collapsed: new Set([F.key]), childList: () => undefined }).open,
    ).toEqual([]);
  });

  it('never opens a node whose children link says NONE (a leaf), focus or expanded', () => {
    const leaf = testNode('L', 'Leaf', false);
    expect(openKeys({ path: [T, leaf], expand: [leaf.key], childList: () => undefined })).toMatchObject({
      open: [],
      unknown: [], // reached, so not "not found in this tree"
    });
    const lists: Record<string, ChildList> = {
      'code:TST/F': mergeChildPages([
        { items: [testNode('k', 'Kid', false)], pageNumber: 1, pageSize: 100, pageCount: 1, total: 1 },
      ]),
    };
    const r = openKeys({ path: [T, F], expand: ['code:TST/k'], childList: (k) => lists[k] });
    expect(r).toMatchObject({ open: ['code:TST/F'], unknown: [], settled: true });
  });
});
