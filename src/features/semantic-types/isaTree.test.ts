// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createIsaTree, isaTree, parentTreeNumber } from './isaTree.ts';
import semanticNetwork from '../../lib/semanticNetwork.json';

describe('parentTreeNumber', () => {
  it('drops the last dotted step, then the letter is the root', () => {
    expect(parentTreeNumber('B2.2.1.2.1')).toBe('B2.2.1.2');
    expect(parentTreeNumber('A1')).toBe('A');
    expect(parentTreeNumber('A')).toBeNull();
    expect(parentTreeNumber('B')).toBeNull();
  });
});

describe('the bundled isa tree', () => {
  const types = semanticNetwork.types;

  it('holds the 127 types of the Semantic Network, each tree number once', () => {
    expect(types).toHaveLength(127);
    expect(new Set(types.map((t) => t.treeNumber)).size).toBe(127);
  });

  it('gives every type but the two roots a parent in the tree', () => {
    const orphans = types.filter((t) => !isaTree.parent(t.treeNumber)).map((t) => t.tui);
    expect(orphans.sort()).toEqual(['T051', 'T071']);
  });

  it('Disease or Syndrome (T047) sits under Pathologic Function with two children', () => {
    const dsyn = isaTree.byTui('T047')!;
    expect(dsyn.treeNumber).toBe('B2.2.1.2.1');
    expect(isaTree.parent(dsyn.treeNumber)?.tui).toBe('T046');
    expect(isaTree.children(dsyn.treeNumber).map((t) => t.tui)).toEqual(['T048', 'T191']);
    expect(isaTree.ancestors(dsyn.treeNumber).map((t) => t.treeNumber)).toEqual([
      'B',
      'B2',
      'B2.2',
      'B2.2.1',
      'B2.2.1.2',
    ]);
  });

  it('orders children by tree number numerically (A1.2 before A1.10)', () => {
    const tree = createIsaTree([
      { tui: 'T1', treeNumber: 'A', name: 'Root' },
      { tui: 'T3', treeNumber: 'A1.10', name: 'Ten' },
      { tui: 'T2', treeNumber: 'A1.2', name: 'Two' },
      { tui: 'T4', treeNumber: 'A1', name: 'One' },
    ]);
    expect(tree.children('A1').map((t) => t.name)).toEqual(['Two', 'Ten']);
    expect(tree.parent('A1.10')?.tui).toBe('T4');
    expect(tree.byTui('T9')).toBeNull();
  });
});
