import type { DrugVocabClient } from '../../api/rxnorm/types.ts';
import type { SearchParams } from '../../api/uts/search.ts';
import type { SearchPage } from '../../api/uts/types.ts';
import { editDistance } from '../../lib/spelling/closestNames.ts';
import { drugStringNames, parseDrugString, type DrugString } from './drugString.ts';

/**
 * What a term line that found nothing may have meant (typos such as "diabetis", drug
 * strings such as "clopidogrel 75mg"). Only names the services themselves return are offered,
 * and the batch shows them as *review* candidates, never as matches.
 */
export interface Suggested {
  idType: 'CUI' | 'RXCUI';
  /** The closest answers (one is a candidate to confirm; several, a choice). */
  picks: Array<{ id: string; name: string; source: string | null }>;
  /** What the row says it tried, for the reviewer. */
  note: string;
}

/** The calls this needs: a subset of the batch's clients, so tests pass the same fakes. */
export interface SuggestClients {
  search(params: SearchParams, signal: AbortSignal): Promise<SearchPage>;
  drug(): Promise<Pick<DrugVocabClient, 'findRxcuiByString' | 'getSpellingSuggestions'>>;
}

/** Hits read for the closest names: the service's own ranking puts near names first. */
const SCANNED = 50;
const MAX_PICKS = 5;

/** One word of letters, long enough that a spelling slip is likelier than an abbreviation. */
const spellable = (s: string) => /^\p{L}[\p{L}-]{4,}$/u.test(s);

/**
 * Of the names, those closest in spelling, in the service's order. A name is compared whole and
 * by as many leading words as were typed ("diabetis" is one slip from "Diabetes Mellitus"); a
 * whole name beats its leading words. Ties are kept (up to five): the reviewer chooses.
 */
export function nearest(typed: string, names: readonly string[]): string[] {
  const want = typed.trim().toLowerCase();
  const words = want.split(/\s+/).length;
  const limit = Math.min(8, Math.max(1, Math.floor([...want].length / 3)));
  const scored: Array<[string, number]> = [];
  const seen = new Set([want]);
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const whole = editDistance(want, key);
    const lead = editDistance(
      want,
      key
        .split(/\s+/)
        .slice(0, words)
        .join(' ')
        .replace(/[,;:]+$/, ''),
    );
    if (Math.min(whole, lead) <= limit) scored.push([name.trim(), Math.min(2 * whole, 2 * lead + 1)]);
  }
  const best = Math.min(...scored.map(([, d]) => d));
  return scored
    .filter(([, d]) => d === best)
    .slice(0, MAX_PICKS)
    .map(([n]) => n);
}

export async function suggestFor(
  term: string,
  clients: SuggestClients,
  signal: AbortSignal,
): Promise<Suggested | null> {
  const t = term.normalize('NFC').trim().replace(/\s+/g, ' ');
  const drug = parseDrugString(t);
  if (drug) return drugWithStrength(drug, clients, signal);
  return (
    (await closestConcepts(t, clients, signal)) ??
    (spellable(t) ? await drugSpelling(t, clients, signal) : null)
  );
}

/**
 * The closest names among what a partial search returns: for one word, the names beginning as
 * its first half does (a slip is rarely in the first letters); for several, those sharing some
 * of the words ("myocardial infarctoin").
 */
async function closestConcepts(
  t: string,
  clients: SuggestClients,
  signal: AbortSignal,
): Promise<Suggested | null> {
  const oneWord = !t.includes(' ');
  if (oneWord && !spellable(t)) return null;
  const prefix = [...t].slice(0, Math.max(3, Math.ceil([...t].length / 2))).join('');
  const page = await clients.search(
    oneWord
      ? { string: prefix, searchType: 'rightTruncation', pageSize: SCANNED, pageNumber: 1 }
      : { string: t, searchType: 'words', partialSearch: true, pageSize: SCANNED, pageNumber: 1 },
    signal,
  );
  const names = nearest(
    t,
    page.hits.map((h) => h.name),
  );
  const picks: Suggested['picks'] = [];
  for (const name of names) {
    const hit = page.hits.find((h) => h.name.trim().toLowerCase() === name.toLowerCase());
    if (hit && !picks.some((p) => p.id === hit.ui))
      picks.push({ id: hit.ui, name: hit.name, source: hit.rootSource });
  }
  if (picks.length === 0) return null;
  return {
    idType: 'CUI',
    picks,
    note:
      picks.length === 1
        ? `Spelling: "${picks[0]!.name}" is the closest name the service returned`
        : `Spelling: the closest names the service returned are ${picks.map((p) => `"${p.name}"`).join(', ')}`,
  };
}

/** A drug name with a strength, as RxNorm writes it; a misspelt name corrected by the drug service. */
async function drugWithStrength(
  d: DrugString,
  clients: SuggestClients,
  signal: AbortSignal,
): Promise<Suggested | null> {
  const rx = await clients.drug();
  const ask = async (name: string) => {
    for (const asked of drugStringNames(d, name)) {
      const ids = [...new Set(await rx.findRxcuiByString(asked, signal))];
      if (ids.length) return { asked, ids };
    }
    return null;
  };
  let found = await ask(d.name);
  let corrected = false;
  if (!found) {
    const [name] = nearest(d.name, await rx.getSpellingSuggestions(d.name, signal));
    if (name) {
      found = await ask(name);
      corrected = true;
    }
  }
  if (!found) return null;
  return {
    idType: 'RXCUI',
    picks: found.ids.slice(0, MAX_PICKS).map((id) => ({ id, name: found.asked, source: 'RXNORM' })),
    // A corrected name is the service's closest spelling, which may be another drug (atorvastatin,
    // absent from the demo's RxNorm, comes back as lovastatin): never said to be the one typed.
    note: corrected
      ? `Read as the drug "${found.asked}", the drug service's closest spelling to "${d.name}": it may be another drug`
      : `Read as the drug "${found.asked}"`,
  };
}

/** One word the UMLS search could not place: the drug service's spelling suggestions. */
async function drugSpelling(
  t: string,
  clients: SuggestClients,
  signal: AbortSignal,
): Promise<Suggested | null> {
  const rx = await clients.drug();
  const [name] = nearest(t, await rx.getSpellingSuggestions(t, signal));
  if (!name) return null;
  const ids = [...new Set(await rx.findRxcuiByString(name, signal))];
  if (ids.length === 0) return null;
  return {
    idType: 'RXCUI',
    picks: ids.slice(0, MAX_PICKS).map((id) => ({ id, name, source: 'RXNORM' })),
    note: `Spelling: the drug service's closest name is "${name}", which may be another drug`,
  };
}
