import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE } from '../../api/auth/credentials.ts';
import { localStorageBackend, type BasketBackend } from './backend.ts';
import { JOURNAL_STORAGE, storageJournal } from './journal.ts';
import { BASKET_STORAGE, createBasketStore } from './store.ts';
import { EMPTY_BASKET, type Basket, type NewEntry } from './types.ts';

const entry = (code: string, system = 'SNOMEDCT_US', release = '2025AB'): NewEntry => ({
  system,
  code,
  display: `Name ${code}`,
  from: { kind: 'CUI', id: 'C0000001' },
  release,
});

const local = () => createBasketStore(localStorageBackend(localStorage, null));

/** Two tabs share one localStorage; a storage event is what the other tab receives. */
function tabs() {
  const targets = [new EventTarget(), new EventTarget()];
  const stores = targets.map((t) =>
    createBasketStore(localStorageBackend(localStorage, t as unknown as Window)),
  );
  const notify = (i: number) =>
    targets[i]!.dispatchEvent(new StorageEvent('storage', { key: BASKET_STORAGE }));
  return { stores, notify };
}

/**
 * One database shared by several tabs, as IndexedDB behaves: every operation runs after the
 * ones made before it (from any tab), its answer comes back later (a macrotask), and each
 * committed write tells the other tabs (the BroadcastChannel message), whose own answers may
 * arrive in any order.
 */
function sharedDatabase() {
  let stored: Basket = EMPTY_BASKET;
  let queue: Promise<unknown> = Promise.resolve();
  const watchers = new Set<() => void>();
  const later = () => new Promise((r) => setTimeout(r, Math.random() * 3));
  const op = <T>(run: () => T, self?: () => void): Promise<T> => {
    const done = queue.then(async () => {
      const out = run();
      await later();
      if (self) for (const w of watchers) if (w !== self) setTimeout(w, Math.random() * 3);
      return out;
    });
    queue = done;
    return done;
  };
  const tab = (): BasketBackend => {
    let mine: () => void = () => {};
    return {
      load: () => op(() => stored),
      update: (change) =>
        op(
          () => (stored = change(stored)),
          () => mine(),
        ),
      watch(onChange) {
        mine = onChange;
        watchers.add(onChange);
      },
    };
  };
  return { tab, stored: () => stored };
}

/** Waits for the other tab's change to reach this one (a storage event, then a read), however busy the machine. */
const until = (ok: () => boolean) => vi.waitFor(() => expect(ok()).toBe(true), { timeout: 10_000 });

