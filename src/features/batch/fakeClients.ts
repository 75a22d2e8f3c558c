import { ApiError } from '../../api/errors.ts';
import type { RxConcept } from '../../api/rxnorm/types.ts';
import type { Atom, Concept, SearchHit } from '../../api/uts/types.ts';
import type { BatchClients } from './resolve.ts';

/**
 * A tiny terminology behind the BatchClients interface, for the resolver's and the page's
 * tests: a few concepts, codes and drugs, and switches for the failures batch must survive.
 */
const concepts: Record<
  string,
  { name: string; stys: string[]; atoms: Array<{ sab: string; code: string; name: string }> }
> = {
  C0018681: {
    name: 'Headache',
    stys: ['Sign or Symptom'],
    atoms: [
      { sab: 'SNOMEDCT_US', code: '25064002', name: 'Headache' },
      { sab: 'SNOMEDCT_US', code: '25064002', name: 'Cephalgia' },
      { sab: 'MSH', code: 'D006261', name: 'Headache' },
    ],
  },
  C0155626: {
    name: 'Acute myocardial infarction',
    stys: ['Disease or Syndrome'],
    atoms: [
      { sab: 'ICD10CM', code: 'I21.9', name: 'Acute myocardial infarction, unspecified' },
      { sab: 'SNOMEDCT_US', code: '57054005', name: 'Acute myocardial infarction' },
    ],
  },
  C1527336: { name: 'Sjögren Syndrome', stys: ['Disease or Syndrome'], atoms: [] },
  // Aspirin's RxNorm ingredient and its MeSH heading share the concept: an RXCUI line reaches MeSH.
  C0004057: {
    name: 'Aspirin',
    stys: ['Pharmacologic Substance'],
    atoms: [
      { sab: 'RXNORM', code: '1191', name: 'aspirin' },
      { sab: 'MSH', code: 'D001241', name: 'Aspirin' },
    ],
  },
  C0018787: { name: 'Heart', stys: ['Body Part, Organ, or Organ Component'], atoms: [] },
  C0015967: { name: 'Fever', stys: ['Sign or Symptom'], atoms: [] },
  C0011860: { name: 'Diabetes Mellitus, Non-Insulin-Dependent', stys: ['Disease or Syndrome'], atoms: [] },
  C0042845: { name: 'Vitamin B 12', stys: ['Vitamin'], atoms: [] },
  C0010762: { name: 'Cytochrome P-450 Enzyme System', stys: ['Enzyme'], atoms: [] },
};
const byExact: Record<string, string[]> = {
  headache: ['C0018681'],
  'sjögren syndrome': ['C1527336'],
  aspirin: ['C0004057'],
  cold: ['C0009443', 'C0234192'],
  // the second concept has a synonym of that name but another preferred name
  'head pain': ['C0018681', 'C0018787'],
  fever: ['C0015967', 'C0018681'],
  // lines a code's shape would claim: cytochrome P450, vitamin B12
  p450: ['C0010762'],
};
const byNormalised: Record<string, string[]> = { headaches: ['C0018681'] };
const byWords: Record<string, string[]> = {
  'heart organ': ['C0018787'],
  b12: ['C0042845', 'C0010762'],
  // a words answer a drug string's reading must come before
  'lisinopril 10mg': ['C0018787'],
};
/** Partial searches (rightTruncation of a word's first half, partial words) for the typo fallback. */
const byPartial: Record<string, string[]> = {
  head: ['C0018681', 'C0018787'],
  'sjögren syndrom': ['C1527336'],
};
/** The drug service's exact string search and its spelling suggestions. */
const rxStrings: Record<string, string[]> = {
  'lisinopril 10 mg': ['314074'],
  'lisinopril 10 mg oral tablet': ['314076'],
  aspirin: ['1191'],
};
const spellings: Record<string, string[]> = { lisinopirl: ['lisinopril'], asprin: ['aspirin', 'aspirin'] };
const codes: Record<string, { name: string; cuis: string[]; obsolete?: boolean }> = {
  'ICD10CM|I21.9': { name: 'Acute myocardial infarction, unspecified', cuis: ['C0155626'] },
  'ICD10CM|E11.9': { name: 'Type 2 diabetes mellitus without complications', cuis: ['C0011860'] },
  'ICD10CM|I20.1': { name: 'Angina pectoris with documented spasm', cuis: ['C0155626'], obsolete: true },
  'MSH|D006261': { name: 'Headache', cuis: ['C0018681'] },
  'RXNORM|1191': { name: 'aspirin', cuis: ['C0004057'] },
};
const drugs: Record<string, RxConcept> = {
  '1191': { RXCUI: '1191', STR: 'aspirin', TTY: 'IN', CUI: null, LAT: 'ENG', SUPPRESS: 'N', SY: null },
  '314074': {
    RXCUI: '314074',
    STR: 'lisinopril 10 MG',
    TTY: 'SCDC',
    CUI: null,
    LAT: 'ENG',
    SUPPRESS: 'N',
    SY: null,
  },
  '314076': {
    RXCUI: '314076',
    STR: 'lisinopril 10 MG Oral Tablet',
    TTY: 'SCD',
    CUI: null,
    LAT: 'ENG',
    SUPPRESS: 'N',
    SY: null,
  },
};
const ndcs: Record<string, string[]> = { '00093111310': ['314076'], '11111111111': ['1191', '314076'] };

