/**
 * Exports of any table: CSV (RFC 4180, UTF-8 + BOM, papaparse, formulas neutralised) and
 * JSON (`{ meta, rows }`), file names, provenance, and the browser download. No file ever
 * holds the API key (assertNoApiKey).
 */
export {
  type CellValue,
  type ColumnSpec,
  columnKey,
  flatCell,
  isList,
  joinList,
  LIST_SEPARATOR,
} from './columns.ts';
export { neutraliseFormula, looksLikeFormula, nameBidiControls, safeCell, FORMULA_RULE } from './formula.ts';
export { BOM, cellText, commentLine, csvBlob, toCsv, type CsvOptions } from './csv.ts';
export { toJson, jsonBlob } from './json.ts';
export {
  assertNoApiKey,
  buildMeta,
  describeMeta,
  SecretInExportError,
  type ExportMeta,
  type MetaInput,
} from './provenance.ts';
export { exportFileName, partOf, slug, type FilePart } from './fileName.ts';
export { resolveProvenance, type ProvenanceLookups } from './resolve.ts';
export { download } from './download.ts';
export { APP_VERSION } from './appVersion.ts';
export { buildExport, type ExportFormat, type ExportRequest, type BuiltExport } from './build.ts';
