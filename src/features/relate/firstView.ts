import type { QueryClient } from '@tanstack/query-core';
import { identifierQuery } from '../../lib/input-kind/concept.ts';
import { startIn } from '../../lib/queries/prefetched.ts';
import { meetingTreeQuery, relateConceptQuery, relateSources } from './queries.ts';
import { parseRelateIds } from './relateIds.ts';

/**
 * The relate view's first requests, as the page will make them (same query keys, read from
 * the same link): each CUI's concept and atoms, and the lookup of each code among the ids;
 * when the link names its concepts by CUI, then the walks to where they meet in the source the
 * view will show. Started with the page's code rather than once it has rendered. No React
 * here: app/firstLoad/routeData.ts runs this before the app's code is in.
 */
export async function startRelateView(client: QueryClient, release: string, params: URLSearchParams) {
  const start = startIn(client);
  const { entries } = parseRelateIds(params.get('ids'));
  for (const e of entries) {
    if (e.kind === 'ready') start(relateConceptQuery(release, e.token));
    else start(identifierQuery(release, e.lookup));
  }
  const cuis = entries.flatMap((e) => (e.kind === 'ready' ? [e.token] : []));
  // Codes are looked up and the link rewritten first; repeated ids are dropped by the page.
  if (cuis.length < 2 || cuis.length !== entries.length || new Set(cuis).size !== cuis.length) return;
  const concepts = await Promise.all(
    cuis.map((cui) => client.ensureQueryData(relateConceptQuery(release, cui))),
  );
  const { current } = relateSources(concepts, params.get('source'));
  if (current?.holders.length === concepts.length)
    start(
      meetingTreeQuery(
        release,
        concepts.map((c) => c.nodes.get(current.sab)!),
      ),
    );
}
