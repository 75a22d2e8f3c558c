import { useSyncExternalStore } from 'react';
import { getRecent, subscribeRecent, type RecentVisit } from './recent.ts';

const NONE: RecentVisit[] = [];

/** The pages seen in this tab; none in the build's prerender of the frame (app/firstLoad/StaticFrame.tsx). */
export function useRecent(): RecentVisit[] {
  return useSyncExternalStore(subscribeRecent, getRecent, () => NONE);
}
