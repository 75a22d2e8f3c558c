/** The kind of one typed or pasted line: term, CUI, AUI, source code, RXCUI or NDC. */
export {
  detectInput,
  cleanLine,
  CUI_PATTERN,
  AUI_PATTERN,
  INPUT_KINDS,
  type DetectedInput,
  type DetectOptions,
  type InputKind,
} from './detect.ts';
export { normalizeNdc, formatNdc11 } from './ndc.ts';
