import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRuntimeConfig } from '../../api/runtimeConfig.ts';

/** The runtime config, read once by the root loader and from the cache by everything else. */
export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: ({ signal }) => fetchRuntimeConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });

/**
 * Whether the app reads the embedded emulator's demo data: only then are the demo's known gaps
 * and made-up ids said (the real services have neither). False until the config is read.
 */
export function useOnEmulator(): boolean {
  return useQuery(runtimeConfigQuery()).data?.emulator === true;
}
