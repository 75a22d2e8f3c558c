import { isApiError } from '../../api/errors.ts';
import type { Page } from '../../api/uts/index.ts';

/**
 * Lists under a code (parents, children, relations, crosswalk matches…) answer 404 when
 * they are empty (reference §7.7; the emulator says "No parents found"). Whether the code
 * itself exists is the page header's question, so here a 404 is an empty list.
 */
export async function emptyOnNotFound<T>(load: () => Promise<Page<T>>, pageNumber = 1): Promise<Page<T>> {
  try {
    return await load();
  } catch (err) {
    if (isApiError(err) && err.kind === 'not-found') return { items: [], pageNumber, pageSize: 0, pageCount: 0 };
    throw err;
  }
}
