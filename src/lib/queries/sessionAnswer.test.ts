import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAnswer, keptAnswer } from './sessionAnswer.ts';

describe('answers kept for the session', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('a kept answer starts the next load, at the time it was asked, and is not asked again while fresh', async () => {
    const key = ['rxnorm', 'ns', 'getDrugVocabVersion'];
    keepAnswer(key, '06-Oct-2025');
    const queryFn = vi.fn(async () => 'asked');
    const client = new QueryClient();
    const data = await client.fetchQuery({ queryKey: key, queryFn, staleTime: Infinity, ...keptAnswer(key) });
    expect(data).toBe('06-Oct-2025');
    expect(queryFn).not.toHaveBeenCalled();
    expect(Date.now() - client.getQueryState(key)!.dataUpdatedAt).toBeLessThan(60_000);
  });

  it('a stale kept answer is asked again; none kept, the service is asked', async () => {
    const key = ['uts', 'current', 'resolved-release'];
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 0, 1));
    keepAnswer(key, '2025AA');
    vi.restoreAllMocks();
    const queryFn = vi.fn(async () => '2025AB');
    const client = new QueryClient();
    expect(
      await client.fetchQuery({ queryKey: key, queryFn, staleTime: 60 * 60_000, ...keptAnswer(key) }),
    ).toBe('2025AB');
    const other = ['uts', 'current', 'other'];
    expect(keptAnswer(other).initialData()).toBeUndefined();
  });

  it('storage that refuses or holds garbage is no answer, never an error', () => {
    const key = ['k'];
    sessionStorage.setItem(`answer ${JSON.stringify(key)}`, '{not json');
    expect(keptAnswer(key).initialData()).toBeUndefined();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepAnswer(['x'], 'v')).toBe('v');
  });
});
