import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import { getAtom, getConcept, search } from '../../api/uts/index.ts';
import type { SearchParams, SearchPage } from '../../api/uts/index.ts';
import { describeKind } from './describe.ts';
import type { RecognizedInput } from './detect.ts';
import { drugOfNdc } from './open.ts';

/**
 * The concept an identifier typed in a concept picker (compare, relate) stands for: a source
 * code (`I21.9`, `D009203`, `GO:0005575`, `SAB:code`), an AUI, an RXCUI or an NDC, read by the
 * one detector (recognizeInput). CUIs need no lookup and words are names, so neither is here.
 */

/** What is looked up, and as what: UMLS concepts, or (compare) RxNorm drugs for RXCUIs and NDCs. */
export interface IdentifierLookup {
  kind: 'aui' | 'code' | 'rxcui' | 'ndc';
  /** The identifier as the service knows it (ICD-10-CM with its dot, the 11-digit NDC…). */
  value: string;
  /** Root source of a code; null for the other kinds. */
  source: string | null;
  /** RXCUIs and NDCs name RxNorm drugs (the compare page's drug columns), not UMLS concepts. */
  asDrug: boolean;
}

export interface IdentifierMatch {
  /** A CUI, or an RXCUI when the answer is `RXCUI`. */
  id: string;
  name: string;
}

/** What an identifier names: none, one or several concepts (or drugs). */
export interface IdentifierAnswer {
  idType: 'CUI' | 'RXCUI';
  matches: IdentifierMatch[];
}

/** The calls a lookup makes: the app's clients by default, fakes in tests. */
export interface IdentifierClients {
  search(params: SearchParams, signal?: AbortSignal): Promise<SearchPage>;
  /** The CUI and name of an atom's concept; null when there is no such atom. */
  conceptOfAtom(aui: string, signal?: AbortSignal): Promise<IdentifierMatch | null>;
  /** The RxNorm name of a drug; null when the drug service has no such RXCUI. */
  drugName(rxcui: string, signal?: AbortSignal): Promise<string | null>;
  /** The one drug an NDC names; null for none or several. */
  drugOfNdc(ndc: string): Promise<string | null>;
}

/** Concepts offered for one identifier: more than a handful means it is not one identifier. */
const MAX_MATCHES = 10;

const RXNORM = 'RXNORM';

/**
 * What a recognised line asks of a concept picker, or null when it needs no lookup (a CUI, a
 * term, a TUI, a line with a problem, a code whose source was not named nor guessed).
 */
export function identifierLookup(r: RecognizedInput, asDrug: boolean): IdentifierLookup | null {
  if (r.problem) return null;
  switch (r.kind) {
    case 'aui':
    case 'ndc':
      return { kind: r.kind, value: r.value, source: null, asDrug };
    case 'rxcui':
      return { kind: 'rxcui', value: r.value, source: null, asDrug };
    case 'code':
      if (!r.source) return null;
      // RXNORM:29046 is the RXCUI 29046.
      if (r.source === RXNORM && /^\d+$/.test(r.value))
        return { kind: 'rxcui', value: r.value, source: null, asDrug };
      return { kind: 'code', value: r.value, source: r.source, asDrug };
    default:
      return null;
  }
}

/** "I21.9 looks like an ICD-10-CM code", for what a picker recognised. */
export function recognisedAs(typed: string, r: RecognizedInput): string {
  const what = describeKind(r.kind, r.source, r.value) ?? 'an identifier';
  return `${typed.trim()} looks like ${what}`;
}

/** "C0155626 Acute myocardial infarction", "RXCUI 29046 lisinopril": one match as a picker shows it. */
export const matchLabel = (answer: IdentifierAnswer, m: IdentifierMatch) =>
  `${answer.idType === 'RXCUI' ? `RXCUI ${m.id}` : m.id} ${m.name}`;

const distinct = (matches: IdentifierMatch[]) => {
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.id) && seen.add(m.id));
};

