import { isApiError } from '../../api/errors.ts';
import type { DrugVocabClient } from '../../api/rxnorm/types.ts';
import type { SearchParams, SearchType } from '../../api/uts/search.ts';
import type { Atom, Concept, Page, SearchHit, SearchPage } from '../../api/uts/types.ts';
import type { TermSearch } from '../../lib/batchInput.ts';
import { cleanLine, type DetectedInput } from '../../lib/input-kind/index.ts';
import { parseDrugString } from './drugString.ts';
import { suggestFor } from './suggest.ts';

/**
 * Resolving one batch line. Pure: every call goes through `BatchClients`, so the page passes
 * the app's clients and the tests pass fakes. A 404 is an answer ("no such code"), not a
 * failure; any other error is thrown for the bulk walker to mark the row or stop the walk.
 */

export type MatchType = 'exact' | 'normalised' | 'word' | 'suggestion' | 'none' | 'several';

/** How a row was found: a term's search type, or the kind of identifier it named. */
export type FoundBy =
  'exact' | 'normalizedString' | 'words' | 'suggestion' | 'code' | 'cui' | 'aui' | 'rxcui' | 'ndc' | 'hand';

/** Why a row matched: shown on the row, so a reviewer can judge it without opening the concept. */
export interface MatchVia {
  by: FoundBy;
  /** The atom text or code that matched (the input for a synonym, the preferred name when it is). */
  atom: string | null;
  /** Its source: the code's source, or the source the search named for the concept. */
  source: string | null;
  /** The input is the concept's preferred name (not merely a synonym of it). */
  preferred: boolean;
}

export interface Candidate {
  /** CUI or RXCUI. */
  id: string;
  name: string;
  idType: 'CUI' | 'RXCUI';
}

export interface TargetCode {
  code: string;
  name: string;
}

export interface Resolution {
  match: MatchType;
  idType: 'CUI' | 'RXCUI' | null;
  /** The CUI or RXCUI once there is exactly one. */
  id: string | null;
  name: string | null;
  /** Semantic type names (UMLS) … */
  semanticTypes: string[];
  /** … or the term type (RxNorm). */
  tty: string | null;
  /** For code and atom lines: the source, code and its name there. */
  source: string | null;
  code: string | null;
  codeName: string | null;
  /** Codes of the target source for the concept (empty without a target or when it has none). */
  target: TargetCode[];
  /** For `several`: what the user can choose from. */
  candidates: Candidate[];
  /** Resolved by hand from the candidates. */
  manual: boolean;
  /** Why it matched; null when nothing did. */
  via: MatchVia | null;
  /** For review candidates found another way (spelling): what was tried. */
  note: string | null;
  /**
   * An RxNorm answer's UMLS concept (the concept its RXNORM atom belongs to), read when the batch
   * has a target source: the concept is how a drug reaches the target's codes, as a CUI does.
   */
  cui?: string | null;
}

export type { TermSearch };

export interface ResolveOptions {
  /** `auto`: exact, then normalised, then words, stopping at the first that finds anything. */
  searchType: TermSearch;
  /** Root source whose codes to list for each concept, e.g. SNOMEDCT_US; null for none. */
  targetSource: string | null;
  includeObsolete: boolean;
}

export interface BatchClients {
  search(params: SearchParams, signal: AbortSignal): Promise<SearchPage>;
  getConcept(cui: string, signal: AbortSignal): Promise<Concept>;
  getAtom(aui: string, signal: AbortSignal): Promise<Atom>;
  /** A code's default preferred atom: the code's name and the concept it belongs to, in one call. */
  getSourcePreferredAtom(source: string, id: string, signal: AbortSignal): Promise<Atom>;
  /** The concept's atoms in `sab` (for the target codes). */
  getConceptAtoms(cui: string, sab: string, signal: AbortSignal): Promise<Page<Atom>>;
  /** The drug service, once the runtime config has named its namespace. */
  drug(): Promise<
    Pick<
      DrugVocabClient,
      'getRxConceptProperties' | 'findRxcuiById' | 'findRxcuiByString' | 'getSpellingSuggestions'
    >
  >;
}

