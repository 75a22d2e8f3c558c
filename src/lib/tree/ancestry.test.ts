// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  divergenceLabels,
  lowestCommonAncestors,
  mergedPathRows,
  mergeGraphs,
  otherPathsNote,
  pathsDown,
} from './ancestry.ts';
import { pathsToFocus, walkParents } from './paths.ts';
import { memorySource, testNode } from './testing.ts';

const key = (id: string) => `code:TST/${id}`;
const ids = (keys: string[]) => keys.map((k) => k.slice('code:TST/'.length));

// MeSH around D009203: Cardiovascular Diseases (C14) > Heart Diseases (HD) > Myocardial
// Ischemia (MIS) > Myocardial Infarction (MI); C14 > Vascular Diseases (VD) > MIS; HD > Heart
// Failure (HF).
const MESH = { C14: ['HD', 'VD'], HD: ['MIS', 'HF'], VD: ['MIS'], MIS: ['MI'] };
const NAMES = {
  C14: 'Cardiovascular Diseases',
  HD: 'Heart Diseases',
  VD: 'Vascular Diseases',
  MIS: 'Myocardial Ischemia',
  MI: 'Myocardial Infarction',
  HF: 'Heart Failure',
};

async function graphOf(edges: Record<string, string[]>, ...focus: string[]) {
  const src = memorySource(edges, NAMES);
  return mergeGraphs(
    await Promise.all(
      focus.map((f) => walkParents(testNode(f, NAMES[f as keyof typeof NAMES]), (n) => src.parents(n.ref))),
    ),
  );
}

describe('lowest common ancestors', () => {
  it('MI and heart failure meet at Heart Diseases, not at the top', async () => {
    const g = await graphOf(MESH, 'MI', 'HF');
    expect(ids(lowestCommonAncestors(g, [key('MI'), key('HF')]))).toEqual(['HD']);
  });

  it('finds several meeting points in a polyhierarchy, none above another', async () => {
    // X and Y both sit under A and under B; A and B are unrelated tops, T is above A only.
    const g = await graphOf({ T: ['A'], A: ['X', 'Y'], B: ['X', 'Y'] }, 'X', 'Y');
    expect(ids(lowestCommonAncestors(g, [key('X'), key('Y')]))).toEqual(['A', 'B']);
  });

  it('a node above the other is the meeting point; three nodes meet where all do', async () => {
    const g = await graphOf(MESH, 'MI', 'MIS', 'HF');
    expect(ids(lowestCommonAncestors(g, [key('MI'), key('MIS')]))).toEqual(['MIS']);
    expect(ids(lowestCommonAncestors(g, [key('MI'), key('MIS'), key('HF')]))).toEqual(['HD']);
  });

  it('nothing in common gives no meeting point; a cycle in bad data ends', async () => {
    const g = await graphOf({ P: ['X'], Q: ['Y'] }, 'X', 'Y');
    expect(lowestCommonAncestors(g, [key('X'), key('Y')])).toEqual([]);
    const cyclic = await graphOf({ A: ['B'], B: ['A', 'X', 'Y'] }, 'X', 'Y');
    // A and B are each above the other: both are where X and Y meet, and the walk ends.
    expect(ids(lowestCommonAncestors(cyclic, [key('X'), key('Y')]))).toEqual(['A', 'B']);
  });

  it('paths from the meeting point down to each node', async () => {
    const g = await graphOf(MESH, 'MI', 'HF');
    const names = (ps: { name: string }[][]) => ps.map((p) => p.map((n) => n.name));
    expect(names(pathsDown(g, key('HD'), key('MI')))).toEqual([
      ['Heart Diseases', 'Myocardial Ischemia', 'Myocardial Infarction'],
    ]);
    expect(names(pathsDown(g, key('C14'), key('MI')))).toHaveLength(2);
    expect(pathsDown(g, key('VD'), key('HF'))).toEqual([]);
  });
});

describe('paths told apart', () => {
  it('labels each path by the node where it parts from the others', async () => {
    const g = await graphOf(MESH, 'MI');
    const { paths } = pathsToFocus(g, key('MI'));
    expect(divergenceLabels(paths)).toEqual(['via Heart Diseases', 'via Vascular Diseases']);
    expect(otherPathsNote(paths, 1)).toBe('path 2 of 2; also under Heart Diseases');
    expect(otherPathsNote(paths.slice(0, 1), 0)).toBeNull();
  });

  it('paths with different tops part at the top; three paths each get their own node', () => {
    const [a, b, c, d, f] = ['A', 'B', 'C', 'D', 'F'].map((id) => testNode(id));
    expect(
      divergenceLabels([
        [a!, c!, f!],
        [b!, c!, f!],
        [a!, d!, f!],
      ]),
    ).toEqual(['via Node C', 'via Node B', 'via Node D']);
  });

  it('merges the paths into one tree: shared ancestors once, the focus under each parent', async () => {
    const g = await graphOf(MESH, 'MI');
    const { paths } = pathsToFocus(g, key('MI'));
    const rows = mergedPathRows(paths, new Set([key('MI')]));
    expect(rows.map((r) => `${'  '.repeat(r.level - 1)}${r.node.name}${r.isFocus ? ' *' : ''}`)).toEqual([
      'Cardiovascular Diseases',
      '  Heart Diseases',
      '    Myocardial Ischemia',
      '      Myocardial Infarction *',
      '  Vascular Diseases',
      '    Myocardial Ischemia',
      '      Myocardial Infarction *',
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows[1]).toMatchObject({ posinset: 1, setsize: 2, parentId: key('C14') });
  });

  it('gives each MeSH row the tree number of its place in the merged tree', () => {
    const num = (id: string, name: string, treeNumbers: string[]) => ({ ...testNode(id, name), treeNumbers });
    const c14 = num('C14', 'Cardiovascular Diseases', ['C14']);
    const mis = num('MIS', 'Myocardial Ischemia', ['C14.280.647', 'C14.907.585']);
    const mi = num('MI', 'Myocardial Infarction', ['C14.280.647.500', 'C14.907.585.500']);
    const rows = mergedPathRows(
      [
        [c14, num('HD', 'Heart Diseases', ['C14.280']), mis, mi],
        [c14, num('VD', 'Vascular Diseases', ['C14.907']), mis, mi],
      ],
      new Set([mi.key]),
    );
    expect(rows.map((r) => `${r.node.code} ${r.treeNumbers?.join(',')}`)).toEqual([
      'C14 C14',
      'HD C14.280',
      'MIS C14.280.647',
      'MI C14.280.647.500',
      'VD C14.907',
      'MIS C14.907.585',
      'MI C14.907.585.500',
    ]);
  });
});