/** The concepts that hold a code of a source: the search the service links from the code itself. */
async function conceptsOfCode(
  code: string,
  source: string,
  clients: IdentifierClients,
  signal?: AbortSignal,
): Promise<IdentifierAnswer> {
  const page = await clients.search(
    {
      string: code,
      inputType: 'sourceUi',
      searchType: 'exact',
      sabs: source,
      returnIdType: 'concept',
      pageSize: MAX_MATCHES,
      pageNumber: 1,
    },
    signal,
  );
  return { idType: 'CUI', matches: distinct(page.hits.map((h) => ({ id: h.ui, name: h.name }))) };
}

async function drug(
  rxcui: string,
  clients: IdentifierClients,
  signal?: AbortSignal,
): Promise<IdentifierAnswer> {
  const name = await clients.drugName(rxcui, signal);
  return { idType: 'RXCUI', matches: name === null ? [] : [{ id: rxcui, name }] };
}

/** RXCUIs and NDCs answer with drugs when drugs are wanted; everything else with concepts. */
const answerType = (lookup: IdentifierLookup): IdentifierAnswer['idType'] =>
  lookup.asDrug && (lookup.kind === 'rxcui' || lookup.kind === 'ndc') ? 'RXCUI' : 'CUI';

/** Looks an identifier up. A 404 is an answer (nothing); other failures are thrown. */
export async function lookUpIdentifier(
  lookup: IdentifierLookup,
  clients: IdentifierClients,
  signal?: AbortSignal,
): Promise<IdentifierAnswer> {
  const idType = answerType(lookup);
  try {
    switch (lookup.kind) {
      case 'code':
        return await conceptsOfCode(lookup.value, lookup.source ?? '', clients, signal);
      case 'aui': {
        const concept = await clients.conceptOfAtom(lookup.value, signal);
        return { idType: 'CUI', matches: concept ? [concept] : [] };
      }
      case 'rxcui':
        return lookup.asDrug
          ? await drug(lookup.value, clients, signal)
          : await conceptsOfCode(lookup.value, RXNORM, clients, signal);
      case 'ndc': {
        const rxcui = await clients.drugOfNdc(lookup.value);
        if (!rxcui) return { idType, matches: [] };
        return lookup.asDrug
          ? await drug(rxcui, clients, signal)
          : await conceptsOfCode(rxcui, RXNORM, clients, signal);
      }
    }
  } catch (err) {
    if (isApiError(err) && err.kind === 'not-found') return { idType, matches: [] };
    throw err;
  }
}

/** The app's clients for a release (the drug service's client loads with the first drug id). */
export function identifierClients(release: string): IdentifierClients {
  return {
    search: (params, signal) => search(params, { release, signal }),
    conceptOfAtom: async (aui, signal) => {
      const atom = await getAtom({ aui }, { release, signal });
      if (!atom.concept) return null;
      const concept = await getConcept({ cui: atom.concept.id }, { release, signal });
      return { id: concept.ui, name: concept.name };
    },
    drugName: async (rxcui, signal) => {
      const { defaultDrugClient } = await import('../../api/rxnorm/defaultClient.ts');
      const props = await defaultDrugClient().getRxConceptProperties(rxcui, signal);
      return props?.RXCUI ? props.STR : null;
    },
    drugOfNdc,
  };
}

/**
 * The lookup as a query: the box shows the answer while the user types and reads the same
 * answer (cached) when they submit. Disabled without a lookup.
 */
export const identifierQuery = (release: string, lookup: IdentifierLookup | null) =>
  queryOptions({
    queryKey: ['uts', release, 'identifier', lookup?.kind, lookup?.source, lookup?.value, lookup?.asDrug],
    queryFn: ({ signal }) => lookUpIdentifier(lookup!, identifierClients(release), signal),
    enabled: lookup !== null,
    staleTime: 10 * 60_000,
  });
