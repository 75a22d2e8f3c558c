import { describe, expect, it } from 'vitest';
import {
  deleteRun,
  LEGACY_KEY,
  listRuns,
  loadRun,
  MAX_SAVED_RUNS,
  runName,
  saveRun,
  type SavedBatch,
} from './persist.ts';
import { memoryStore } from './memoryStore.ts';
import { DEFAULT_SETTINGS } from './storage.ts';

const batch = (text: string, answered: number): SavedBatch => ({
  version: 1,
  signature: JSON.stringify([text, DEFAULT_SETTINGS]),
  text,
  settings: DEFAULT_SETTINGS,
  table: null,
  outcomes: Array.from({ length: answered }, (_, i) => [
    `k${i}`,
    { status: 'failed', kind: 'transient', message: 'x' },
  ]),
  decisions: [],
  run: 'interrupted',
});

let n = 0;
const ids = () => `id${++n}`;

describe('saved batch runs', () => {
  it('two tabs keep two runs: one never overwrites the other', async () => {
    const store = memoryStore();
    await saveRun(store, 'tab-a', batch('a1\na2\na3', 3));
    await saveRun(store, 'tab-b', batch('b1', 1));
    await saveRun(store, 'tab-a', batch('a1\na2\na3', 2));
    expect((await loadRun(store, 'tab-a'))?.text).toBe('a1\na2\na3');
    expect((await loadRun(store, 'tab-b'))?.text).toBe('b1');
    await deleteRun(store, 'tab-b');
    expect(await loadRun(store, 'tab-b')).toBeNull();
    expect(await loadRun(store, 'tab-a')).not.toBeNull();
  });

  it('lists the runs by name and date, newest first, with their counts', async () => {
    const store = memoryStore();
    await saveRun(store, 'old', batch('heart attack\nC0027051', 2), new Date('2026-01-01T10:00:00Z'));
    await saveRun(
      store,
      'new',
      { ...batch('x', 0), table: { fileName: 'terms.csv' } },
      new Date('2026-02-01T10:00:00Z'),
    );
    const runs = await listRuns(store, { newId: ids });
    expect(runs).toEqual([
      {
        id: 'new',
        name: 'terms.csv',
        savedAt: '2026-02-01T10:00:00.000Z',
        lines: 1,
        answered: 0,
        run: 'interrupted',
      },
      {
        id: 'old',
        name: '“heart attack” and 1 more',
        savedAt: '2026-01-01T10:00:00.000Z',
        lines: 2,
        answered: 2,
        run: 'interrupted',
      },
    ]);
  });

  it('the one slot of the version before becomes a saved run of its own, once', async () => {
    const store = memoryStore();
    store.data.set(LEGACY_KEY, batch('fever', 1));
    const runs = await listRuns(store, { newId: () => 'moved' });
    expect(runs.map((r) => [r.id, r.name])).toEqual([['moved', '“fever”']]);
    expect(store.data.has(LEGACY_KEY)).toBe(false);
    expect((await loadRun(store, 'moved'))?.text).toBe('fever');
  });

  it(`keeps ${MAX_SAVED_RUNS} runs: older ones go, unless a tab has them open`, async () => {
    const store = memoryStore();
    for (let i = 0; i < MAX_SAVED_RUNS + 3; i++)
      await saveRun(store, `r${i}`, batch(`line ${i}`, 1), new Date(Date.UTC(2026, 0, 1, 0, i)));
    const runs = await listRuns(store, { open: new Set(['r0']), newId: ids });
    expect(runs).toHaveLength(MAX_SAVED_RUNS + 1);
    expect(runs.map((r) => r.id)).toContain('r0');
    expect(await loadRun(store, 'r1')).toBeNull();
    expect(await loadRun(store, 'r2')).toBeNull();
    expect(await loadRun(store, 'r3')).not.toBeNull();
  });

  it('names a run for its file or its first line, cut at 40 characters', () => {
    expect(runName({ text: 'a\n\nb\nc', table: null })).toBe('“a” and 2 more');
    expect(runName({ text: 'x'.repeat(60), table: null })).toBe(`“${'x'.repeat(39)}…”`);
    expect(runName({ text: 'a', table: { fileName: 'dx.tsv' } })).toBe('dx.tsv');
  });
});
