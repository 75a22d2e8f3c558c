import { defaultDrugClient } from '../../api/rxnorm/defaultClient.ts';
import { findSourceCode, getAllSourceChildren, getAllSourceDescendants } from '../../api/uts/descendants.ts';
import type { UtsClient } from '../../api/uts/client.ts';
import type { ExpandDeps } from './expand.ts';

/** The term types of an ingredient's products (clinical and branded drugs and packs). */
export const PRODUCT_TTYS = ['SCD', 'SBD', 'GPCK', 'BPCK'] as const;

/** Expansion through the app's UTS and drug clients, against one UMLS release (tests and the bench pass their UTS client). */
export function serviceDeps(release: string, client?: UtsClient): ExpandDeps {
  const opts = (signal?: AbortSignal) => ({ release, signal, ...(client ? { client } : {}) });
  return {
    lookup: (system, code, signal) => findSourceCode({ source: system, id: code }, opts(signal)),
    descendants: async (system, code, signal) =>
      (await getAllSourceDescendants({ source: system, id: code }, opts(signal))).nodes,
    children: async (system, code, signal) =>
      (await getAllSourceChildren({ source: system, id: code }, opts(signal))).nodes,
    async products(rxcui, signal) {
      const groups = await defaultDrugClient().getRelatedByType(rxcui, PRODUCT_TTYS, signal);
      const out = [];
      for (const g of groups)
        for (const c of g.rxConcept ?? [])
          if (c.RXCUI) out.push({ code: c.RXCUI, name: c.STR ?? '', leaf: true });
      return out;
    },
    rxnormVersion: (signal) => defaultDrugClient().getDrugVocabVersion(signal),
  };
}