/** Longest term sent as a search: a longer line is a pasting accident, and a URL that long is refused. */
export const MAX_TERM_LENGTH = 500;
/** Candidates shown for an ambiguous line. */
const CANDIDATES = 10;

const isNotFound = (err: unknown) => isApiError(err) && err.kind === 'not-found';

async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

const empty = (): Resolution => ({
  match: 'none',
  idType: null,
  id: null,
  name: null,
  semanticTypes: [],
  tty: null,
  source: null,
  code: null,
  codeName: null,
  target: [],
  candidates: [],
  manual: false,
  via: null,
  note: null,
});

const MATCH_OF: Record<Exclude<TermSearch, 'auto'>, MatchType> = {
  exact: 'exact',
  normalizedString: 'normalised',
  words: 'word',
};

const SEARCH_NAME: Record<Exclude<TermSearch, 'auto'>, string> = {
  exact: 'exact',
  normalizedString: 'normalised',
  words: 'words',
};

const searchOrder = (options: ResolveOptions): Exclude<TermSearch, 'auto'>[] =>
  options.searchType === 'auto' ? ['exact', 'normalizedString', 'words'] : [options.searchType];

const cuiCandidates = (hits: SearchHit[]): Candidate[] =>
  hits.slice(0, CANDIDATES).map((h) => ({ id: h.ui, name: h.name, idType: 'CUI' }));

/** Fills semantic types and target codes once the CUI is known. */
async function withConcept(
  r: Resolution,
  cui: string,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const concept = await orNull(clients.getConcept(cui, signal));
  if (!concept) return { ...r, match: 'none', via: null };
  const out: Resolution = {
    ...r,
    idType: 'CUI',
    id: concept.ui,
    name: concept.name,
    semanticTypes: concept.semanticTypes.map((s) => s.name),
  };
  if (options.targetSource) out.target = await targetCodes(cui, options, clients, signal);
  return out;
}

