import { useEffect } from 'react';
import { markShownAfterPaint } from './firstPage.ts';

/** Called by whatever a route shows (a page, a not-found or error notice) as it first commits. */
export function useMarkFirstPage(): void {
  useEffect(markShownAfterPaint, []);
}
