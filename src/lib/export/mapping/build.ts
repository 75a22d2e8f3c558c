import { exportFileName, type FilePart } from '../fileName.ts';
import { assertNoApiKey } from '../provenance.ts';
import { csvBlob } from '../csv.ts';
import { buildConceptMap, conceptMapJson } from './conceptMap.ts';
import { toMappingCsv } from './csv.ts';
import { toSssom } from './sssom.ts';
import type { MappingRow, MappingSetMeta } from './types.ts';

export type MappingFormat = 'conceptmap' | 'sssom' | 'csv';

export interface MappingExportRequest {
  format: MappingFormat;
  rows: readonly MappingRow[];
  meta: MappingSetMeta;
  /** File name stem, e.g. "crosswalk ICD10CM I21". */
  what: string;
  /** "page N" or "all", as every export's file name says. */
  part?: FilePart;
}

export interface BuiltMappingExport {
  blob: Blob;
  fileName: string;
  text: string;
  /** ConceptMap only: rows left out for want of a FHIR system, by source. */
  leftOut: Array<{ source: string; rows: number }>;
}

/** Mapping rows to a ConceptMap (`…-conceptmap.json`), an SSSOM file (`….sssom.tsv`) or a CSV. */
export function buildMappingExport(req: MappingExportRequest): BuiltMappingExport {
  const now = new Date(req.meta.generatedAt);
  if (req.format === 'conceptmap') {
    const out = buildConceptMap(req.rows, req.meta);
    const text = assertNoApiKey(conceptMapJson(out));
    return {
      text,
      leftOut: out.leftOut,
      fileName: exportFileName(`${req.what} conceptmap`, req.meta.release, 'json', now, req.part),
      blob: new Blob([text], { type: 'application/fhir+json;charset=utf-8' }),
    };
  }
  if (req.format === 'csv') {
    const text = assertNoApiKey(toMappingCsv(req.rows, req.meta));
    return {
      text,
      leftOut: [],
      fileName: exportFileName(`${req.what} mapping`, req.meta.release, 'csv', now, req.part),
      blob: csvBlob(text),
    };
  }
  const text = assertNoApiKey(toSssom(req.rows, req.meta));
  return {
    text,
    leftOut: [],
    fileName: exportFileName(req.what, req.meta.release, 'sssom.tsv', now, req.part),
    blob: new Blob([text], { type: 'text/tab-separated-values;charset=utf-8' }),
  };
}
