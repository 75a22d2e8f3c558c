import { compareToken } from '../compareIds.ts';
import { isRxcui } from '../drugUrls.ts';
import { IDENTIFIER_FORMATS } from '../paths.ts';
import { UMLS_SYSTEM, type BasketEntry } from './types.ts';

/**
 * The compare-page id of a basket entry: the concept it came from (CUI or RXCUI), else the code
 * itself when it is a CUI or an RxNorm code; null when it names no concept (e.g. an ICD code
 * added from its own page without a CUI).
 */
export function entryCompareToken(e: BasketEntry): string | null {
  if (e.from) return compareToken(e.from);
  if (e.system === UMLS_SYSTEM && IDENTIFIER_FORMATS.cui.test(e.code)) return e.code.toUpperCase();
  if (e.system === 'RXNORM' && isRxcui(e.code)) return compareToken({ kind: 'RXCUI', id: e.code });
  return null;
}
