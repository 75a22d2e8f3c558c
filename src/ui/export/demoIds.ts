import type { QueryClient } from '@tanstack/react-query';
import { isDemoCui } from '../../lib/demoIds.ts';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';

/**
 * For a file being written: which concept ids the demo made up, when the emulator serves the
 * data (the runtime config, read once by the root loader); undefined on the real services.
 */
export function demoIdsOf(client: QueryClient | undefined): ((id: string) => boolean) | undefined {
  const emulator = client?.getQueryData(runtimeConfigQuery().queryKey)?.emulator === true;
  return emulator ? (id) => isDemoCui(id, true) : undefined;
}
