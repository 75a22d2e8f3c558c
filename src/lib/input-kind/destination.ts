import { atomPath, conceptPath, drugPath, semanticTypePath, sourceCodePath } from '../paths.ts';
import { recognizeInput, type DetectOptions, type RecognizedInput } from './detect.ts';

/**
 * Where a recognised line goes when a box is submitted:
 * - `page`: an identifier that names one page (CUI, AUI, TUI, RXCUI, `SAB:code`, a MeSH UI);
 * - `code-search`: a bare code guessed by its shape alone (`I21.9`, `B12`): an exact code
 *   search, whose results say what was recognised and offer the words search instead, since
 *   the same shape is sometimes a word;
 * - `ndc`: an NDC, which names a drug only through the drug service (findRxcuiById);
 * - `search`: words.
 */
export type Destination =
  | { kind: 'page'; path: string }
  | { kind: 'code-search'; params: Record<string, string> }
  | { kind: 'ndc'; ndc: string; lookupPath: string }
  | { kind: 'search' };

/** The search parameters of an exact search for one source code, shown by code (not by CUI). */
export function codeSearchParams(code: string, source: string): Record<string, string> {
  return { string: code, searchType: 'exact', inputType: 'sourceUi', sabs: source, returnIdType: 'code' };
}

/** The drug lookup page's search for an NDC (src/lib/drugUrls.ts reads it). */
export const ndcLookupPath = (ndc: string) =>
  `/drugs?${new URLSearchParams({ by: 'id', idType: 'NDC', id: ndc })}`;

/**
 * True when the line named its source (`ICD10CM:I21.9`, `MSH|D009203`, and `ICD10CM/I21.9` in a
 * box of identifiers only), not just its shape.
 */
const namedSource = (r: RecognizedInput) => /[:|/]/.test(r.raw);

export function destinationOf(r: RecognizedInput): Destination {
  if (r.problem) return { kind: 'search' };
  switch (r.kind) {
    case 'cui':
      return { kind: 'page', path: conceptPath(r.value) };
    case 'aui':
      return { kind: 'page', path: atomPath(r.value) };
    case 'tui':
      return { kind: 'page', path: semanticTypePath(r.value) };
    case 'rxcui':
      return { kind: 'page', path: drugPath(r.value) };
    case 'ndc':
      return { kind: 'ndc', ndc: r.value, lookupPath: ndcLookupPath(r.value) };
    case 'code':
      if (!r.source) return { kind: 'search' };
      if (r.source === 'RXNORM' && /^\d+$/.test(r.value)) return { kind: 'page', path: drugPath(r.value) };
      if (r.source === 'ICD10CM' && !namedSource(r))
        return { kind: 'code-search', params: codeSearchParams(r.value, r.source) };
      return { kind: 'page', path: sourceCodePath(r.source, r.value) };
    default:
      return { kind: 'search' };
  }
}

/**
 * Where a box (header, home, search) sends what was typed, by destinationOf: an identifier's
 * page, an exact code search, the drug lookup by NDC, or a words search. `options` are the
 * box's reading of it (the home page's identifier box: identifiers only, a kind forced).
 */
export function pathForTyped(typed: string, options: DetectOptions = {}): string {
  const string = typed.trim();
  const to = destinationOf(recognizeInput(string, options));
  switch (to.kind) {
    case 'page':
      return to.path;
    case 'code-search':
      return `/search?${new URLSearchParams(to.params)}`;
    case 'ndc':
      return to.lookupPath;
    case 'search':
      return `/search?${new URLSearchParams({ string })}`;
  }
}

/** The NDC (11 digits) a box was given, or null. */
export function typedNdc(typed: string, options: DetectOptions = {}): string | null {
  const to = destinationOf(recognizeInput(typed.trim(), options));
  return to.kind === 'ndc' ? to.ndc : null;
}
