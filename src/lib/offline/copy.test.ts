// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { COPY_MAX_AGE_MS, createOfflineCopy } from './copy.ts';
import { memoryCopyStore } from './copyStore.ts';

const KEY = 'abcd-1234-secret-key';
const HOUR = 60 * 60_000;

/** A client whose `current` stands for 2025AB, and a copy over a store in memory. */
function setUp(now = () => Date.now()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['uts', 'current', 'resolved-release'], '2025AB');
  const store = memoryCopyStore();
  const copy = createOfflineCopy(client, { store, apiKey: () => KEY, now, idle: () => () => {} });
  return { client, store, copy };
}

/** Asks a query the way a view does: with an observer, so it counts as on screen. */
function show(client: QueryClient, queryKey: unknown[], queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey, queryFn, staleTime: 0 });
  const stop = observer.subscribe(() => {});
  return { observer, stop };
}

const unreachable = () => new ApiError('network', 'The service could not be reached');

describe('the offline copy', () => {
  it('keeps the service’s answers per release, not the config, the suggestions or an answer holding the key', async () => {
    const { client, store, copy } = setUp();
    copy.start();
    client.setQueryData(['runtime-config'], { demoApiKey: KEY });
    await client.fetchQuery({
      queryKey: ['uts', 'current', 'concept', 'C1'],
      queryFn: async () => ({ name: 'One' }),
    });
    await client.fetchQuery({
      queryKey: ['uts', '2024AA', 'concept', 'C2'],
      queryFn: async () => ({ name: 'Two' }),
    });
    await client.fetchQuery({ queryKey: ['uts', 'current', 'suggest', 'dia'], queryFn: async () => [] });
    await client.fetchQuery({
      queryKey: ['uts', 'current', 'concept', 'C3'],
      queryFn: async () => ({ note: new Map([['k', `key ${KEY}`]]) }),
    });
    await client.fetchQuery({ queryKey: ['rxnorm', 'ns', 'getDrugs', 'x'], queryFn: async () => ['drug'] });
    await copy.flush();
    const { records, current } = await store.read();
    expect(current).toBe('2025AB');
    expect(records.map((r) => [r.query.queryKey.join('/'), r.release, r.current]).sort()).toEqual([
      ['rxnorm/ns/getDrugs/x', '2025AB', true],
      ['uts/2024AA/concept/C2', '2024AA', false],
      ['uts/current/concept/C1', '2025AB', true],
      ['uts/current/resolved-release', '2025AB', true],
    ]);
  });

  it('puts the copy back when the service cannot be reached, and says which views show it', async () => {
    const first = setUp();
    first.copy.start();
    await first.client.fetchQuery({
      queryKey: ['uts', 'current', 'concept', 'C1'],
      queryFn: async () => ({ name: 'One', ends: new Set(['CUI|C1']) }),
    });
    await first.copy.flush();

    // A new page load: the cache is empty, the store is not.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const copy = createOfflineCopy(client, {
      store: first.store,
      apiKey: () => KEY,
      now: Date.now,
      idle: () => () => {},
    });
    copy.start();
    const view = show(client, ['uts', 'current', 'concept', 'C1'], () => Promise.reject(unreachable()));
    // The concept, and what `current` stood for (the footer's).
    expect(await copy.restore()).toBe(2);
    // Sets come back as Sets (IndexedDB's structured clone, as the memory store does).
    expect(client.getQueryData(['uts', 'current', 'concept', 'C1'])).toEqual({
      name: 'One',
      ends: new Set(['CUI|C1']),
    });
    await expect.poll(() => view.observer.getCurrentResult().status).toBe('success');
    expect(copy.shown()).toEqual([{ at: expect.any(Number), release: '2025AB' }]);
    view.stop();
    expect(copy.shown()).toEqual([]);
  });

  it('keeps what a view shows when the service cannot refresh it, but shows a refused key or a not-found', async () => {
    const { client, copy } = setUp();
    copy.start();
    let answer: () => Promise<unknown> = async () => ({ name: 'One' });
    const view = show(client, ['uts', 'current', 'concept', 'C1'], () => answer());
    await expect.poll(() => view.observer.getCurrentResult().data).toEqual({ name: 'One' });

    answer = () => Promise.reject(unreachable());
    await view.observer.refetch();
    expect(view.observer.getCurrentResult()).toMatchObject({ status: 'success', data: { name: 'One' } });
    expect(copy.shown()).toHaveLength(1);

    // The service answers again: the answer is new, no longer from the copy.
    answer = async () => ({ name: 'One, again' });
    await view.observer.refetch();
    expect(copy.shown()).toEqual([]);

    for (const error of [
      new ApiError('auth', 'refused', { status: 401 }),
      new ApiError('not-found', 'none', { status: 404 }),
    ]) {
      answer = () => Promise.reject(error);
      await view.observer.refetch();
      expect(view.observer.getCurrentResult()).toMatchObject({ status: 'error', error });
    }
    // A gateway error of the proxy is the service out of reach too.
    answer = async () => ({ name: 'Three' });
    await view.observer.refetch();
    answer = () => Promise.reject(new ApiError('upstream', 'bad gateway', { status: 502 }));
    await view.observer.refetch();
    expect(view.observer.getCurrentResult().status).toBe('success');
    view.stop();
  });

  it('forgets answers older than a day and those of a release `current` no longer stands for', async () => {
    let now = Date.now();
    const { client, store, copy } = setUp(() => now);
    copy.start();
    await client.fetchQuery({ queryKey: ['uts', 'current', 'concept', 'OLD'], queryFn: async () => 'old' });
    await client.fetchQuery({ queryKey: ['uts', '2024AA', 'concept', 'C2'], queryFn: async () => 'named' });
    await copy.flush();
    // `current` moves on to a new release.
    client.setQueryData(['uts', 'current', 'resolved-release'], '2026AA');
    await client.fetchQuery({ queryKey: ['uts', 'current', 'concept', 'NEW'], queryFn: async () => 'new' });
    await copy.flush();

    const later = new QueryClient();
    const again = createOfflineCopy(later, {
      store,
      apiKey: () => KEY,
      now: () => now,
      idle: () => () => {},
    });
    await again.restore();
    expect(later.getQueryData(['uts', 'current', 'concept', 'OLD'])).toBeUndefined();
    expect(later.getQueryData(['uts', 'current', 'concept', 'NEW'])).toBe('new');
    expect(later.getQueryData(['uts', '2024AA', 'concept', 'C2'])).toBe('named');

    now += COPY_MAX_AGE_MS + HOUR;
    const dayAfter = new QueryClient();
    await createOfflineCopy(dayAfter, {
      store,
      apiKey: () => KEY,
      now: () => now,
      idle: () => () => {},
    }).restore();
    expect(dayAfter.getQueryCache().getAll()).toHaveLength(0);
  });

  it('clears on request, with what it showed', async () => {
    const { client, store, copy } = setUp();
    copy.start();
    await client.fetchQuery({ queryKey: ['uts', 'current', 'concept', 'C1'], queryFn: async () => 'one' });
    await copy.flush();
    expect((await copy.summary()).answers).toBe(2);
    await copy.clear();
    expect(store.size()).toBe(0);
    expect(await copy.summary()).toEqual({ answers: 0, releases: [], oldest: null, newest: null });
  });
});
