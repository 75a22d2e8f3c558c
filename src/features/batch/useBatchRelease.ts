import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { getPreferences, isValidRelease, subscribeCredentials } from '../../api/auth/credentials.ts';

/**
 * `?release=` when valid, else the release chosen in Settings: the rule of app/useRelease.ts,
 * which a feature may not import. Replace with the shared hook once it moves down to lib/.
 */
export function useBatchRelease(): string {
  const [params] = useSearchParams();
  const prefs = useSyncExternalStore(subscribeCredentials, getPreferences);
  const fromUrl = params.get('release');
  return fromUrl && isValidRelease(fromUrl) ? fromUrl : prefs.release;
}
