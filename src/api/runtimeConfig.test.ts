// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isServiceUnreachable, reportReachable } from './reachability.ts';
import { fetchRuntimeConfig } from './runtimeConfig.ts';

describe('fetchRuntimeConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    reportReachable(true);
  });

  it('with no connection to the proxy, says at once that the service cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchRuntimeConfig()).rejects.toThrow('Failed to fetch');
    expect(isServiceUnreachable()).toBe(true);
  });

  it('an answer, even a refusal, says nothing about the service; a cancelled read neither', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('no', { status: 404 })));
    await expect(fetchRuntimeConfig()).rejects.toThrow('HTTP 404');
    expect(isServiceUnreachable()).toBe(false);

    const cancelled = new AbortController();
    cancelled.abort();
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(fetchRuntimeConfig(cancelled.signal)).rejects.toThrow('aborted');
    expect(isServiceUnreachable()).toBe(false);
  });
});