const notFound = () => new ApiError('not-found', 'Not found', { status: 404 });
const hit = (ui: string): SearchHit => ({
  ui,
  name: concepts[ui]?.name ?? `Concept ${ui}`,
  rootSource: 'MTH',
  ref: null,
});
const page = (cuis: string[] = []) => ({
  hits: cuis.map(hit),
  pageNumber: 1,
  pageSize: 10,
  recCount: null,
  sentinel: false,
  isLast: true,
});

/** An atom of the fakes links nowhere. */
const NO_LINKS: Atom['links'] = {
  attributes: null,
  relations: null,
  parents: null,
  children: null,
  ancestors: null,
  descendants: null,
};

export interface FakeSwitches {
  /** Calls refused with 401 (a revoked key). */
  keyRevoked: boolean;
  /** Terms whose search answers with an unreadable response. */
  breaking: Set<string>;
  calls: string[];
}

export function fakeClients(delayMs = 0): BatchClients & { switches: FakeSwitches } {
  const switches: FakeSwitches = { keyRevoked: false, breaking: new Set(), calls: [] };
  const call = async (name: string, signal: AbortSignal) => {
    switches.calls.push(name);
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    signal.throwIfAborted();
    if (switches.keyRevoked) throw new ApiError('auth', 'The API key was refused', { status: 401 });
  };
  const concept = (cui: string): Concept => {
    const c = concepts[cui];
    if (!c) throw notFound();
    return {
      kind: 'Concept',
      ui: cui,
      name: c.name,
      status: 'R',
      suppressible: false,
      dateAdded: null,
      majorRevisionDate: null,
      semanticTypes: c.stys.map((name) => ({ name, tui: null })),
      atomCount: c.atoms.length,
      attributeCount: 0,
      cvMemberCount: 0,
      relationCount: 0,
      links: { atoms: null, definitions: null, relations: null, defaultPreferredAtom: null },
      release: '2025AB',
    };
  };
  const ref = (kind: 'CUI' | 'source', id: string, source: string | null = null) => ({
    kind,
    id,
    source,
    release: null,
    url: '',
  });
  return {
    switches,
    async search(p, signal) {
      await call(`search:${p.searchType}${p.partialSearch ? '+partial' : ''}:${p.string}`, signal);
      if (switches.breaking.has(p.string))
        throw new ApiError('bad-response', 'The service sent something unreadable');
      if (p.inputType === 'sourceUi') return page(codes[`${p.sabs}|${p.string}`]?.cuis);
      const key = p.string.toLowerCase();
      const table =
        p.searchType === 'exact'
          ? byExact
          : p.searchType === 'normalizedString'
            ? byNormalised
            : p.partialSearch || p.searchType === 'rightTruncation'
              ? byPartial
              : byWords;
      return page(table[key]);
    },
    async getConcept(cui, signal) {
      await call(`concept:${cui}`, signal);
      return concept(cui);
    },
    async getAtom(aui, signal) {
      await call(`atom:${aui}`, signal);
      if (aui !== 'A0000001') throw notFound();
      return {
        kind: 'Atom',
        ui: aui,
        name: 'Cephalgia',
        termType: 'SY',
        language: 'ENG',
        rootSource: 'SNOMEDCT_US',
        suppressible: false,
        obsolete: false,
        concept: ref('CUI', 'C0018681'),
        code: ref('source', '25064002', 'SNOMEDCT_US'),
        sourceConcept: null,
        sourceDescriptor: null,
        links: NO_LINKS,
        release: '2025AB',
      } satisfies Atom;
    },
    async getSourcePreferredAtom(source, id, signal) {
      await call(`source:${source}:${id}`, signal);
      const c = codes[`${source}|${id}`];
      if (!c) throw notFound();
      return {
        kind: 'Atom',
        ui: `A9${id}`,
        name: c.name,
        termType: 'PT',
        language: 'ENG',
        rootSource: source,
        suppressible: false,
        obsolete: c.obsolete ?? false,
        concept: c.cuis[0] ? ref('CUI', c.cuis[0]) : null,
        code: ref('source', id, source),
        sourceConcept: null,
        sourceDescriptor: null,
        links: NO_LINKS,
        release: '2025AB',
      } satisfies Atom;
    },
    async getConceptAtoms(cui, sab, signal) {
      await call(`atoms:${cui}:${sab}`, signal);
      const atoms = (concepts[cui]?.atoms ?? []).filter((a) => a.sab === sab);
      if (!atoms.length) throw notFound();
      return {
        items: atoms.map(
          (a) => ({ name: a.name, rootSource: a.sab, code: ref('source', a.code, a.sab) }) as Atom,
        ),
        pageNumber: 1,
        pageSize: 25,
        pageCount: 1,
      };
    },
    async drug() {
      return {
        async getRxConceptProperties(rxcui: string, signal?: AbortSignal) {
          await call(`rx:${rxcui}`, signal ?? new AbortController().signal);
          return drugs[rxcui] ?? null;
        },
        async findRxcuiById(idType: string, id: string, signal?: AbortSignal) {
          await call(`ndc:${id}`, signal ?? new AbortController().signal);
          return idType === 'NDC' ? (ndcs[id] ?? []) : [];
        },
        async findRxcuiByString(term: string, signal?: AbortSignal) {
          await call(`rxstring:${term}`, signal ?? new AbortController().signal);
          return rxStrings[term.toLowerCase()] ?? [];
        },
        async getSpellingSuggestions(term: string, signal?: AbortSignal) {
          await call(`spelling:${term}`, signal ?? new AbortController().signal);
          return spellings[term.toLowerCase()] ?? [];
        },
      } as never;
    },
  };
}
