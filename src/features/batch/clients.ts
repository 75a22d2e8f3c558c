import { defaultDrugClient } from '../../api/rxnorm/defaultClient.ts';
import { getAtom, getConcept, getConceptAtoms, getSourcePreferredAtom, search } from '../../api/uts/index.ts';
import type { BatchClients } from './resolve.ts';

/**
 * The app's clients behind the resolver's interface. Every call goes through the shared http
 * layer and its 20-requests-per-second limiter, so the walker adds no limit of its own.
 */
export function appBatchClients(release: string): BatchClients {
  return {
    search: (params, signal) => search(params, { release, signal }),
    getConcept: (cui, signal) => getConcept({ cui }, { release, signal }),
    getAtom: (aui, signal) => getAtom({ aui }, { release, signal }),
    getSourcePreferredAtom: (source, id, signal) =>
      getSourcePreferredAtom({ source, id }, { release, signal }),
    getConceptAtoms: (cui, sab, signal) =>
      getConceptAtoms({ cui, sabs: sab, pageSize: 25, includeObsolete: false }, { release, signal }),
    drug: () => Promise.resolve(defaultDrugClient()),
  };
}
