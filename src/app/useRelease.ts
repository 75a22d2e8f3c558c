import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { getPreferences, isValidRelease, subscribeCredentials } from '../api/auth/credentials.ts';

/**
 * The release a page reads: `?release=` when the link carries a valid one, otherwise the
 * release chosen in Settings (default `current`). Every UTS query key includes it.
 */
export function useRelease(): string {
  const [params] = useSearchParams();
  const prefs = useSyncExternalStore(subscribeCredentials, getPreferences);
  const fromUrl = params.get('release');
  return fromUrl && isValidRelease(fromUrl) ? fromUrl : prefs.release;
}
