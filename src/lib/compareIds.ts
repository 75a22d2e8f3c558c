import { IDENTIFIER_FORMATS } from './paths.ts';
import { isRxcui } from './drugUrls.ts';
import { splitLinkIds, type LinkIdRules, type SplitLinkIds } from './linkIds.ts';

/**
 * The ids of the compare page (`/compare?ids=…`), comma separated: a UMLS concept is its CUI
 * (`C0027051`), an RxNorm drug concept is `rxcui:` and its RXCUI (`rxcui:161`). The prefix keeps
 * the two apart: an RXCUI is digits only, which no CUI is, but a bare number in a shared link
 * would read as a typo.
 */
export type CompareId = { kind: 'CUI'; id: string } | { kind: 'RXCUI'; id: string };

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;
export const RXCUI_PREFIX = 'rxcui:';

/** The id as written in the URL (`C0027051`, `rxcui:161`). */
export const compareToken = (c: CompareId): string => (c.kind === 'CUI' ? c.id : `${RXCUI_PREFIX}${c.id}`);

/** One written id read back; null when it is neither form. */
export function readCompareToken(raw: string): CompareId | null {
  const text = raw.trim();
  if (IDENTIFIER_FORMATS.cui.test(text)) return { kind: 'CUI', id: text.toUpperCase() };
  if (text.toLowerCase().startsWith(RXCUI_PREFIX)) {
    const id = text.slice(RXCUI_PREFIX.length).trim();
    if (isRxcui(id)) return { kind: 'RXCUI', id };
  }
  return null;
}

/** How the compare link's ids are read (lib/linkIds.ts): codes, AUIs, NDCs are looked up. */
export const compareLinkRules: LinkIdRules = {
  ready: (part) => {
    const id = readCompareToken(part);
    return id && compareToken(id);
  },
  tokenOf: (idType, id) => compareToken({ kind: idType, id }),
  // An RXCUI or an NDC is the drug's own column, as `rxcui:161` is.
  asDrug: true,
  refused: (shown) =>
    `“${shown}” is not a CUI (C and 7 digits, e.g. C0027051) or an RxNorm id (rxcui: and digits, e.g. rxcui:161).`,
  max: MAX_COMPARE,
  tooMany: `At most ${MAX_COMPARE} can be compared side by side`,
};

/**
 * Reads `?ids=`: never throws; CUIs and `rxcui:` ids are ready, source codes, AUIs, NDCs and
 * typed RXCUIs (`RXNORM:161`) are to be looked up; malformed, repeated and surplus ids are named
 * in `problems`.
 */
export const parseCompareIds = (value: string | null): SplitLinkIds => splitLinkIds(value, compareLinkRules);

/** The `ids` value for a list of ids (duplicates dropped, order kept). */
export function formatCompareIds(ids: readonly CompareId[]): string {
  return [...new Set(ids.map(compareToken))].join(',');
}
