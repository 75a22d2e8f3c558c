import { beforeEach, describe, expect, it } from 'vitest';
import { API_KEY_STORAGE } from '../../api/auth/credentials.ts';
import { BASKET_STORAGE, createBasketStore } from './store.ts';
import type { NewEntry } from './types.ts';

const entry = (code: string, system = 'SNOMEDCT_US', release = '2025AB'): NewEntry => ({
  system,
  code,
  display: `Name ${code}`,
  from: { kind: 'CUI', id: 'C0000001' },
  release,
});

/** Two tabs share one localStorage; a storage event is what the other tab receives. */
function tabs() {
  const storage = window.localStorage;
  const targets = [new EventTarget(), new EventTarget()];
  const stores = targets.map((t) => createBasketStore(storage, t as unknown as Window));
  const notify = (i: number) =>
    targets[i]!.dispatchEvent(new StorageEvent('storage', { key: BASKET_STORAGE }));
  return { stores, notify };
}

describe('basket store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps one entry when the same code is added twice, and its first release', () => {
    const s = createBasketStore(localStorage, null);
    expect(s.add([entry('22298006')])).toBe(1);
    expect(s.add([entry('22298006', 'SNOMEDCT_US', '2024AA'), entry('22298006')])).toBe(0);
    expect(s.getSnapshot().entries).toHaveLength(1);
    expect(s.getSnapshot().entries[0]!.release).toBe('2025AB');
  });

  it('Clear starts again: no codes, the default name, no expansion (so no old release inside)', () => {
    const s = createBasketStore(localStorage, null);
    s.add([entry('I21', 'ICD10CM')]);
    s.rename('AMI codes');
    s.setExpansion({ release: '2025AA' } as never);
    expect(s.clear().map((e) => e.id)).toEqual(['ICD10CM|I21']);
    expect(s.getSnapshot()).toMatchObject({ name: 'My value set', entries: [] });
    expect(s.getSnapshot().expansion).toBeUndefined();
  });

  it('survives a reload (a new store reading the same storage)', () => {
    createBasketStore(localStorage, null).add([entry('1'), entry('I21', 'ICD10CM')]);
    const again = createBasketStore(localStorage, null);
    expect(again.getSnapshot().entries.map((e) => e.id)).toEqual(['SNOMEDCT_US|1', 'ICD10CM|I21']);
  });

  it('merges two tabs instead of overwriting: each change reads what the other wrote', () => {
    const { stores, notify } = tabs();
    stores[0]!.add([entry('A')]);
    // Tab B has not seen the event yet; its add must not drop A.
    stores[1]!.add([entry('B')]);
    notify(0);
    expect(stores[0]!.getSnapshot().entries.map((e) => e.code)).toEqual(['A', 'B']);
    stores[0]!.remove(['SNOMEDCT_US|A']);
    notify(1);
    expect(stores[1]!.getSnapshot().entries.map((e) => e.code)).toEqual(['B']);
  });

  it('undo puts removed entries back with their release and time', () => {
    const s = createBasketStore(localStorage, null);
    s.add([{ ...entry('X', 'LNC', '2023AA'), addedAt: '2024-01-02T03:04:05.000Z' }]);
    const removed = s.remove(['LNC|X']);
    expect(s.getSnapshot().entries).toEqual([]);
    s.restore(removed);
    expect(s.getSnapshot().entries[0]).toMatchObject({
      release: '2023AA',
      addedAt: '2024-01-02T03:04:05.000Z',
    });
  });

  it('holds 10,000 entries and adds them quickly', () => {
    const s = createBasketStore(localStorage, null);
    const many = Array.from({ length: 10_000 }, (_, i) => entry(String(i)));
    const t = performance.now();
    expect(s.add(many)).toBe(10_000);
    expect(s.add([entry('9999')])).toBe(0);
    expect(performance.now() - t).toBeLessThan(2000);
    expect(createBasketStore(localStorage, null).getSnapshot().entries).toHaveLength(10_000);
  });

  it('never writes the API key to localStorage, even when a display holds it', () => {
    const key = 'abcd1234-5678-90ef-aaaa-bbbbccccdddd';
    sessionStorage.setItem(API_KEY_STORAGE, key);
    const s = createBasketStore(localStorage, null);
    s.add([entry('1')]);
    expect(() => s.add([{ ...entry('2'), display: `pasted ${key}` }])).toThrow();
    expect(localStorage.getItem(BASKET_STORAGE)).not.toContain(key);
    expect(s.getSnapshot().entries).toHaveLength(1);
  });

  it('ignores a corrupt stored value instead of failing', () => {
    localStorage.setItem(BASKET_STORAGE, '{"entries":[{"system":"<script>"}]}');
    expect(createBasketStore(localStorage, null).getSnapshot().entries).toEqual([]);
  });
});
