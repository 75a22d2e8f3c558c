import { useQuery } from '@tanstack/react-query';
import { runtimeConfigQuery } from './queries/runtimeConfig.ts';

/**
 * Whether the app reads the embedded emulator's demo data: only then are the demo's known gaps
 * and made-up ids said (the real services have neither). False until the config is read. Not in
 * queries/runtimeConfig.ts: that is read before React loads (app/firstLoad/early.ts).
 */
export function useOnEmulator(): boolean {
  return useQuery(runtimeConfigQuery()).data?.emulator === true;
}
