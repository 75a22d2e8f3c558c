import { lazyCollator } from './collator.ts';

/**
 * Table sorting: values compare as people read them. Numbers inside text compare
 * as numbers, decimals included, so drug strengths read "0.5 MG/ML", "2.5 MG", "10 MG",
 * "100 MG" (a plain text sort puts "10 MG" before "2.5 MG"); the text between numbers
 * compares by the user's locale, ignoring case and accents ("Sjögren" beside "Sjogren").
 * Empty values go last in both directions, and equal values keep their order (stable).
 */
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}
export type SortValue = string | number | boolean | null | undefined;

const collator = lazyCollator({ sensitivity: 'base' });
// A number: digits with an optional decimal part ("2.5", "0.25"), or a leading ".5".
const CHUNK = /(\d+(?:\.\d+)?|\.\d+)/;

function isEmpty(v: SortValue): v is null | undefined | '' {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** Natural compare of two texts: digit runs as numbers, the rest by locale. */
export function compareText(a: string, b: string): number {
  const as = a.trim().split(CHUNK);
  const bs = b.trim().split(CHUNK);
  // split with a capture group alternates text, number, text, …: odd indexes are numbers.
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const x = as[i] ?? '';
    const y = bs[i] ?? '';
    const c = i % 2 === 1 ? Number(x) - Number(y) : collator().compare(x, y);
    if (c !== 0) return c < 0 ? -1 : 1;
  }
  if (as.length !== bs.length) return as.length < bs.length ? -1 : 1;
  // Same reading ("1.0" and "1.00", "a" and "A"): a fixed order keeps the result deterministic.
  return collator().compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Ascending compare of two non-empty values: numbers numerically, booleans false first, text naturally. */
export function compareValues(a: SortValue, b: SortValue): number {
  const ae = isEmpty(a);
  const be = isEmpty(b);
  if (ae || be) return ae === be ? 0 : ae ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareText(String(a), String(b));
}

/** A sorted copy: `value` reads the sort value of a row; empty values last whatever the direction. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, dir: SortDir): T[] {
  const sign = dir === 'desc' ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((x, y) => {
      const xe = isEmpty(x.v);
      const ye = isEmpty(y.v);
      if (xe || ye) return xe === ye ? x.i - y.i : xe ? 1 : -1;
      return sign * compareValues(x.v, y.v) || x.i - y.i;
    })
    .map((x) => x.row);
}

/** `?sort=name` is ascending, `?sort=-name` descending; anything else (or a key not offered) is no sort. */
export function parseSort(value: string | null, keys?: readonly string[]): SortState | null {
  if (!value) return null;
  const dir: SortDir = value.startsWith('-') ? 'desc' : 'asc';
  const key = dir === 'desc' ? value.slice(1) : value;
  if (key === '' || (keys && !keys.includes(key))) return null;
  return { key, dir };
}

export const formatSort = (s: SortState): string => (s.dir === 'desc' ? `-${s.key}` : s.key);

/** The next sort after a click on `key`'s header: a new column starts ascending, the same one flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'asc' };
}
