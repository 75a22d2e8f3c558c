import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyCollator } from './collator.ts';
import { testNode } from './tree/testing.ts';

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

beforeEach(() => {
  vi.restoreAllMocks();
  // Each test loads the sorting modules afresh, as a page does.
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
// one of a page costs 20–60 ms in Chromium. Case aside, "A" comes before "b".
describe('the sorting modules', () => {
  it('table sorting makes no collator when its module loads, one when it first sorts', async () => {
    const made = spyOnCollators();
    const { compareText } = await import('./sort.ts');
    expect(made).not.toHaveBeenCalled();
    expect(compareText('b', 'A')).toEqual(1);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('tree child lists make no collator when their module loads, one when first sorted', async () => {
    const made = spyOnCollators();
    const { viewChildren } = await import('./tree/children.ts');
    expect(made).not.toHaveBeenCalled();
    const sorted = viewChildren([testNode('b', 'b'), testNode('a', 'A')], { filter: '', sort: 'name' });
    expect(sorted.map((n) => n.name)).toEqual(['A', 'b']);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
