import { describe, expect, it } from 'vitest';
import {
  compareTreeNumbers,
  inTreeOrder,
  isMeshDescriptorId,
  meshTreeNumbers,
  numbersUnder,
} from './meshTreeNumbers.ts';

describe('meshTreeNumbers', () => {
  it('keeps MN attributes only, each once, in tree order (numeric parts as numbers)', () => {
    expect(
      meshTreeNumbers([
        { name: 'MN', value: 'C14.907.585.500' },
        { name: 'MDA', value: '19990101' },
        { name: 'MN', value: 'C14.280.647.500' },
        { name: 'MN', value: 'C14.280.647.500' },
        { name: 'MN', value: 'C14.1000.1' },
        { name: 'MN', value: ' ' },
      ]),
    ).toEqual(['C14.280.647.500', 'C14.907.585.500', 'C14.1000.1']);
  });

  it('compares dotted parts as numbers', () => {
    expect(['C14.1000', 'C14.907', 'C14.280.647', 'A01'].sort(compareTreeNumbers)).toEqual([
      'A01',
      'C14.280.647',
      'C14.907',
      'C14.1000',
    ]);
  });

  it('knows a descriptor id from a category letter, a supplementary concept or the root', () => {
    expect(
      ['D009203', 'D000001', 'C', 'V-MSH', 'C000657245', 'D12', 'd009203'].map(isMeshDescriptorId),
    ).toEqual([true, true, false, false, false, false, false]);
  });
});

describe('numbersUnder', () => {
  const mi = ['C14.280.647.500', 'C14.907.585.500'];
  it('keeps the child numbers directly under the parent’s', () => {
    expect(numbersUnder(mi, ['C14.280.647', 'C14.907.585'])).toEqual(mi);
    expect(numbersUnder(mi, ['C14.907.585'])).toEqual(['C14.907.585.500']);
    // a grandparent's number is not a parent's
    expect(numbersUnder(mi, ['C14.280'])).toEqual(mi);
  });
  it('gives all numbers when the parent has none, or none match', () => {
    expect(numbersUnder(mi, undefined)).toEqual(mi);
    expect(numbersUnder(mi, [])).toEqual(mi);
    expect(numbersUnder(mi, ['A01'])).toEqual(mi);
  });
});

describe('inTreeOrder', () => {
  it('orders children by their number under the parent, not by id; unnumbered ones last, in their order', () => {
    const kids = [
      { id: 'D000787', treeNumbers: ['C14.280.647.187', 'C14.907.585.187'] },
      { id: 'X2' },
      { id: 'D003327', treeNumbers: ['C14.280.647.250', 'C14.907.585.250'] },
      // also in another tree, with a number that sorts first there
      { id: 'D009203', treeNumbers: ['A01.1', 'C14.280.647.500', 'C14.907.585.500'] },
      { id: 'X1', treeNumbers: [] },
      { id: 'D054058', treeNumbers: ['C14.280.647.124', 'C14.907.585.124'] },
    ];
    expect(inTreeOrder(kids, ['C14.280.647', 'C14.907.585']).map((k) => k.id)).toEqual([
      'D054058',
      'D000787',
      'D003327',
      'D009203',
      'X2',
      'X1',
    ]);
  });
});
