// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareText, nextSort, parseSort, formatSort, sortRows, type SortValue } from './sort.ts';

const sorted = (values: SortValue[], dir: 'asc' | 'desc' = 'asc') => sortRows(values, (v) => v, dir);

describe('compareText', () => {
  it('reads drug strengths as numbers, decimals included', () => {
    const strengths = [
      'acetaminophen 100 MG',
      'acetaminophen 10 MG',
      'acetaminophen 2.5 MG',
      'acetaminophen 0.5 MG/ML',
    ];
    expect(sorted(strengths)).toEqual([
      'acetaminophen 0.5 MG/ML',
      'acetaminophen 2.5 MG',
      'acetaminophen 10 MG',
      'acetaminophen 100 MG',
    ]);
    expect(compareText('0.25 MG', '0.5 MG')).toBe(-1);
    expect(compareText('325 MG', '1000 MG')).toBe(-1);
  });

  it('ignores case and accents but stays deterministic', () => {
    expect(compareText('sjögren', 'Sjogren syndrome')).toBe(-1);
    expect(compareText('Zeta', 'alpha')).toBe(1);
    expect(compareText('a', 'A')).not.toBe(0);
    expect(compareText('x', 'x')).toBe(0);
  });
});

describe('sortRows', () => {
  it('puts empty values last in both directions', () => {
    expect(sorted(['b', null, 'a', '', undefined, 'c'])).toEqual(['a', 'b', 'c', null, '', undefined]);
    expect(sorted(['b', null, 'a', 'c'], 'desc')).toEqual(['c', 'b', 'a', null]);
  });

  it('sorts numbers and booleans as such', () => {
    expect(sorted([10, 9, 100, 1.5])).toEqual([1.5, 9, 10, 100]);
    expect(sorted([true, false, true])).toEqual([false, true, true]);
  });

  it('is stable and does not touch its input', () => {
    const rows = [
      { k: 'b', n: 1 },
      { k: 'a', n: 2 },
      { k: 'b', n: 3 },
      { k: 'a', n: 4 },
    ];
    const copy = [...rows];
    expect(sortRows(rows, (r) => r.k, 'asc').map((r) => r.n)).toEqual([2, 4, 1, 3]);
    expect(sortRows(rows, (r) => r.k, 'desc').map((r) => r.n)).toEqual([1, 3, 2, 4]);
    expect(rows).toEqual(copy);
  });

  it('handles odd text: markup characters, long strings', () => {
    const long = 'x'.repeat(5000);
    expect(sorted([long, `<&>"'`, '1'])).toEqual(['1', `<&>"'`, long]);
  });
});

describe('sort in the URL', () => {
  it('reads and writes name / -name', () => {
    expect(parseSort('name')).toEqual({ key: 'name', dir: 'asc' });
    expect(parseSort('-name')).toEqual({ key: 'name', dir: 'desc' });
    expect(parseSort('-')).toBeNull();
    expect(parseSort(null)).toBeNull();
    expect(parseSort('bogus', ['name', 'tty'])).toBeNull();
    expect(formatSort({ key: 'tty', dir: 'desc' })).toBe('-tty');
  });

  it('flips the same column, starts a new one ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'tty')).toEqual({ key: 'tty', dir: 'asc' });
  });
});
