import type { InputType, ReturnIdType, SearchParams, SearchType } from '../../api/uts/index.ts';
import { MAX_STRING } from '../../lib/searchText.ts';
import { DEFAULT_PAGE_SIZE, readPageSize, type PageSize } from '../../lib/pageSize.ts';
import { recognizeInput } from '../../lib/input-kind/index.ts';

/**
 * The search form lives in the URL (its route in lib/routes.ts): these two functions are
 * the only translation between `/search?…` and the client's SearchParams, so a shared link
 * restores exactly the same search.
 */
export const SEARCH_TYPES: readonly SearchType[] = [
  'words',
  'exact',
  'leftTruncation',
  'rightTruncation',
  'normalizedString',
  'normalizedWords',
];
export const INPUT_TYPES: readonly InputType[] = [
  'atom',
  'code',
  'sourceConcept',
  'sourceDescriptor',
  'sourceUi',
  'tty',
];
export const RETURN_ID_TYPES: readonly ReturnIdType[] = [
  'concept',
  'aui',
  'code',
  'sourceConcept',
  'sourceDescriptor',
  'sourceUi',
];
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface SearchForm {
  string: string;
  searchType: SearchType;
  inputType: InputType;
  returnIdType: ReturnIdType;
  sabs: string[];
  partialSearch: boolean;
  semanticTypes: string[];
  semanticGroups: string[];
  includeObsolete: boolean;
  includeSuppressible: boolean;
  pageNumber: number;
  /** Rows per page (`pageSize=`, 25/50/100/200). */
  pageSize: PageSize;
  /**
   * `asWords=true`: search the string as words even when it looks like a code (effectiveForm).
   * Optional so that a form written without it means "recognise codes".
   */
  asWords?: boolean;
}

export const DEFAULT_FORM: SearchForm = {
  string: '',
  searchType: 'words',
  inputType: 'atom',
  returnIdType: 'concept',
  sabs: [],
  partialSearch: false,
  semanticTypes: [],
  semanticGroups: [],
  includeObsolete: false,
  includeSuppressible: false,
  pageNumber: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const oneOf = <T extends string>(allowed: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
const list = (v: string | null, sep: string) =>
  v
    ? v
        .split(sep)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const bool = (v: string | null) => v === 'true';

export function formFromUrl(params: URLSearchParams): SearchForm {
  const page = Number(params.get('pageNumber'));
  return {
    string: (params.get('string') ?? '').slice(0, MAX_STRING),
    searchType: oneOf(SEARCH_TYPES, params.get('searchType'), DEFAULT_FORM.searchType),
    inputType: oneOf(INPUT_TYPES, params.get('inputType'), DEFAULT_FORM.inputType),
    returnIdType: oneOf(RETURN_ID_TYPES, params.get('returnIdType'), DEFAULT_FORM.returnIdType),
    sabs: list(params.get('sabs'), ','),
    partialSearch: bool(params.get('partialSearch')),
    semanticTypes: list(params.get('semanticTypes'), '|'),
    semanticGroups: list(params.get('semanticGroups'), '|'),
    includeObsolete: bool(params.get('includeObsolete')),
    includeSuppressible: bool(params.get('includeSuppressible')),
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: readPageSize(params.get('pageSize')),
    asWords: bool(params.get('asWords')),
  };
}

/** Only what differs from the defaults goes in the URL; `release` is carried over. */
export function formToUrl(form: SearchForm, release: string | null): URLSearchParams {
  const p = new URLSearchParams();
  p.set('string', form.string);
  if (form.searchType !== DEFAULT_FORM.searchType) p.set('searchType', form.searchType);
  if (form.inputType !== DEFAULT_FORM.inputType) p.set('inputType', form.inputType);
  if (form.returnIdType !== DEFAULT_FORM.returnIdType) p.set('returnIdType', form.returnIdType);
  if (form.sabs.length) p.set('sabs', form.sabs.join(','));
  if (form.partialSearch) p.set('partialSearch', 'true');
  if (form.semanticTypes.length) p.set('semanticTypes', form.semanticTypes.join('|'));
  if (form.semanticGroups.length) p.set('semanticGroups', form.semanticGroups.join('|'));
  if (form.includeObsolete) p.set('includeObsolete', 'true');
  if (form.includeSuppressible) p.set('includeSuppressible', 'true');
  if (form.pageNumber > 1) p.set('pageNumber', String(form.pageNumber));
  if (form.pageSize !== DEFAULT_PAGE_SIZE) p.set('pageSize', String(form.pageSize));
  if (form.asWords) p.set('asWords', 'true');
  if (release) p.set('release', release);
  return p;
}

/** Every option but the string and the page at its default: a plain words search. */
export const isPlainSearch = (form: SearchForm) =>
  form.searchType === DEFAULT_FORM.searchType &&
  form.inputType === DEFAULT_FORM.inputType &&
  form.returnIdType === DEFAULT_FORM.returnIdType &&
  form.sabs.length === 0 &&
  !form.partialSearch &&
  form.semanticTypes.length === 0 &&
  form.semanticGroups.length === 0;

/**
 * The search actually sent for a form: a plain search for a string the app's detector reads as a
 * source code (`I21.9`, `I219`, `D009203`, `GO:0005737`, `29046` as an RxNorm code) is an exact
 * search for that code in its source, shown by code, unless the user asked for words
 * (`asWords`). The page says so (Recognized.tsx). Other identifiers (CUIs, AUIs, NDCs) are
 * searched as typed: the service finds CUIs and AUIs by words too, and the page offers theirs.
 */
export function effectiveForm(form: SearchForm): SearchForm {
  if (form.asWords || !isPlainSearch(form)) return form;
  const r = recognizeInput(form.string);
  const code =
    r.kind === 'code' && r.source && !r.problem
      ? { code: r.value, sab: r.source }
      : r.kind === 'rxcui'
        ? { code: r.value, sab: 'RXNORM' }
        : null;
  if (!code) return form;
  return {
    ...form,
    string: code.code,
    searchType: 'exact',
    inputType: 'sourceUi',
    returnIdType: 'code',
    sabs: [code.sab],
  };
}

/** The client's parameters of the search a form stands for (effectiveForm). */
export function formToParams(urlForm: SearchForm): SearchParams {
  const form = effectiveForm(urlForm);
  return {
    string: form.string,
    searchType: form.searchType,
    inputType: form.inputType,
    returnIdType: form.returnIdType,
    sabs: form.sabs.length ? form.sabs : undefined,
    partialSearch: form.partialSearch || undefined,
    semanticTypes: form.semanticTypes.length ? form.semanticTypes : undefined,
    semanticGroups: form.semanticGroups.length ? form.semanticGroups : undefined,
    includeObsolete: form.includeObsolete || undefined,
    includeSuppressible: form.includeSuppressible || undefined,
    pageNumber: form.pageNumber,
    pageSize: form.pageSize,
  };
}
