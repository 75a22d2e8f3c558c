import { looksHyphenatedNdc, normalizeNdc } from './ndc.ts';

/**
 * What one line of batch input (or the header search box) holds. One detector for both, so
 * typing `I21.9` in the header and pasting it in /batch mean the same thing.
 */
export type InputKind = 'term' | 'cui' | 'aui' | 'code' | 'rxcui' | 'ndc';

export const INPUT_KINDS: ReadonlyArray<{ value: InputKind; label: string }> = [
  { value: 'term', label: 'Term' },
  { value: 'cui', label: 'CUI' },
  { value: 'aui', label: 'AUI' },
  { value: 'code', label: 'Source code' },
  { value: 'rxcui', label: 'RXCUI' },
  { value: 'ndc', label: 'NDC' },
];

export interface DetectedInput {
  /** The line as given. */
  raw: string;
  kind: InputKind | 'empty';
  /**
   * What to look up: the cleaned text for a term; CUI/AUI upper case; the code alone (case
   * kept: some sources' codes are case-sensitive) for a code; the 11-digit NDC; the RXCUI.
   */
  value: string;
  /** Root source abbreviation for kind `code`; null otherwise. */
  source: string | null;
  /** Why this line cannot be looked up as it stands (shown on the row); null when it can. */
  problem: string | null;
}

/** Kinds `recognizeInput` tells apart: detectInput's, plus semantic type identifiers. */
export type RecognizedKind = InputKind | 'tui';

/**
 * detectInput's answer for a box that can open any page: a TUI is read as such too. In words
 * ("an ICD-10-CM code"): describeKind (describe.ts, kept out of the first load's code).
 */
export interface RecognizedInput extends Omit<DetectedInput, 'kind'> {
  kind: RecognizedKind | 'empty';
}

export interface DetectOptions {
  /** The user fixed one kind for every line. */
  force?: InputKind;
  /**
   * Source for bare codes (the batch source picker). When set, a one-word line holding a
   * digit that is not a CUI, AUI, NDC or `SAB:code` is a code of this source, all-digit ones
   * included (SNOMED CT codes are digits too), instead of an RXCUI. One word without a digit
   * ("aspirin") stays a term: codes of the usual sources all hold a digit.
   */
  source?: string | null;
  /**
   * Known root source abbreviations. When given, `xx:code` is a source code only when `xx`
   * is one of them (any case); without it, only an upper-case prefix counts, so "Note:x"
   * stays a term.
   */
  knownSources?: ReadonlySet<string>;
  /**
   * The box takes identifiers only (the home page's "Open by identifier"): `SAB/code` is a
   * source code too, and its source abbreviation may be written in any case (`msh/D009203`).
   * Boxes that also take words leave this off, so "HIV/AIDS", "CD4/CD8" and "Note:x" stay words.
   */
  identifiersOnly?: boolean;
}

// Identifier shapes. The app's one table of identifier formats is moving to src/lib/paths.ts;
// these are the same patterns (IDENTIFIER_FORMATS, read by src/app/canonicalPath.ts) and will
// be imported from there once it exists.
export const CUI_PATTERN = /^C\d{7}$/i;
export const AUI_PATTERN = /^A\d{7,9}$/i;
const SAB_PATTERN = /^[A-Z0-9][A-Z0-9_.-]*$/;

export const TUI_PATTERN = /^T\d{3}$/i;

/**
 * ICD-10-CM: letter, digit, digit or A/B (C4A, C7A, C7B, D3A, M1A, Z3A), then optionally a dot
 * and 1–4 more. The only codes with this shape that users type bare; they go to ICD10CM
 * without a picker. A letter other than A/B third (H2O, H1N1, G6PD) is a word, not a code.
 */
const ICD10CM_PATTERN = /^[A-Z]\d[0-9AB](\.[0-9A-Z]{1,4})?$/i;
/**
 * The same codes without their dot (I219, E1165), as billing files write them. Read only after
 * the identifiers of fixed shape (CUI, AUI, TUI, MeSH UI) that would also fit.
 */
