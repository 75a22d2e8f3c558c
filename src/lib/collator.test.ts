import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyCollator } from './collator.ts';

/** Counts the collators made, which still work. */
function spyOnCollators() {
  const Real = Intl.Collator;
  return vi.spyOn(Intl, 'Collator').mockImplementation(function (
    this: unknown,
    ...args: ConstructorParameters<typeof Real>
  ) {
    return new Real(...args);
  } as unknown as typeof Real);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('lazyCollator', () => {
  it('makes its collator on first use, once, with the options given', () => {
    const made = spyOnCollators();
    const collator = lazyCollator({ sensitivity: 'base', numeric: true });
    expect(made).not.toHaveBeenCalled();
    expect(collator().compare('item 9', 'Item 10')).toBe(-1);
    expect(collator()).toBe(collator());
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith(undefined, { sensitivity: 'base', numeric: true });
  });
});

// The modules every data page loads make no collator until a table or list is sorted: the first
// one of a page costs 20–60 ms in Chromium (issue 16).
describe.each([
  ['table sorting', () => import('./sort.ts'), (m: typeof import('./sort.ts')) => m.compareText('b', 'A'), 1],
  [
    'tree child lists',
    () => import('./tree/children.ts'),
    (m: typeof import('./tree/children.ts')) =>
      m
        .viewChildren(
          [
            { key: 'b', code: 'b', name: 'b' },
            { key: 'a', code: 'a', name: 'A' },
          ] as never,
          { filter: '', sort: 'name' },
        )
        .map((n) => n.name),
    ['A', 'b'],
  ],
] as const)('%s', (_, load, sort, sorted) => {
  it('makes no collator when its module loads, one when it first sorts', async () => {
    vi.resetModules();
    const made = spyOnCollators();
    const mod = await load();
    expect(made).not.toHaveBeenCalled();
    // Case aside, "A" comes before "b".
    expect((sort as (m: typeof mod) => unknown)(mod)).toEqual(sorted);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
