/** The kind of one typed or pasted line: term, CUI, AUI, TUI, source code, RXCUI or NDC. */
export {
  detectInput,
  recognizeInput,
  icd10cmDotted,
  cleanLine,
  CUI_PATTERN,
  AUI_PATTERN,
  TUI_PATTERN,
  INPUT_KINDS,
  type DetectedInput,
  type DetectOptions,
  type InputKind,
  type RecognizedInput,
  type RecognizedKind,
} from './detect.ts';
export { normalizeNdc, formatNdc11 } from './ndc.ts';
export { describeKind } from './describe.ts';
export {
  destinationOf,
  codeSearchParams,
  ndcLookupPath,
  pathForTyped,
  typedNdc,
  type Destination,
} from './destination.ts';
export { drugOfNdc, pathForSubmitted } from './open.ts';
