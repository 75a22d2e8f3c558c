import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A 1-based page number held in the URL (`?page=` by default); bad values read as 1. */
export function readPageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params.get(name));
  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next <= 1) p.delete(name);
        else p.set(name, String(next));
        return p;
      }),
    [name, setParams],
  );
  return [page, setPage];
}
