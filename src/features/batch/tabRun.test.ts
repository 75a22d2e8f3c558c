import { describe, expect, it } from 'vitest';
import { tabRun } from './tabRun.ts';

/** The browser's Web Locks, shared by the "tabs" of a test: a lock is held until its callback's promise settles. */
function lockManager() {
  const held = new Map<string, true>();
  const locks = {
    request: (async (name: string, opts: LockOptions, cb: (lock: Lock | null) => unknown) => {
      if (opts.ifAvailable && held.has(name)) return cb(null);
      held.set(name, true);
      try {
        return await cb({ name, mode: 'exclusive' } as Lock);
      } finally {
        held.delete(name);
      }
    }) as unknown as LockManager['request'],
    query: async () => ({ held: [...held.keys()].map((name) => ({ name })), pending: [] }),
  };
  return locks as Pick<LockManager, 'request' | 'query'>;
}

function session(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

describe("a tab's run", () => {
  it('a reload keeps the run; a duplicated tab (sessionStorage copied) gets a run of its own', async () => {
    const locks = lockManager();
    const storage = session();
    const a = tabRun(storage, locks);
    const id = await a.ready();
    expect(await a.ready()).toBe(id);
    // The duplicate starts with a copy of the original's sessionStorage.
    const copy = session();
    copy.setItem('batch.run', storage.getItem('batch.run')!);
    const b = tabRun(copy, locks);
    const other = await b.ready();
    expect(other).not.toBe(id);
    expect(copy.getItem('batch.run')).toBe(other);
    expect(await a.open()).toEqual(new Set([id, other]));
  });

  it('a run open in another tab is not taken; a closed one is', async () => {
    const locks = lockManager();
    const a = tabRun(session(), locks);
    const idA = await a.ready();
    const b = tabRun(session(), locks);
    const idB = await b.ready();
    expect(await b.claim(idA)).toBe(false);
    expect(await b.ready()).toBe(idB);
    // Tab A opens another run: its first one is free now.
    expect(await a.claim('closed-run')).toBe(true);
    expect(await b.claim(idA)).toBe(true);
    expect(await b.ready()).toBe(idA);
    expect(await a.open()).toEqual(new Set(['closed-run', idA]));
  });
});
