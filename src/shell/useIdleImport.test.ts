import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { markShownAfterPaint, SETTLE_MS } from '../lib/firstPage.ts';
import { markRuntimeReady } from '../lib/runtimeReady.ts';
import { useIdleImport } from './useIdleImport.ts';

/** The hook asks the app's query client whether answers are on their way. */
function withClient(client = new QueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children),
  };
}

afterEach(() => vi.useRealTimers());

// The runtime config is applied and a page has painted (the first test of the file below
// starts before one has).
beforeAll(async () => {
  markRuntimeReady();
  markShownAfterPaint();
  await new Promise((r) => setTimeout(r, SETTLE_MS + 100));
});

describe('useIdleImport', () => {
  it('fetches the module once the page is idle, once only', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    const { result } = renderHook(() => useIdleImport(importer), withClient());
    expect(result.current.mod).toBeNull();
    expect(importer).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(result.current.mod).toEqual({ name: 'mod' });
    act(() => result.current.load());
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('waits while an answer is on its way (a search just submitted), but not for ever', async () => {
    vi.useFakeTimers();
    const { client, wrapper } = withClient();
    let answer!: (v: string) => void;
    void client.fetchQuery({ queryKey: ['search'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    renderHook(() => useIdleImport(importer), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(importer).not.toHaveBeenCalled();
    answer('rows');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(importer).toHaveBeenCalledTimes(1);

    // An answer that never comes holds it back five seconds at most.
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => {}) });
    const later = vi.fn(() => Promise.resolve({ name: 'mod' }));
    renderHook(() => useIdleImport(later), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(later).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('waits while the user types or clicks, until a second of quiet', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    renderHook(() => useIdleImport(importer), withClient());
    // Typing a search on a page that has just opened, then Enter.
    for (let i = 0; i < 4; i++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(700);
      });
    }
    expect(importer).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('fetches at once when the user reaches for it', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    const { result } = renderHook(() => useIdleImport(importer), withClient());
    await act(async () => result.current.load());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(result.current.mod).toEqual({ name: 'mod' });
  });

  it('keeps the stand-in when the fetch fails, and tries again on the next reach', async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('chunk unreachable'))
      .mockResolvedValueOnce({ name: 'mod' });
    const { result } = renderHook(() => useIdleImport(importer), withClient());
    expect(result.current.asked).toBe(false);
    await act(async () => result.current.load());
    expect(result.current.mod).toBeNull();
    // The moment came all the same (the footer's release is asked for then).
    expect(result.current.asked).toBe(true);
    await act(async () => result.current.load());
    expect(importer).toHaveBeenCalledTimes(2);
    expect(result.current.mod).toEqual({ name: 'mod' });
  });
});

describe('useIdleImport before the first page', () => {
  it('waits for the first page to paint, then fetches once the page is idle', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const fresh = await import('./useIdleImport.ts');
    const firstPage = await import('../lib/firstPage.ts');
    (await import('../lib/runtimeReady.ts')).markRuntimeReady();
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    renderHook(() => fresh.useIdleImport(importer), withClient());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    // The page's code is still on its way, no answer is: the idle part waits.
    expect(importer).not.toHaveBeenCalled();
    firstPage.markShownAfterPaint();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(firstPage.isFirstPageShown()).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(firstPage.SETTLE_MS + 600);
    });
    expect(firstPage.isFirstPageShown()).toBe(true);
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

describe('useIdleImport before the runtime config', () => {
  it('waits for the runtime config to be applied (its calls need the demo key)', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const fresh = await import('./useIdleImport.ts');
    (await import('../lib/firstPage.ts')).markShownAfterPaint();
    const runtime = await import('../lib/runtimeReady.ts');
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    renderHook(() => fresh.useIdleImport(importer), withClient());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(importer).not.toHaveBeenCalled();
    runtime.markRuntimeReady();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

describe('useIdleImport stand-in props', () => {
  it('focusing the stand-in fetches at once, and the focus is remembered across the swap', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    const { result } = renderHook(() => useIdleImport(importer), withClient());
    expect(result.current.hadFocus.current).toBe(false);
    act(() => result.current.standIn.onBlur());
    expect(result.current.hadFocus.current).toBe(false);
    await act(async () => result.current.standIn.onFocus());
    expect(importer).toHaveBeenCalledTimes(1);
    // The swap removed the stand-in without a blur: focus was on it.
    expect(result.current.mod).toEqual({ name: 'mod' });
    expect(result.current.hadFocus.current).toBe(true);
  });
});
