import { describe, expect, it } from 'vitest';
import { createIsaTree, isaTree, parentTreeNumber } from './isaTree.ts';
import { SEMANTIC_NETWORK_TYPES } from './networkTypes.ts';

describe('parentTreeNumber', () => {
  it('drops the last dotted step, then the letter is the root', () => {
    expect(parentTreeNumber('B2.2.1.2.1')).toBe('B2.2.1.2');
    expect(parentTreeNumber('A1')).toBe('A');
    expect(parentTreeNumber('A')).toBeNull();
    expect(parentTreeNumber('B')).toBeNull();
  });
});

describe('the bundled isa tree', () => {
  it('holds the 127 types of the Semantic Network, each tree number once', () => {
    expect(SEMANTIC_NETWORK_TYPES).toHaveLength(127);
    expect(new Set(SEMANTIC_NETWORK_TYPES.map((r) => r[1])).size).toBe(127);
  });

  it('gives every type but the two roots a parent in the tree', () => {
    const orphans = SEMANTIC_NETWORK_TYPES.filter(([, tree]) => !isaTree.parent(tree)).map(([tui]) => tui);
    expect(orphans.sort()).toEqual(['T051', 'T071']);
  });

  it('Disease or Syndrome (T047) sits under Pathologic Function with two children', () => {
    const dsyn = isaTree.byTui('T047')!;
    expect(dsyn.treeNumber).toBe('B2.2.1.2.1');
    expect(isaTree.parent(dsyn.treeNumber)?.tui).toBe('T046');
    expect(isaTree.children(dsyn.treeNumber).map((t) => t.tui)).toEqual(['T048', 'T191']);
    expect(isaTree.ancestors(dsyn.treeNumber).map((t) => t.treeNumber)).toEqual(['B', 'B2', 'B2.2', 'B2.2.1', 'B2.2.1.2']);
  });

  it('orders children by tree number numerically (A1.2 before A1.10)', () => {
    const tree = createIsaTree([
      ['T1', 'A', 'Root'],
      ['T3', 'A1.10', 'Ten'],
      ['T2', 'A1.2', 'Two'],
      ['T4', 'A1', 'One'],
    ]);
    expect(tree.children('A1').map((t) => t.name)).toEqual(['Two', 'Ten']);
    expect(tree.parent('A1.10')?.tui).toBe('T4');
    expect(tree.byTui('T9')).toBeNull();
  });
});