/** The target source's codes of a concept, each once. */
async function targetCodes(
  cui: string,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<TargetCode[]> {
  if (!options.targetSource) return [];
  const atoms = await orNull(clients.getConceptAtoms(cui, options.targetSource, signal));
  const seen = new Set<string>();
  const out: TargetCode[] = [];
  for (const a of atoms?.items ?? []) {
    const code = a.code?.id;
    if (!code || seen.has(code)) continue;
    seen.add(code);
    out.push({ code, name: a.name });
  }
  return out;
}

const sameName = (a: string, b: string) =>
  a.normalize('NFC').trim().toLocaleLowerCase('en-US') ===
  b.normalize('NFC').trim().toLocaleLowerCase('en-US');

/**
 * An exact (or normalised) search matches any atom of a concept, so "headache" also finds
 * concepts that merely have a "Headache" synonym. The one whose preferred name is the term
 * itself is the one meant; with none or more than one such, the row stays ambiguous.
 */
function namedAs(
  term: string,
  hits: SearchHit[],
  searchType: Exclude<TermSearch, 'auto'>,
): SearchHit | undefined {
  if (searchType === 'words') return undefined;
  const named = hits.filter((h) => sameName(h.name, term));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * `auto` asks exact, then normalised, then words, stopping at the first that finds anything.
 * A line that reads as a drug with its strength ("clopidogrel 75mg") is read by the drug
 * service before the words search: its words ("75mg") rarely meet a name, and a words answer
 * would only stand in the way of the drug the line names (both go to review).
 */
async function resolveTerm(
  term: string,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const order = searchOrder(options);
  const drugFirst = options.searchType === 'auto' && parseDrugString(term) !== null;
  for (const searchType of order) {
    if (searchType === 'words' && drugFirst) {
      const drug = await suggested(term, options, clients, signal);
      if (drug.match !== 'none') return drug;
    }
    const page = await termSearch(term, searchType, options, clients, signal);
    if (page.hits.length === 0) continue;
    const hit = page.hits.length === 1 ? page.hits[0] : namedAs(term, page.hits, searchType);
    if (!hit) return { ...empty(), match: 'several', candidates: cuiCandidates(page.hits) };
    const preferred = sameName(hit.name, term);
    const via: MatchVia = {
      by: searchType,
      atom: preferred ? hit.name : term,
      source: hit.rootSource,
      preferred,
    };
    return withConcept({ ...empty(), match: MATCH_OF[searchType], via }, hit.ui, options, clients, signal);
  }
  return drugFirst ? empty() : suggested(term, options, clients, signal);
}

/**
 * Nothing matched the line: what it may have meant (a typo, a drug with its strength), as a
 * `suggestion` the status rules send to review. One answer is filled like a match, for one
 * click to confirm; several are candidates to choose from.
 */
async function suggested(
  term: string,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const s = await suggestFor(term, clients, signal);
  if (!s) return empty();
  const base: Resolution = { ...empty(), match: 'suggestion', note: s.note };
  if (s.picks.length > 1)
    return { ...base, candidates: s.picks.map((p) => ({ id: p.id, name: p.name, idType: s.idType })) };
  const pick = s.picks[0]!;
  const via: MatchVia = { by: 'suggestion', atom: pick.name, source: pick.source, preferred: false };
  if (s.idType === 'CUI') return withConcept({ ...base, via }, pick.id, options, clients, signal);
  const r = await resolveRxcui(pick.id, options, clients, signal);
  return r.id ? { ...r, match: 'suggestion', note: s.note, via } : empty();
}

/**
 * A source code: its default preferred atom names the code and the concept it belongs to, and
 * the concept read adds the concept's name and semantic types. Two calls: the exact code search
 * (`inputType=sourceUi`) answers with the concepts' names, not the code's, and without types,
 * so it could not replace either. A code whose atoms sit in several concepts (a MeSH entry
 * term split off into a concept of its own) means the concept of its preferred atom, the one
 * the code's own page names.
 */
async function resolveCode(
  line: DetectedInput,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const source = line.source ?? '';
  const code = line.value;
  const atom = await orNull(clients.getSourcePreferredAtom(source, code, signal));
  if (!atom) {
    const unknown: Resolution = { ...empty(), source, code };
    return bareCode(line) ? asTermInstead(line, unknown, options, clients, signal) : unknown;
  }
  const same = (ref: Atom['code']) => ref?.id.toUpperCase() === code.toUpperCase();
  const base: Resolution = {
    ...empty(),
    source: atom.rootSource,
    code: [atom.code, atom.sourceConcept, atom.sourceDescriptor].find(same)?.id ?? code,
    codeName: atom.name,
  };
  // An obsolete code keeps its name on the row, but is no concept's code unless asked for.
  if (!atom.concept || (atom.obsolete && !options.includeObsolete)) return base;
  const via: MatchVia = { by: 'code', atom: base.code, source: base.source, preferred: false };
  return withConcept({ ...base, match: 'exact', via }, atom.concept.id, options, clients, signal);
}

/**
 * The line named no source (`P450`, `B12`, `D009203`): the detector read a code from its shape
 * alone, and the line may as well be a word (vitamin B12, cytochrome P450).
 */
const bareCode = (line: DetectedInput) => !/[:|]/.test(cleanLine(line.raw));

/** The first page of candidates of a term search. */
const termSearch = (
  term: string,
  searchType: SearchType,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
) =>
  clients.search(
    {
      string: term,
      searchType,
      includeObsolete: options.includeObsolete,
      pageSize: CANDIDATES,
      pageNumber: 1,
    },
    signal,
  );

/**
 * A code read from the line's shape that the service does not know: the line searched as a term
 * (the batch's search types, stopping at the first that finds anything), and what that finds
 * offered as candidates for review, saying why. Never filled as the row's answer: a reviewer
 * picks, and a code typed by hand that is no code finds nothing rather than a term's concept.
 */
async function asTermInstead(
  line: DetectedInput,
  unknown: Resolution,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const term = cleanLine(line.raw);
  for (const searchType of searchOrder(options)) {
    const page = await termSearch(term, searchType, options, clients, signal);
    if (page.hits.length === 0) continue;
    return {
      ...empty(),
      match: 'suggestion',
      candidates: cuiCandidates(page.hits),
      note: `No ${unknown.source} code ${unknown.code}: "${term}" searched as a term (${SEARCH_NAME[searchType]} search)`,
    };
  }
  return unknown;
}

async function resolveRxcui(
  rxcui: string,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const drug = await clients.drug();
  const c = await drug.getRxConceptProperties(rxcui, signal);
  if (!c || !c.RXCUI) return empty();
  const r: Resolution = {
    ...empty(),
    match: 'exact',
    idType: 'RXCUI',
    id: c.RXCUI,
    name: c.STR,
    tty: c.TTY,
    via: { by: 'rxcui', atom: c.RXCUI, source: 'RXNORM', preferred: false },
  };
  return options.targetSource ? withDrugTargets(r, c.RXCUI, options, clients, signal) : r;
}

/**
 * An RxNorm answer's codes in the target source, as the crosswalk finds them: the RXCUI's
 * RXNORM atom names its UMLS concept, and the target's atoms of that concept are the same
 * concept's codes (RXCUI 29046 lisinopril → MeSH D017706). A drug the release does not hold
 * keeps no concept and no codes; the mapping then says why.
 */
async function withDrugTargets(
  r: Resolution,
  rxcui: string,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const atom = await orNull(clients.getSourcePreferredAtom('RXNORM', rxcui, signal));
  const cui = atom?.concept?.id ?? null;
  if (!cui) return r;
  return { ...r, cui, target: await targetCodes(cui, options, clients, signal) };
}

async function resolveNdc(
  ndc11: string,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const drug = await clients.drug();
  const ids = [...new Set(await drug.findRxcuiById('NDC', ndc11, signal))];
  if (ids.length === 0) return { ...empty(), source: 'NDC', code: ndc11 };
  if (ids.length === 1) {
    const r = await resolveRxcui(ids[0]!, options, clients, signal);
    const via: MatchVia | null = r.id ? { by: 'ndc', atom: ndc11, source: 'NDC', preferred: false } : null;
    return { ...r, source: 'NDC', code: ndc11, via };
  }
  const candidates: Candidate[] = [];
  for (const id of ids.slice(0, CANDIDATES)) {
    const c = await drug.getRxConceptProperties(id, signal);
    candidates.push({ id, name: c?.STR ?? '', idType: 'RXCUI' });
  }
  return { ...empty(), match: 'several', source: 'NDC', code: ndc11, candidates };
}

/** One detected line (never `empty`, never with a `problem`: those are not sent). */
export async function resolveLine(
  line: DetectedInput,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  switch (line.kind) {
    case 'term':
      return resolveTerm(line.value, options, clients, signal);
    case 'cui':
      return withConcept(
        { ...empty(), match: 'exact', via: { by: 'cui', atom: line.value, source: null, preferred: false } },
        line.value,
        options,
        clients,
        signal,
      );
    case 'aui': {
      const atom = await orNull(clients.getAtom(line.value, signal));
      if (!atom) return empty();
      const base: Resolution = {
        ...empty(),
        match: 'exact',
        source: atom.rootSource,
        code: atom.code?.id ?? null,
        codeName: atom.name,
        via: { by: 'aui', atom: atom.name, source: atom.rootSource, preferred: false },
      };
      return atom.concept ? withConcept(base, atom.concept.id, options, clients, signal) : base;
    }
    case 'code':
      return resolveCode(line, options, clients, signal);
    case 'rxcui':
      return resolveRxcui(line.value, options, clients, signal);
    case 'ndc':
      return resolveNdc(line.value, options, clients, signal);
    case 'empty':
      return empty();
  }
}

/** A candidate the user picked: resolved as its CUI or RXCUI, keeping the line's code fields. */
export async function resolveCandidate(
  previous: Resolution,
  candidate: Candidate,
  options: ResolveOptions,
  clients: BatchClients,
  signal: AbortSignal,
): Promise<Resolution> {
  const keep = { source: previous.source, code: previous.code, codeName: previous.codeName };
  const r =
    candidate.idType === 'RXCUI'
      ? await resolveRxcui(candidate.id, options, clients, signal)
      : await withConcept({ ...empty(), match: 'exact' }, candidate.id, options, clients, signal);
  return {
    ...r,
    ...keep,
    match: previous.match,
    candidates: previous.candidates,
    manual: true,
    via: { by: 'hand', atom: null, source: null, preferred: false },
  };
}
