import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TreeSource } from './source.ts';
import { memorySource } from './testing.ts';
import { useChildLists } from './useChildLists.ts';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const kids = Array.from({ length: 5 }, (_, i) => `k${i}`);

describe('useChildLists', () => {
  it('loads page 1 of each open node, more pages on show more', async () => {
    const src = memorySource({ R: kids });
    const { result } = renderHook(() => useChildLists(src, '2025AB', ['code:TST/R'], 2), {
      wrapper: wrapper(),
    });
    expect(result.current.childList('code:TST/R')?.status).toBe('loading');
    await waitFor(() => expect(result.current.childList('code:TST/R')?.status).toBe('ready'));
    expect(result.current.childList('code:TST/R')).toMatchObject({ total: 5, hasMore: true });
    act(() => result.current.showMore('code:TST/R'));
    await waitFor(() => expect(result.current.childList('code:TST/R')?.items).toHaveLength(4));
    expect(result.current.childList('code:TST/R')?.hasMore).toBe(true);
    expect(result.current.childList('code:TST/other')).toBeUndefined();
  });

  it('a failed node reports an error and recovers on retry', async () => {
    const base = memorySource({ R: kids });
    let fail = true;
    const src: TreeSource = {
      ...base,
      children: (ref, page, o) =>
        fail ? Promise.reject(new Error('upstream 503')) : base.children(ref, page, o),
    };
    const { result } = renderHook(() => useChildLists(src, '2025AB', ['code:TST/R'], 10), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.childList('code:TST/R')?.status).toBe('error'));
    fail = false;
    act(() => result.current.retry('code:TST/R'));
    await waitFor(() => expect(result.current.childList('code:TST/R')?.status).toBe('ready'));
    expect(result.current.childList('code:TST/R')?.items).toHaveLength(5);
  });
});
