import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readPageSize, resizeParams, type PageSize } from './pageSize.ts';

/** Rows per page held in the URL (`?pageSize=`); changing it moves `pageParam` to keep the first row. */
export function usePageSizeParam(pageParam = 'page'): [PageSize, (size: PageSize) => void] {
  const [params, setParams] = useSearchParams();
  const size = readPageSize(params.get('pageSize'));
  const setSize = useCallback(
    (next: PageSize) => setParams((prev) => resizeParams(prev, next, pageParam)),
    [pageParam, setParams],
  );
  return [size, setSize];
}
