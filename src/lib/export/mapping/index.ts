/**
 * Mapping files (../shared/reference/mappings.md): FHIR R4 ConceptMap and SSSOM TSV, from plain
 * mapping rows any page can make (crosswalk, its related fallback, batch).
 */
export type {
  IncompleteRun,
  Justification,
  MappedCode,
  MappingKind,
  MappingLine,
  MappingRow,
  MappingSetMeta,
} from './types.ts';
export { justificationOf, rowComment, mappingSetUuid, hasSubjectId, SEMAPV } from './lineFields.ts';
export { kindOfRelation, mappingComment } from './relation.ts';
export { buildConceptMap, conceptMapJson, EQUIVALENCE, machineName, type ConceptMap } from './conceptMap.ts';
export {
  toSssom,
  curie,
  curiePrefix,
  mappingSetId,
  PREDICATE,
  NO_TERM_FOUND,
  SSSOM_COLUMNS,
} from './sssom.ts';
export { toMappingCsv, MAPPING_KIND_WORDS } from './csv.ts';
export {
  buildMappingExport,
  type MappingFormat,
  type MappingExportRequest,
  type BuiltMappingExport,
} from './build.ts';
