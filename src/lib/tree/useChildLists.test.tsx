import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TreeSource } from './source.ts';
import { memorySource, testNode } from './testing.ts';
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
    const { result } = renderHook(
      () => useChildLists(src, '2025AB', { path: [testNode('R')], expand: [] }, 2),
      {
        wrapper: wrapper(),
      },
    );
    expect(result.current.childList('code:TST/R')?.status).toBe('loading');
    await waitFor(() => expect(result.current.childList('code:TST/R')?.status).toBe('ready'));
    expect(result.current.childList('code:TST/R')).toMatchObject({ total: 5, hasMore: true });
    act(() => result.current.showMore('code:TST/R'));
    await waitFor(() => expect(result.current.childList('code:TST/R')?.items).toHaveLength(4));
    expect(result.current.childList('code:TST/R')?.hasMore).toBe(true);
    expect(result.current.childList('code:TST/other')).toBeUndefined();
  });

  it('opens expanded nodes of a link once reachable, and reports the ones that are not', async () => {
    const src = memorySource({ R: ['A', 'B'], A: ['A1'], A1: ['A11'] });
    const expand = ['code:TST/A1', 'code:TST/A', 'code:TST/ZZ'];
    const { result } = renderHook(() => useChildLists(src, '2025AB', { path: [testNode('R')], expand }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.childList('code:TST/A1')?.items.map((n) => n.code)).toEqual(['A11']);
    expect(result.current.unknown).toEqual(['code:TST/ZZ']);
    expect(src.calls.filter((c) => c.startsWith('children')).sort()).toEqual([
      'children TST/A 1',
      'children TST/A1 1',
      'children TST/R 1',
    ]);
  });

  it('a failed node reports an error and recovers on retry', async () => {
    const base = memorySource({ R: kids });
    let fail = true;
    const src: TreeSource = {
      ...base,
      children: (ref, page, o) =>
        fail ? Promise.reject(new Error('upstream 503')) : base.children(ref, page, o),
    };
    const { result } = renderHook(
      () => useChildLists(src, '2025AB', { path: [testNode('R')], expand: [] }, 10),
      {
        wrapper: wrapper(),
      },
    );
    await waitFor(() => expect(result.current.childList('code:TST/R')?.status).toBe('error'));
    fail = false;
    act(() => result.current.retry('code:TST/R'));
    await waitFor(() => expect(result.current.childList('code:TST/R')?.status).toBe('ready'));
    expect(result.current.childList('code:TST/R')?.items).toHaveLength(5);
  });
});
