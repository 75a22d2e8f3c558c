import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PREFERENCES, getPreferences, subscribeCredentials } from '../api/auth/credentials.ts';
import { releaseToCarry } from './releaseParam.ts';

/** The release in use and where it came from (the link wins over Settings). */
export function useReleaseSource(): { release: string; from: 'url' | 'settings' } {
  const [params] = useSearchParams();
  // The defaults in the build's prerender of the frame (app/firstLoad/StaticFrame.tsx), which has no storage.
  const prefs = useSyncExternalStore(subscribeCredentials, getPreferences, () => DEFAULT_PREFERENCES);
  const fromUrl = releaseToCarry(params);
  return fromUrl ? { release: fromUrl, from: 'url' } : { release: prefs.release, from: 'settings' };
}

/**
 * The release a page reads: `?release=` when the link carries a valid one, otherwise the
 * release chosen in Settings (default `current`). Every UTS query key includes it.
 */
export function useRelease(): string {
  return useReleaseSource().release;
}