const ICD10CM_DOTLESS = /^([A-Z]\d[0-9AB])([0-9A-Z]{1,4})$/i;
/** MeSH unique identifiers: descriptors D + 6 or 9 digits, supplementary concepts C + 6 or 9 (CUIs have 7). */
const MESH_UI = /^[DC](\d{6}|\d{9})$/i;
/** RXCUIs are at most 7 digits today; 8 leaves room. 9–10 digits are neither RXCUI nor NDC. */
const RXCUI_PATTERN = /^\d{1,8}$/;

/** CURIE prefixes that are not the source's abbreviation; the code keeps the prefix. */
const CURIE_SOURCES: Record<string, string> = { HP: 'HPO', GO: 'GO', DOID: 'DOID' };

/** `NDC: 0093-1113-10`, `RXCUI 29046`, `TUI:T047`: an identifier type named before the value. */
const TYPED_PREFIX = /^(NDC|RXCUI|TUI|STY|CUI|AUI)\s*[:|#\s]\s*(\S.*)$/i;

/** The code as ICD-10-CM writes it: the dot after the category, added when it was left out. */
export function icd10cmDotted(code: string): string {
  const upper = code.toUpperCase();
  const m = ICD10CM_DOTLESS.exec(upper);
  return m ? `${m[1]}.${m[2]}` : upper;
}

/** Without BOMs, zero-width characters and edge white space (any Unicode space), in NFC. */
export function cleanLine(raw: string): string {
  return raw
    .replace(/[\uFEFF\u200B-\u200D\u2060]/g, '')
    .replace(/^[\s\u00A0]+|[\s\u00A0]+$/g, '')
    .normalize('NFC');
}

function splitSourceCode(
  text: string,
  known: ReadonlySet<string> | undefined,
  identifiersOnly = false,
): { source: string; code: string } | null {
  const m = (identifiersOnly ? /^([^\s:|/]+)\s*[:|/]\s*(\S+)$/ : /^([^\s:|]+)\s*[:|]\s*(\S+)$/).exec(text);
  if (!m) return null;
  const [, prefix = '', code = ''] = m;
  const curie = CURIE_SOURCES[prefix.toUpperCase()];
  if (curie && /^\d+$/.test(code)) return { source: curie, code: `${prefix.toUpperCase()}:${code}` };
  const upper = prefix.toUpperCase();
  if (known ? !known.has(upper) : !SAB_PATTERN.test(identifiersOnly ? upper : prefix)) return null;
  return { source: upper, code };
}

function result(
  raw: string,
  kind: RecognizedInput['kind'],
  value: string,
  source: string | null = null,
  problem: string | null = null,
): RecognizedInput {
  return { raw, kind, value, source, problem };
}

/** A source code, written the way its source does: ICD-10-CM with its dot, MeSH UIs upper case. */
function codeResult(raw: string, code: string, source: string): RecognizedInput {
  if (source === 'ICD10CM') return result(raw, 'code', icd10cmDotted(code), source);
  if (source === 'MSH' && MESH_UI.test(code)) return result(raw, 'code', code.toUpperCase(), source);
  if (source === 'NDC') return ndcResult(raw, code);
  return result(raw, 'code', code, source);
}

const NDC_PROBLEM = 'Not an NDC (4-4-2, 5-3-2, 5-4-1 or 11 digits)';
function ndcResult(raw: string, text: string): RecognizedInput {
  const ndc = normalizeNdc(text);
  return ndc ? result(raw, 'ndc', ndc) : result(raw, 'ndc', text, null, NDC_PROBLEM);
}

/**
 * detectInput as batch and compare read a line. A TUI is a term there (no batch column holds
 * semantic types): recognizeInput reads it as one.
 */
export function detectInput(raw: string, options: DetectOptions = {}): DetectedInput {
  const r = recognizeInput(raw, options);
  if (r.kind === 'tui') return result(raw, 'term', cleanLine(raw)) as DetectedInput;
  return r as DetectedInput;
}

/**
 * What a typed or pasted line holds, for every box of the app (header, search, home, batch,
 * compare, relate): the kinds detectInput tells apart, and TUIs.
 */
export function recognizeInput(raw: string, options: DetectOptions = {}): RecognizedInput {
  const text = cleanLine(raw);
  if (!text) return result(raw, 'empty', '');
  const source = options.source?.trim().toUpperCase() || null;
  if (options.force) return forced(raw, text, options.force, source, options);

  if (CUI_PATTERN.test(text)) return result(raw, 'cui', text.toUpperCase());
  if (AUI_PATTERN.test(text)) return result(raw, 'aui', text.toUpperCase());
  const typed = TYPED_PREFIX.exec(text);
  if (typed) {
    const [, type = '', value = ''] = typed;
    const named = typedValue(raw, type.toUpperCase(), value.trim());
    if (named) return named;
  }
  if (TUI_PATTERN.test(text) && !source) return result(raw, 'tui', text.toUpperCase());
  const sc = splitSourceCode(text, options.knownSources, options.identifiersOnly);
  if (sc) return codeResult(raw, sc.code, sc.source);
  const ndc = normalizeNdc(text);
  if (ndc) return result(raw, 'ndc', ndc);
  if (looksHyphenatedNdc(text))
    return result(raw, 'ndc', text, null, 'Not an NDC layout (4-4-2, 5-3-2, 5-4-1 or 11 digits)');
  if (source && !/\s/.test(text) && /\d/.test(text)) return codeResult(raw, text, source);
  if (MESH_UI.test(text)) return result(raw, 'code', text.toUpperCase(), 'MSH');
  if (ICD10CM_PATTERN.test(text) || ICD10CM_DOTLESS.test(text))
    return result(raw, 'code', icd10cmDotted(text), 'ICD10CM');
  if (RXCUI_PATTERN.test(text)) return result(raw, 'rxcui', text.replace(/^0+(?=\d)/, ''));
  if (/^\d{9,10}$/.test(text))
    return result(
      raw,
      'term',
      text,
      null,
      `${text.length} digits: neither an RXCUI nor an NDC (write an NDC with its hyphens, or as 11 digits)`,
    );
  return result(raw, 'term', text);
}

/** The value after `NDC:`, `RXCUI `, `TUI:`…; null when it does not fit (then read as a whole). */
function typedValue(raw: string, type: string, value: string): RecognizedInput | null {
  switch (type) {
    case 'NDC':
      return ndcResult(raw, value);
    case 'RXCUI':
      return RXCUI_PATTERN.test(value) ? result(raw, 'rxcui', value.replace(/^0+(?=\d)/, '')) : null;
    case 'TUI':
    case 'STY':
      return TUI_PATTERN.test(value) ? result(raw, 'tui', value.toUpperCase()) : null;
    case 'CUI':
      return CUI_PATTERN.test(value) ? result(raw, 'cui', value.toUpperCase()) : null;
    case 'AUI':
      return AUI_PATTERN.test(value) ? result(raw, 'aui', value.toUpperCase()) : null;
    default:
      return null;
  }
}

function forced(
  raw: string,
  text: string,
  kind: InputKind,
  source: string | null,
  options: DetectOptions,
): RecognizedInput {
  switch (kind) {
    case 'term':
      return result(raw, 'term', text);
    case 'cui':
      return CUI_PATTERN.test(text)
        ? result(raw, 'cui', text.toUpperCase())
        : result(raw, 'cui', text, null, 'Not a CUI (C and 7 digits)');
    case 'aui':
      return AUI_PATTERN.test(text)
        ? result(raw, 'aui', text.toUpperCase())
        : result(raw, 'aui', text, null, 'Not an AUI (A and 7 to 9 digits)');
    case 'rxcui':
      return RXCUI_PATTERN.test(text)
        ? result(raw, 'rxcui', text.replace(/^0+(?=\d)/, ''))
        : result(raw, 'rxcui', text, null, 'Not an RXCUI (digits only)');
    case 'ndc':
      return ndcResult(raw, text.replace(/^NDC\s*[:|#\s]\s*/i, ''));
    case 'code': {
      const sc = splitSourceCode(text, options.knownSources, options.identifiersOnly);
      if (sc) return codeResult(raw, sc.code, sc.source);
      if (source) return codeResult(raw, text, source);
      if (MESH_UI.test(text)) return result(raw, 'code', text.toUpperCase(), 'MSH');
      if (ICD10CM_PATTERN.test(text) || ICD10CM_DOTLESS.test(text))
        return result(raw, 'code', icd10cmDotted(text), 'ICD10CM');
      return result(raw, 'code', text, null, 'Which source? Write SAB:code or pick a source');
    }
  }
}
