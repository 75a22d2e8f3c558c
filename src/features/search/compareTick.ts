import { MAX_COMPARE, readCompareToken } from '../../lib/compareIds.ts';

/**
 * A hit's compare tick, as a value a memoised row compares: none for a hit that is no CUI,
 * else ticked, unticked, or waiting (unticked while four are ticked already).
 */
export type CompareTick = 'ticked' | 'unticked' | 'waiting' | null;

export function compareTick(ui: string, ticked: readonly string[]): CompareTick {
  if (!readCompareToken(ui)) return null;
  if (ticked.includes(ui)) return 'ticked';
  return ticked.length >= MAX_COMPARE ? 'waiting' : 'unticked';
}