describe('basket store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps one entry when the same code is added twice, and its first release', () => {
    const s = local();
    expect(s.add([entry('22298006')])).toBe(1);
    expect(s.add([entry('22298006', 'SNOMEDCT_US', '2024AA'), entry('22298006')])).toBe(0);
    expect(s.getSnapshot().entries).toHaveLength(1);
    expect(s.getSnapshot().entries[0]!.release).toBe('2025AB');
  });

  it('Clear starts again: no codes, the default name, no expansion (so no old release inside)', () => {
    const s = local();
    s.add([entry('I21', 'ICD10CM')]);
    s.rename('AMI codes');
    s.setExpansion({ release: '2025AA' } as never);
    expect(s.clear().map((e) => e.id)).toEqual(['ICD10CM|I21']);
    expect(s.getSnapshot()).toMatchObject({ name: 'My value set', entries: [] });
    expect(s.getSnapshot().expansion).toBeUndefined();
  });

  it('survives a reload (a new store reading the same storage)', async () => {
    const s = local();
    s.add([entry('1'), entry('I21', 'ICD10CM')]);
    await s.settled();
    expect(
      local()
        .getSnapshot()
        .entries.map((e) => e.id),
    ).toEqual(['SNOMEDCT_US|1', 'ICD10CM|I21']);
  });

  it('merges two tabs instead of overwriting: each change reads what the other wrote', async () => {
    const { stores, notify } = tabs();
    stores[0]!.add([entry('A')]);
    await stores[0]!.settled();
    // Tab B has not seen the event yet; its add must not drop A.
    stores[1]!.add([entry('B')]);
    await stores[1]!.settled();
    notify(0);
    await until(() => stores[0]!.getSnapshot().entries.length === 2);
    expect(stores[0]!.getSnapshot().entries.map((e) => e.code)).toEqual(['A', 'B']);
    stores[0]!.remove(['SNOMEDCT_US|A']);
    await stores[0]!.settled();
    notify(1);
    await until(() => stores[1]!.getSnapshot().entries.length === 1);
    expect(stores[1]!.getSnapshot().entries.map((e) => e.code)).toEqual(['B']);
  });

  it('orders the writes of two tabs: interleaved edits of the name, the description and the entries all stay', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const db = sharedDatabase();
      const [a, b] = [createBasketStore(db.tab()), createBasketStore(db.tab())];
      await until(() => a.isLoaded() && b.isLoaded());
      // Typed a character at a time in both tabs at once, with adds in between.
      for (let i = 0; i < 'Chest pain'.length; i++) {
        a.rename('Chest pain'.slice(0, i + 1));
        b.describe(`Codes for ${'ED triage'.slice(0, i + 1)}`);
        if (i % 3 === 0) a.add([entry(`a${i}`)]);
        if (i % 4 === 0) b.add([entry(`b${i}`)]);
      }
      await Promise.all([a.settled(), b.settled()]);
      const want = {
        name: 'Chest pain',
        description: 'Codes for ED triage',
        codes: ['a0', 'a3', 'a6', 'a9', 'b0', 'b4', 'b8'],
      };
      const seen = (s: Basket) => ({
        name: s.name,
        description: s.description,
        codes: s.entries.map((e) => e.code).sort(),
      });
      expect(seen(db.stored())).toEqual(want);
      await until(() => JSON.stringify(seen(a.getSnapshot())) === JSON.stringify(want));
      await until(() => JSON.stringify(seen(b.getSnapshot())) === JSON.stringify(want));
    }
  });

  it('a name being typed never jumps back while the other tab writes', async () => {
    const db = sharedDatabase();
    const [a, b] = [createBasketStore(db.tab()), createBasketStore(db.tab())];
    await until(() => a.isLoaded() && b.isLoaded());
    const shown: string[] = [];
    a.subscribe(() => shown.push(a.getSnapshot().name));
    const word = 'Sepsis bundle';
    for (let i = 1; i <= word.length; i++) {
      a.rename(word.slice(0, i));
      b.add([entry(`x${i}`)]);
      await new Promise((r) => setTimeout(r, Math.random() * 2));
    }
    await Promise.all([a.settled(), b.settled()]);
    await until(() => a.getSnapshot().entries.length === word.length);
    // Every name the page showed is a prefix at least as long as the one before it.
    for (let i = 1; i < shown.length; i++)
      expect(shown[i]!.length).toBeGreaterThanOrEqual(shown[i - 1]!.length);
    expect(a.getSnapshot().name).toBe(word);
  });

  it('a change made before the stored basket is read lands on it, not on an empty one', async () => {
    const db = sharedDatabase();
    const first = createBasketStore(db.tab());
    first.add([entry('old')]);
    await first.settled();
    const reopened = createBasketStore(db.tab());
    expect(reopened.isLoaded()).toBe(false);
    reopened.add([entry('new')]);
    await reopened.settled();
    await until(() => reopened.isLoaded());
    expect(db.stored().entries.map((e) => e.code)).toEqual(['old', 'new']);
    expect(reopened.getSnapshot().entries.map((e) => e.code)).toEqual(['old', 'new']);
  });

  it('undo puts removed entries back with their release and time', () => {
    const s = local();
    s.add([{ ...entry('X', 'LNC', '2023AA'), addedAt: '2024-01-02T03:04:05.000Z' }]);
    const removed = s.remove(['LNC|X']);
    expect(s.getSnapshot().entries).toEqual([]);
    s.restore(removed);
    expect(s.getSnapshot().entries[0]).toMatchObject({
      release: '2023AA',
      addedAt: '2024-01-02T03:04:05.000Z',
    });
  });

  it('holds 10,000 entries and adds them quickly', async () => {
    const s = local();
    const many = Array.from({ length: 10_000 }, (_, i) => entry(String(i)));
    const t = performance.now();
    expect(s.add(many)).toBe(10_000);
    expect(s.add([entry('9999')])).toBe(0);
    expect(performance.now() - t).toBeLessThan(2000);
    await s.settled();
    expect(local().getSnapshot().entries).toHaveLength(10_000);
  });

  it('never writes the API key to storage, even when a display holds it', async () => {
    const key = 'abcd1234-5678-90ef-aaaa-bbbbccccdddd';
    sessionStorage.setItem(API_KEY_STORAGE, key);
    const s = local();
    s.add([entry('1')]);
    expect(() => s.add([{ ...entry('2'), display: `pasted ${key}` }])).toThrow();
    await s.settled();
    expect(localStorage.getItem(BASKET_STORAGE)).not.toContain(key);
    expect(s.getSnapshot().entries).toHaveLength(1);
  });

  it('ignores a corrupt stored value instead of failing', () => {
    localStorage.setItem(BASKET_STORAGE, '{"entries":[{"system":"<script>"}]}');
    expect(local().getSnapshot().entries).toEqual([]);
  });

  describe('a page that goes away before its writes land', () => {
    /**
     * The page's end as the browser makes it: the writes it started never land (`stores`:
     * false) or land without the page hearing of it (true), and the page runs no more code.
     */
    const goingAway = (db: ReturnType<typeof sharedDatabase>, stores: boolean): BasketBackend => {
      const tab = db.tab();
      return {
        ...tab,
        update: (change) => {
          if (stores) void tab.update(change);
          return new Promise<Basket>(() => {});
        },
      };
    };

    it('a press the page had no time to store is stored by the next page of the tab', async () => {
      const db = sharedDatabase();
      const leaving = createBasketStore(goingAway(db, false), storageJournal(sessionStorage));
      leaving.add([entry('I26', 'ICD10CM')]);
      leaving.rename('Cardio');
      expect(leaving.getSnapshot().entries).toHaveLength(1);

      const next = createBasketStore(db.tab(), storageJournal(sessionStorage));
      expect(next.getSnapshot().entries.map((e) => e.id)).toEqual(['ICD10CM|I26']);
      await next.settled();
      await until(() => next.isLoaded());
      expect(db.stored()).toMatchObject({ name: 'Cardio', entries: [{ id: 'ICD10CM|I26' }] });
      expect(sessionStorage.getItem(JOURNAL_STORAGE)).toBeNull();
    });

    it('a change stored without the page hearing of it is made again harmlessly', async () => {
      const db = sharedDatabase();
      const first = createBasketStore(db.tab(), storageJournal(sessionStorage));
      first.add([entry('A'), entry('B')]);
      await first.settled();
      const leaving = createBasketStore(goingAway(db, true), storageJournal(sessionStorage));
      await until(() => leaving.isLoaded());
      leaving.remove(['SNOMEDCT_US|A']);
      leaving.add([entry('C')]);
      await until(() => db.stored().entries.length === 2);

      const next = createBasketStore(db.tab(), storageJournal(sessionStorage));
      await next.settled();
      await until(() => next.isLoaded());
      expect(db.stored().entries.map((e) => e.code)).toEqual(['B', 'C']);
      expect(next.getSnapshot().entries.map((e) => e.code)).toEqual(['B', 'C']);
    });

    it('keeps nothing in the journal once the writes have landed', async () => {
      const db = sharedDatabase();
      const s = createBasketStore(db.tab(), storageJournal(sessionStorage));
      s.add([entry('A')]);
      expect(sessionStorage.getItem(JOURNAL_STORAGE)).toContain('"A"');
      await s.settled();
      expect(sessionStorage.getItem(JOURNAL_STORAGE)).toBeNull();
      const again = createBasketStore(db.tab(), storageJournal(sessionStorage));
      await until(() => again.isLoaded());
      again.remove(['SNOMEDCT_US|A']);
      await again.settled();
      // A third page does not bring A back from an old note.
      const third = createBasketStore(db.tab(), storageJournal(sessionStorage));
      await until(() => third.isLoaded());
      expect(third.getSnapshot().entries).toEqual([]);
    });

    it('never makes a change from the journal that holds the API key or is not a basket', async () => {
      const key = 'abcd1234-5678-90ef-aaaa-bbbbccccdddd';
      sessionStorage.setItem(API_KEY_STORAGE, key);
      const noted = (op: unknown) => ({ mark: 1, at: Date.now(), op });
      sessionStorage.setItem(
        JOURNAL_STORAGE,
        JSON.stringify([
          noted({ kind: 'add', entries: [{ ...entry('1'), display: key }], at: '2026-01-01T00:00:00Z' }),
          noted({ kind: 'add', entries: [{ system: '<script>', code: 'x' }], at: 'now' }),
          noted({ kind: 'delete-everything' }),
          noted({ kind: 'add', entries: [entry('2')], at: '2026-01-01T00:00:00Z' }),
        ]),
      );
      const db = sharedDatabase();
      const s = createBasketStore(db.tab(), storageJournal(sessionStorage));
      await s.settled();
      expect(db.stored().entries.map((e) => e.code)).toEqual(['2']);
      expect(JSON.stringify(db.stored())).not.toContain(key);
    });
  });
});
