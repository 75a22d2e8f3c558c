import { useSyncExternalStore } from 'react';
import { getApiKey, getPreferences, subscribeCredentials } from '../../api/auth/credentials.ts';

export function useApiKey(): string {
  return useSyncExternalStore(subscribeCredentials, getApiKey);
}

export function usePreferences() {
  return useSyncExternalStore(subscribeCredentials, getPreferences);
}
