import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleImport } from './useIdleImport.ts';

afterEach(() => vi.useRealTimers());

describe('useIdleImport', () => {
  it('fetches the module once the page is idle, once only', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    const { result } = renderHook(() => useIdleImport(importer));
    expect(result.current.mod).toBeNull();
    expect(importer).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(result.current.mod).toEqual({ name: 'mod' });
    act(() => result.current.load());
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('fetches at once when the user reaches for it, and tells the caller just before the swap', async () => {
    const seenAtLoad: unknown[] = [];
    const importer = vi.fn(() => Promise.resolve({ name: 'mod' }));
    const current: { mod: unknown } = { mod: undefined };
    const { result } = renderHook(() => {
      const r = useIdleImport(importer, () => seenAtLoad.push(current.mod));
      current.mod = r.mod;
      return r;
    });
    await act(async () => result.current.load());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(result.current.mod).toEqual({ name: 'mod' });
    // Told once, while the stand-in was still shown.
    expect(seenAtLoad).toEqual([null]);
  });

  it('keeps the stand-in when the fetch fails, and tries again on the next reach', async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('chunk unreachable'))
      .mockResolvedValueOnce({ name: 'mod' });
    const { result } = renderHook(() => useIdleImport(importer));
    await act(async () => result.current.load());
    expect(result.current.mod).toBeNull();
    await act(async () => result.current.load());
    expect(importer).toHaveBeenCalledTimes(2);
    expect(result.current.mod).toEqual({ name: 'mod' });
  });
});
