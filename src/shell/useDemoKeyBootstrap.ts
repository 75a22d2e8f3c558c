import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getApiKey, setApiKey, subscribeCredentials } from '../api/auth/credentials.ts';
import { runtimeConfigQuery } from '../config/runtime.ts';

/**
 * On the emulator the demo key is set for the tab when no key is, so the app works out of
 * the box. Against a real upstream the BFF sends no demo key and nothing happens.
 * Whenever the key or auth preferences change, calls that failed are tried again: a page
 * opened before the key was set (or with a wrong one) recovers by itself.
 */
export function useDemoKeyBootstrap() {
  const { data } = useQuery(runtimeConfigQuery());
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeCredentials(() => {
        void queryClient.invalidateQueries({ predicate: (q) => q.state.status === 'error' });
      }),
    [queryClient],
  );
  useEffect(() => {
    if (data?.emulator && data.demoApiKey && !getApiKey()) setApiKey(data.demoApiKey);
  }, [data]);
}
