import { ApiError } from '../errors.ts';
import type { SoapValue } from './decode.ts';
import type { RxConcept, RxConceptGroup, RxTermInfo } from './types.ts';

/**
 * Turns decoded SOAP values into the domain types. A value of the wrong shape (a bean where
 * a string belongs, a string where a list belongs) is a bad response, never a guess.
 */

type Fields = { [field: string]: SoapValue };

function shapeError(what: string, operation: string): ApiError {
  return new ApiError('bad-response', `The drug vocabulary service sent ${what} for ${operation}`);
}

function isFields(v: SoapValue): v is Fields {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function toOptionalString(v: SoapValue | undefined, operation: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  throw shapeError('a structure where a string belongs', operation);
}

/**
 * A list whose nil items carry nothing and are dropped; a nil list is empty, and so is an
 * empty element that came without the array type (the decoder then can only see "").
 */
function toList<T>(v: SoapValue | undefined, operation: string, item: (x: SoapValue) => T): T[] {
  if (v === undefined || v === null || v === '') return [];
  if (!Array.isArray(v)) throw shapeError('a single value where a list belongs', operation);
  const out: T[] = [];
  for (const x of v) if (x !== null) out.push(item(x));
  return out;
}

export function toStringList(v: SoapValue, operation: string): string[] {
  return toList(v, operation, (x) => {
    if (typeof x !== 'string') throw shapeError('a structure in a list of strings', operation);
    return x;
  });
}

function fieldsOf(v: SoapValue, bean: string, operation: string): Fields {
  if (!isFields(v)) throw shapeError(`something other than an ${bean}`, operation);
  return v;
}

export function toConcept(v: SoapValue, operation: string): RxConcept {
  const f = fieldsOf(v, 'RxConcept', operation);
  const s = (name: keyof RxConcept) => toOptionalString(f[name], operation);
  return {
    CUI: s('CUI'),
    LAT: s('LAT'),
    RXCUI: s('RXCUI'),
    STR: s('STR'),
    SUPPRESS: s('SUPPRESS'),
    SY: s('SY'),
    TTY: s('TTY'),
  };
}

export function toConceptList(v: SoapValue, operation: string): RxConcept[] {
  return toList(v, operation, (x) => toConcept(x, operation));
}

export function toConceptGroup(v: SoapValue, operation: string): RxConceptGroup {
  const f = fieldsOf(v, 'RxConceptGroup', operation);
  const concepts = f.rxConcept;
  return {
    rxConcept: concepts === undefined || concepts === null ? null : toConceptList(concepts, operation),
    type: toOptionalString(f.type, operation),
  };
}

export function toConceptGroupList(v: SoapValue, operation: string): RxConceptGroup[] {
  return toList(v, operation, (x) => toConceptGroup(x, operation));
}

export function toTermInfo(v: SoapValue, operation: string): RxTermInfo {
  const f = fieldsOf(v, 'RxTermInfo', operation);
  const s = (name: keyof RxTermInfo) => toOptionalString(f[name], operation);
  return { CODE: s('CODE'), RXCUI: s('RXCUI'), SAB: s('SAB'), STR: s('STR'), TTY: s('TTY') };
}

export function toTermInfoList(v: SoapValue, operation: string): RxTermInfo[] {
  return toList(v, operation, (x) => toTermInfo(x, operation));
}
