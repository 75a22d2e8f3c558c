import { describe, expect, it } from 'vitest';
import { filterEditMode, isFilterEdit, TYPING_PAUSE_MS, type TypingMark } from './history.ts';
import type { NodeKey } from './node.ts';

const key = 'code:GO:GO_0008150' as NodeKey;
const other = 'code:GO:GO_0009987' as NodeKey;
const mark = (at: number, url = 'filter=a'): TypingMark => ({ key, at, url });

describe('isFilterEdit', () => {
  it('is a typed key when only the filter text changes', () => {
    expect(isFilterEdit({ filter: 'mi', sort: 'service' }, { filter: 'mit', sort: 'service' })).toBe(true);
    expect(isFilterEdit({ filter: 'mit', sort: 'name' }, { filter: '', sort: 'name' })).toBe(true);
  });
  it('is a step of its own when the sort changes', () => {
    expect(isFilterEdit({ filter: 'mi', sort: 'service' }, { filter: 'mi', sort: 'name' })).toBe(false);
    expect(isFilterEdit({ filter: '', sort: 'service' }, { filter: '', sort: 'service' })).toBe(false);
  });
});

describe('filterEditMode', () => {
  it('pushes the first key of a filter', () => {
    expect(filterEditMode(null, key, 5000, '')).toBe('push');
  });
  it('replaces while the keys come quickly into the same box', () => {
    expect(filterEditMode(mark(5000), key, 5000 + TYPING_PAUSE_MS - 1, 'filter=a')).toBe('replace');
  });
  it('pushes again after a pause', () => {
    expect(filterEditMode(mark(5000), key, 5000 + TYPING_PAUSE_MS, 'filter=a')).toBe('push');
  });
  it("pushes when another list's box is typed into", () => {
    expect(filterEditMode(mark(5000), other, 5100, 'filter=a')).toBe('push');
  });
  it('pushes when the URL moved since the last key (Back, or another step)', () => {
    expect(filterEditMode(mark(5000), key, 5100, '')).toBe('push');
  });
});
