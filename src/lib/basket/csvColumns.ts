import type { ColumnSpec } from '../export/columns.ts';
import { ruleToText } from './ruleText.ts';
import { fhirSystemFor } from './systems.ts';
import type { BasketEntry } from './types.ts';

/**
 * The basket's CSV: what import reads back (system, code, display, from, release, added). Its
 * headers are in the style of every CSV of the app ("From kind"); import reads them and the
 * snake_case ones of files saved before (importFile.ts).
 */
export const BASKET_COLUMNS: ColumnSpec<BasketEntry>[] = [
  { header: 'System', value: (e) => e.system },
  { header: 'Code', value: (e) => e.code },
  { header: 'Display', value: (e) => e.display },
  { header: 'From kind', value: (e) => e.from?.kind ?? '' },
  { header: 'From id', value: (e) => e.from?.id ?? '' },
  { header: 'Release', value: (e) => e.release },
  { header: 'Added at', value: (e) => e.addedAt },
  { header: 'FHIR system', value: (e) => fhirSystemFor(e.system) ?? '' },
  { header: 'Rule', value: (e) => ruleToText(e.rule), own: true },
];
