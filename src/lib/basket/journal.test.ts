import { beforeEach, describe, expect, it } from 'vitest';
import { JOURNAL_MAX_AGE_MS, JOURNAL_STORAGE, storageJournal } from './journal.ts';

const rename = (name: string) => ({ kind: 'rename' as const, name });

describe('basket journal', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the next page what this one noted and did not see land, oldest first, once', () => {
    const j = storageJournal(sessionStorage);
    const a = j.note(rename('a'));
    j.note(rename('b'));
    j.note(rename('c'));
    j.landed([a]);
    const next = storageJournal(sessionStorage);
    expect(next.takeLeftOver()).toEqual([rename('b'), rename('c')]);
    expect(storageJournal(sessionStorage).takeLeftOver()).toEqual([]);
  });

  it('lets a change older than its limit go, and one dated in the future', () => {
    let now = 1_000_000_000;
    const j = storageJournal(sessionStorage, () => now);
    j.note(rename('old'));
    now += JOURNAL_MAX_AGE_MS + 1;
    j.note(rename('fresh'));
    expect(storageJournal(sessionStorage, () => now).takeLeftOver()).toEqual([rename('fresh')]);
    storageJournal(sessionStorage, () => now + 60_000).note(rename('ahead'));
    expect(storageJournal(sessionStorage, () => now).takeLeftOver()).toEqual([]);
  });

  it('reads damaged text as nothing left over', () => {
    for (const text of ['{', '"x"', '{"mark":1}', '[null,{"mark":1,"at":1,"op":{"kind":"nope"}}]']) {
      sessionStorage.setItem(JOURNAL_STORAGE, text);
      expect(storageJournal(sessionStorage).takeLeftOver()).toEqual([]);
    }
  });

  it('a full storage loses only the safety net', () => {
    const full = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const j = storageJournal(full);
    expect(() => j.landed([j.note(rename('a'))])).not.toThrow();
  });
});
