import { describe, expect, it } from 'vitest';
import { LazyIndex } from './lazy-index.ts';

describe('LazyIndex', () => {
  const make = () => {
    const calls: string[] = [];
    const index = new LazyIndex<number>(
      () => ['a', 'b', 'c'],
      (key) => {
        calls.push(key);
        return key === 'b' ? [] : [key.charCodeAt(0)];
      },
    );
    return { index, calls };
  };

  it('computes a key once, on first access, and caches it', () => {
    const { index, calls } = make();
    expect(calls).toEqual([]);
    expect(index.get('a')).toEqual([97]);
    expect(index.get('a')).toBe(index.get('a'));
    expect(calls).toEqual(['a']);
  });

  it('treats an empty result as an absent key, like a Map', () => {
    const { index } = make();
    expect(index.get('b')).toBeUndefined();
    expect(index.has('b')).toBe(false);
    expect(index.size).toBe(2);
    expect([...index.keys()]).toEqual(['a', 'c']);
    expect(new Map(index)).toEqual(
      new Map([
        ['a', [97]],
        ['c', [99]],
      ]),
    );
  });
});
