import type { QueryClient } from '@tanstack/query-core';
import { identifierQuery } from '../../lib/input-kind/concept.ts';
import { settleLinkIds, type LookupState } from '../../lib/linkIds.ts';
import { startIn } from '../../lib/queries/prefetched.ts';
import { meetingTreeQuery, relateConceptQuery, relateSources } from './queries.ts';
import { parseRelateIds, relateLinkRules } from './relateIds.ts';

/**
 * The relate view's first requests, as the page will make them (same query keys, read from
 * the same link): each CUI's concept and atoms and the lookup of each code among the ids,
 * then (once each id names one concept) the concepts the codes stand for and the walks to
 * where they all meet in the source the view will show. Started with the page's code rather
 * than once it has rendered. No React here: app/firstLoad/routeData.ts runs this before the
 * app's code is in.
 */
export async function startRelateView(client: QueryClient, release: string, params: URLSearchParams) {
  const start = startIn(client);
  const split = parseRelateIds(params.get('ids'));
  for (const e of split.entries) {
    if (e.kind === 'ready') start(relateConceptQuery(release, e.token));
    else start(identifierQuery(release, e.lookup));
  }
  // The concepts as the page settles them once the codes are looked up (lib/linkIds.ts): only
  // when each id names one concept; else the user has something to say first.
  const states = await Promise.all(
    split.entries.map(async (e): Promise<LookupState | undefined> =>
      e.kind === 'lookup'
        ? { status: 'done', answer: await client.ensureQueryData(identifierQuery(release, e.lookup)) }
        : undefined,
    ),
  );
  const settled = settleLinkIds(split, states, relateLinkRules);
  const cuis = settled.tokens;
  if (cuis.length < 2 || settled.pending.length || settled.failed.length || settled.choices.length) return;
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
