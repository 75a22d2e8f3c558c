import { describe, expect, it } from 'vitest';
import { SYNTHETIC_ID_PATTERNS } from '../model.ts';
import { allocateInGenerations, allocateSyntheticIds } from './ids.ts';

describe('allocateSyntheticIds', () => {
  const keys = Array.from({ length: 5000 }, (_, i) => `DOID|DOID:${i}`);

  it('gives the same ids for the same keys, whatever their order', () => {
    const a = allocateSyntheticIds(keys, 'A9', 7);
    const b = allocateSyntheticIds([...keys].reverse(), 'A9', 7);
    expect([...b].sort()).toEqual([...a].sort());
  });

  it('stays in the synthetic range and never repeats an id', () => {
    const ids = [...allocateSyntheticIds(keys, 'C9', 6).values()];
    expect(new Set(ids).size).toBe(keys.length);
    expect(ids.filter((id) => !SYNTHETIC_ID_PATTERNS.cui.test(id))).toEqual([]);
  });

  it('moves no existing id when an unrelated key is added', () => {
    const before = allocateSyntheticIds(keys, 'A9', 7);
    const after = allocateSyntheticIds([...keys, 'GO|GO:9999999'], 'A9', 7);
    const moved = keys.filter((k) => before.get(k) !== after.get(k));
    // Only a key whose probe chain the new id lands in could move; with 5,000 ids in 10^7 slots, none should.
    expect(moved).toEqual([]);
  });

  it('resolves collisions by probing, skipping taken ids', () => {
    // 45 keys plus 5 taken ids fill half of 100 slots: hash collisions are certain.
    const many = Array.from({ length: 45 }, (_, i) => `k${i}`);
    const taken = new Set(['X00', 'X01', 'X02', 'X03', 'X04']);
    const ids = [...allocateSyntheticIds(many, 'X', 2, taken).values()];
    expect(new Set(ids).size).toBe(45);
    expect(ids.filter((id) => taken.has(id))).toEqual([]);
  });

  it('refuses a range too small to stay sparse', () => {
    expect(() => allocateSyntheticIds(['a', 'b', 'c', 'd', 'e', 'f'], 'X', 1)).toThrow(/too small/);
  });
});

describe('allocateInGenerations', () => {
  // Dense enough (40 of 100 slots) that a key of the later generation would take an earlier
  // key's slot, and move it, if both were numbered together.
  const first = Array.from({ length: 20 }, (_, i) => `old${i}`);
  const second = Array.from({ length: 20 }, (_, i) => `new${i}`);

  it('keeps every id of an earlier generation when a later one is added', () => {
    const alone = allocateSyntheticIds(first, 'X', 2);
    const together = allocateSyntheticIds([...first, ...second], 'X', 2);
    // Numbered together, some old key moves: the test would not show anything otherwise.
    expect(first.some((k) => alone.get(k) !== together.get(k))).toBe(true);
    const generations = new Map([
      ...first.map((k): [string, number] => [k, 0]),
      ...second.map((k): [string, number] => [k, 1]),
    ]);
    const staged = allocateInGenerations(generations, 'X', 2);
    expect(first.map((k) => staged.get(k))).toEqual(first.map((k) => alone.get(k)));
    expect(new Set(staged.values()).size).toBe(40);
  });

  it('skips taken ids in every generation', () => {
    const taken = new Set(['X00', 'X01', 'X02']);
    const staged = allocateInGenerations(
      new Map([...first, ...second].map((k, i): [string, number] => [k, i % 2])),
      'X',
      2,
      taken,
    );
    expect([...staged.values()].filter((id) => taken.has(id))).toEqual([]);
  });
});
