import { startDrugView } from '../../features/drug-concept/firstView.ts';
import { isRxcui } from '../../lib/drugUrls.ts';
import { prefetchWith } from './routeData.ts';

/**
 * The drug page's prefetch, in the SOAP client's chunk: the route's loader fetches this one
 * module beside the page's chunk, rather than the UTS prefetches first and the SOAP client
 * after them (a round trip more before the drug's request could leave).
 */
export const prefetchDrug = prefetchWith((start, release, { rxcui = '' }, search) => {
  const id = rxcui.trim();
  if (isRxcui(id)) startDrugView(start, release, id, search);
});
