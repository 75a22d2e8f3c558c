import { describe, expect, it } from 'vitest';
import { auiOfNumber, numberOfAui, sortedAuiNumbers } from './aui-numbers.ts';

describe('AUIs stored as numbers', () => {
  it('an AUI of the stored form and its number make each other', () => {
    for (const aui of ['A90000001', 'A90633419', 'A00000000', 'A99999999']) {
      const n = numberOfAui(aui);
      expect(n).not.toBeNull();
      expect(auiOfNumber(n!)).toBe(aui);
    }
  });

  it('anything else is no stored AUI', () => {
    for (const s of ['', 'A', 'A9000001', 'A900000001', 'a90000001', 'C90000001', 'A9000000x', ' A90000001'])
      expect(numberOfAui(s)).toBeNull();
  });

  it('sorts atoms in the AUI strings order, ties kept in atom order', () => {
    const auis = ['A90000010', 'A90000002', 'A91000000', 'A90000002', 'A90065536', 'A90065535', 'A00000001'];
    const order = Array.from(sortedAuiNumbers(auis.map((a) => numberOfAui(a)!)));
    const byString = auis
      .map((a, i): [string, number] => [a, i])
      .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1]))
      .map(([, i]) => i);
    expect(order).toEqual(byString);
    expect(order).toEqual([6, 1, 3, 0, 5, 4, 2]);
  });
});
