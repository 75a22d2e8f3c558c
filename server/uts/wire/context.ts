import type { Dataset } from '../../dataset/model.ts';
import type { Links } from './links.ts';

/** Everything a serializer needs: the data and the link builder for the resolved release. */
export interface WireContext {
  readonly ds: Dataset;
  readonly links: Links;
}

/** `"NONE"` is how the wire says "no link / no value" in most fields (reference §4.3). */
export const NONE = 'NONE';

export function orNone(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? NONE : value;
}
