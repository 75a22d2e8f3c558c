import {
  describeKind,
  ndcLookupPath,
  recognizeInput,
  type RecognizedInput,
} from '../../lib/input-kind/index.ts';
import { atomPath, conceptPath, drugPath, semanticTypePath, sourceCodePath } from '../../lib/paths.ts';
import { DEFAULT_FORM, effectiveForm, type SearchForm } from './searchUrl.ts';

/** What the search page says it recognised in the string, and the links it offers with that. */
export interface Recognition {
  typed: string;
  recognized: RecognizedInput;
  /** e.g. "an ICD-10-CM code" */
  what: string;
  /** The identifier's own page, named for its link ("its page", "the drug"). */
  page: { path: string; label: string } | null;
  /** The code search the page ran instead of the words search (null when it searched as typed). */
  searchedAs: { code: string; source: string } | null;
  /** The same string searched as words (shown when the page searched it as a code). */
  asWords: SearchForm | null;
}

function pageOf(r: RecognizedInput): Recognition['page'] {
  switch (r.kind) {
    case 'cui':
      return { path: conceptPath(r.value), label: `Open concept ${r.value}` };
    case 'aui':
      return { path: atomPath(r.value), label: `Open atom ${r.value}` };
    case 'tui':
      return { path: semanticTypePath(r.value), label: `Open semantic type ${r.value}` };
    case 'rxcui':
      return { path: drugPath(r.value), label: `Open drug ${r.value}` };
    case 'ndc':
      return { path: ndcLookupPath(r.value), label: `Find the drug with NDC ${r.value}` };
    case 'code':
      if (!r.source) return null;
      if (r.source === 'RXNORM' && /^\d+$/.test(r.value))
        return { path: drugPath(r.value), label: `Open drug ${r.value}` };
      return { path: sourceCodePath(r.source, r.value), label: `Open ${r.source} ${r.value}` };
    default:
      return null;
  }
}

/**
 * What the string of a search looks like, when it is an identifier: the page then says "I21.9
 * looks like an ICD-10-CM code", links the identifier's page, and, when it searched the code
 * (effectiveForm, or a code search the header box asked for), offers the words search.
 */
export function recognition(form: SearchForm): Recognition | null {
  if (form.asWords || !form.string.trim()) return null;
  const r = recognizeInput(form.string);
  const what = describeKind(r.kind, r.source, r.value);
  if (!what || r.problem) return null;
  const sent = effectiveForm(form);
  const byCode =
    sent.searchType === 'exact' && sent.inputType === 'sourceUi' && sent.sabs.length === 1 && sent.sabs[0]
      ? { code: sent.string, source: sent.sabs[0] }
      : null;
  // Only a code search for this very code is "searched as": other chosen options were the user's.
  const recognisedCode = r.kind === 'rxcui' ? 'RXNORM' : r.source;
  const searchedAs = byCode && byCode.source === recognisedCode && byCode.code === r.value ? byCode : null;
  return {
    typed: form.string.trim(),
    recognized: r,
    what,
    page: pageOf(r),
    searchedAs,
    asWords: searchedAs
      ? {
          ...form,
          searchType: DEFAULT_FORM.searchType,
          inputType: DEFAULT_FORM.inputType,
          returnIdType: DEFAULT_FORM.returnIdType,
          sabs: [],
          pageNumber: 1,
          asWords: true,
        }
      : null,
  };
}
