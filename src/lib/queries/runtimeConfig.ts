import { queryOptions } from '@tanstack/react-query';
import { fetchRuntimeConfig } from '../../api/runtimeConfig.ts';

/** The runtime config, read once by the root loader and from the cache by everything else. */
export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: ({ signal }) => fetchRuntimeConfig(signal),
    staleTime: Infinity,
    retry: 1,
    // Pages wait for it: with the network gone, the copy of the last views opens within a
    // second (lib/offline), which the default second's wait before the retry would take alone.
    retryDelay: 250,
  });
