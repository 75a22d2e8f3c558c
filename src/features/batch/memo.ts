import { isApiError } from '../../api/errors.ts';
import type { BatchClients } from './resolve.ts';

/**
 * The batch's clients with one answer per question for a run (at 20 requests/s the
 * request count is the time). A concept's details and its target codes are fetched once per
 * distinct CUI however many lines reach it, a code once however it was written, and a 404 is
 * remembered as the answer it is. Other failures are forgotten, so a resume asks again.
 * A call aborted by one line's signal is not shared with another line: only settled answers are.
 */
export function memoClients(
  clients: BatchClients,
): BatchClients & { stats(): { asked: number; saved: number } } {
  const answers = new Map<string, Promise<unknown>>();
  let asked = 0;
  let saved = 0;
  function once<T>(key: string, call: () => Promise<T>): Promise<T> {
    const known = answers.get(key);
    if (known) {
      saved++;
      return known as Promise<T>;
    }
    asked++;
    const p = call();
    answers.set(key, p);
    p.catch((err: unknown) => {
      if (!(isApiError(err) && err.kind === 'not-found')) answers.delete(key);
    });
    return p;
  }
  let drug: ReturnType<BatchClients['drug']> | null = null;
  return {
    stats: () => ({ asked, saved }),
    search: (params, signal) =>
      once(`search:${JSON.stringify(params)}`, () => clients.search(params, signal)),
    getConcept: (cui, signal) => once(`concept:${cui}`, () => clients.getConcept(cui, signal)),
    getAtom: (aui, signal) => once(`atom:${aui}`, () => clients.getAtom(aui, signal)),
    getSourcePreferredAtom: (source, id, signal) =>
      once(`source:${source}|${id}`, () => clients.getSourcePreferredAtom(source, id, signal)),
    getConceptAtoms: (cui, sab, signal) =>
      once(`atoms:${cui}|${sab}`, () => clients.getConceptAtoms(cui, sab, signal)),
    drug: () => {
      drug ??= clients.drug().then(
        (d) =>
          ({
            getRxConceptProperties: (rxcui: string, signal?: AbortSignal) =>
              once(`rxcui:${rxcui}`, () => d.getRxConceptProperties(rxcui, signal)),
            findRxcuiById: (idType: string, id: string, signal?: AbortSignal) =>
              once(`id:${idType}|${id}`, () => d.findRxcuiById(idType, id, signal)),
            findRxcuiByString: (term: string, signal?: AbortSignal) =>
              once(`string:${term.toLowerCase()}`, () => d.findRxcuiByString(term, signal)),
            getSpellingSuggestions: (term: string, signal?: AbortSignal) =>
              once(`spelling:${term.toLowerCase()}`, () => d.getSpellingSuggestions(term, signal)),
          }) as Awaited<ReturnType<BatchClients['drug']>>,
      );
      return drug;
    },
  };
}
