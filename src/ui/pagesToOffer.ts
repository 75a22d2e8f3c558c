import type { Page } from '../api/uts/index.ts';
import { hasNextPage } from '../api/uts/index.ts';

/**
 * How many pages to offer. When the service does not say how many there are, one more than
 * the current page is offered while the page came back full.
 */
export function pagesToOffer(page: Page<unknown>): number {
  return page.pageCount ?? (hasNextPage(page) ? page.pageNumber + 1 : page.pageNumber);
}
