import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getApiKey, setApiKey } from '../api/auth/credentials.ts';
import { runtimeConfigQuery } from '../config/runtime.ts';

/**
 * On the emulator the demo key is set for the tab when no key is, so the app works out of
 * the box. Against a real upstream the BFF sends no demo key and nothing happens.
 */
export function useDemoKeyBootstrap() {
  const { data } = useQuery(runtimeConfigQuery());
  useEffect(() => {
    if (data?.emulator && data.demoApiKey && !getApiKey()) setApiKey(data.demoApiKey);
  }, [data]);
}
