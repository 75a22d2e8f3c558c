import { useSearchParams } from 'react-router';
import { releaseToCarry } from '../../lib/release.ts';

/** `?release=` of the current URL, kept on every link the drug pages build (when it is a release name). */
export function useReleaseParam(): string | null {
  const [params] = useSearchParams();
  return releaseToCarry(params);
}

/** Names can be long (and hostile): wrap anywhere rather than widen the page. */
export const WRAP = { overflowWrap: 'anywhere' } as const;

/** 11-digit NDC in the 5-4-2 layout, which people read and type. */
export function formatNdc11(ndc: string): string {
  return /^\d{11}$/.test(ndc) ? `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}` : ndc;
}
