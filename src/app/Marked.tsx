import type { ReactNode } from 'react';
import { useMarkFirstPage } from '../lib/useMarkFirstPage.ts';

/**
 * What a route shows, marking the first page shown once it has painted (lib/firstPage.ts): the
 * frame's idle parts wait for it.
 */
export function Marked({ children }: { children: ReactNode }) {
  useMarkFirstPage();
  return children;
}
