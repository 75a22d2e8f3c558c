import { describe, expect, it } from 'vitest';
import { extendsNumber, TreePositions, upNumber } from './tree-positions.ts';

/**
 * X sits at two places (C01.001 and C02.001); its child Y only at C02.001.001. The graph of
 * parents and children joins them, so chaining it puts Y under A and A above Y; positions do not.
 */
const nodes = [
  { id: 'C', numbers: ['C'] },
  { id: 'A', numbers: ['C01'] },
  { id: 'B', numbers: ['C02'] },
  { id: 'X', numbers: ['C01.001', 'C02.001'] },
  { id: 'Y', numbers: ['C02.001.001'] },
  { id: 'Z', numbers: ['C01.001.002', 'C02.002'] },
  { id: 'NEW', numbers: [] },
];
const plainParents = (id: string) => (id === 'C' ? ['ROOT'] : id === 'ROOT' ? [] : undefined);
const tree = new TreePositions(nodes, plainParents);

describe('numbers', () => {
  it('one level up: a dot up, a first level to its category, a category to nothing', () => {
    expect(upNumber('C14.280.647')).toBe('C14.280');
    expect(upNumber('C14')).toBe('C');
    expect(upNumber('C')).toBeNull();
  });

  it('a number extends another at a dot, or any of its category', () => {
    expect(extendsNumber('C14.280', 'C14')).toBe(true);
    expect(extendsNumber('C140.1', 'C14')).toBe(false);
    expect(extendsNumber('C14', 'C14')).toBe(false);
    expect(extendsNumber('C14', 'C')).toBe(true);
    expect(extendsNumber('D14', 'C')).toBe(false);
  });
});

describe('walks by position', () => {
  it("descendants: only those whose number extends one of the node's, nearest first, each once", () => {
    expect(tree.descendants('A')).toEqual(['X', 'Z']);
    expect(tree.descendants('B')).toEqual(['X', 'Z', 'Y']);
    expect(tree.descendants('X')).toEqual(['Z', 'Y']); // one level down each, in tree-number order
    expect(tree.descendants('C')).toEqual(['A', 'B', 'X', 'Z', 'Y']);
    expect(tree.descendants('Y')).toEqual([]);
  });

  it('ancestors: holders of the numbers above, farthest first, then the nearest parent last', () => {
    expect(tree.ancestors('Y')).toEqual(['ROOT', 'C', 'B', 'X']);
    expect(tree.ancestors('Y')).not.toContain('A');
    expect(tree.ancestors('X')).toEqual(['ROOT', 'C', 'B', 'A']);
    expect(tree.ancestors('A')).toEqual(['ROOT', 'C']);
    expect(tree.ancestors('C')).toEqual(['ROOT']);
  });

  it('a node without a number has no position walk (the caller walks the graph)', () => {
    expect(tree.ancestors('NEW')).toBeUndefined();
    expect(tree.descendants('ROOT')).toBeUndefined();
    expect(tree.holdersAt('C02.001')).toEqual(['X']);
  });
});
