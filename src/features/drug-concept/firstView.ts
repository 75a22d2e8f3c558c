import { parseConcept } from '../../lib/drugUrls.ts';
import { conceptPropertiesQuery } from '../../lib/queries/drugs.ts';
import type { StartQuery } from '../../lib/queries/prefetched.ts';
import {
  allRelatedInfoQuery,
  ndcsQuery,
  relaTypesQuery,
  relatedByRelationshipQuery,
  relatedByTypeQuery,
  termTypesQuery,
  umlsConceptsQuery,
} from './queries.ts';

/**
 * Every request of the drug page's first view, as the page and its open tab will make them:
 * the concept's properties, its UMLS concepts (the header's bridge) and the open tab's. Started
 * with the page's code. The proprietary information tab is left to itself: each of
 * its calls spends a service ticket. No React here (app/firstLoad/drugRouteData.ts).
 */
export function startDrugView(start: StartQuery, release: string, rxcui: string, params: URLSearchParams) {
  start(conceptPropertiesQuery(rxcui));
  start(umlsConceptsQuery(release, rxcui));
  const { tab, relas, ttys } = parseConcept(params);
  switch (tab) {
    case 'related':
      start(allRelatedInfoQuery(rxcui));
      break;
    case 'relationship':
      start(relaTypesQuery());
      if (relas.length) start(relatedByRelationshipQuery(rxcui, relas));
      break;
    case 'termtype':
      start(termTypesQuery());
      if (ttys.length) start(relatedByTypeQuery(rxcui, ttys));
      break;
    case 'ndcs':
      start(ndcsQuery(rxcui));
      break;
    case 'proprietary':
      break;
  }
}
