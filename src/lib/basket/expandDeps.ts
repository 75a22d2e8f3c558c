import { isApiError } from '../../api/errors.ts';
import { getConcept } from '../../api/uts/concept.ts';
import type { CodeCheck } from './checkCodes.ts';
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

/** Whether the service knows a code (import checks): CUIs, RxNorm and NDC codes, source codes. */
export function serviceCodeCheck(release: string): CodeCheck {
  return async (system, code, signal) => {
    try {
      if (system === 'UMLS') {
        await getConcept({ cui: code }, { release, signal });
        return true;
      }
      if (system === 'RXNORM')
        return (await defaultDrugClient().getRxConceptProperties(code, signal)) !== null;
      if (system === 'NDC') return (await defaultDrugClient().findRxcuiById('NDC', code, signal)).length > 0;
      return (await findSourceCode({ source: system, id: code }, { release, signal })) !== null;
    } catch (err) {
      if (isApiError(err) && err.kind === 'not-found') return false;
      if (signal?.aborted) throw err;
      return null;
    }
  };
}
