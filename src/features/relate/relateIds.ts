import { describeKind } from '../../lib/input-kind/describe.ts';
import type { RecognizedInput } from '../../lib/input-kind/detect.ts';
import { splitLinkIds, type LinkIdRules, type SplitLinkIds } from '../../lib/linkIds.ts';
import { IDENTIFIER_FORMATS } from '../../lib/paths.ts';

/** How many concepts one relate view draws: more paths than that make no readable picture. */
export const MAX_RELATE = 4;

/**
 * Why an id of the link is not used, naming what it is by the app's one detector. Codes, AUIs,
 * NDCs and typed RXCUIs are looked up; a bare number reads as a typo in a link.
 */
function refused(shown: string, r: RecognizedInput): string {
  const what = r.problem ? null : describeKind(r.kind, r.source, r.value);
  if (r.kind === 'rxcui' && what)
    return `“${shown}” is a bare number: an RxNorm id in a link is written rxcui:${r.value}, and relate shows its UMLS concept.`;
  if (r.kind === 'tui' && what) return `“${shown}” looks like ${what}, not a concept.`;
  return `“${shown}” is not a CUI (C and 7 digits, e.g. C0027051).`;
}

/** How the relate link's ids are read (lib/linkIds.ts): every identifier stands for a UMLS concept. */
export const relateLinkRules: LinkIdRules = {
  ready: (part) => (IDENTIFIER_FORMATS.cui.test(part) ? part.toUpperCase() : null),
  tokenOf: (_idType, id) => id,
  // A hierarchy places UMLS concepts: an RXCUI or NDC stands for the concept that holds it.
  asDrug: false,
  refused,
  max: MAX_RELATE,
  tooMany: `At most ${MAX_RELATE} concepts are related at once`,
};

/** Reads `/relate?ids=…`: CUIs, and identifiers to look up as their concepts. Never throws. */
export const parseRelateIds = (value: string | null): SplitLinkIds => splitLinkIds(value, relateLinkRules);

/** Letters that label the concepts in the tree and the lists: A, B, C, D. */
export const relateLetter = (i: number) => String.fromCharCode(65 + i);
