import { useSyncExternalStore } from 'react';
import { getRecent, subscribeRecent, type RecentVisit } from './recent.ts';

export function useRecent(): RecentVisit[] {
  return useSyncExternalStore(subscribeRecent, getRecent);
}
