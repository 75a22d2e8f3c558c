import type { ColumnSpec } from '../export/columns.ts';
import { ruleToText } from './ruleText.ts';
import { fhirSystemFor } from './systems.ts';
import type { BasketEntry } from './types.ts';

/** The basket's CSV: what import reads back (system, code, display, from, release, added). */
export const BASKET_COLUMNS: ColumnSpec<BasketEntry>[] = [
  { header: 'system', value: (e) => e.system },
  { header: 'code', value: (e) => e.code },
  { header: 'display', value: (e) => e.display },
  { header: 'from_kind', value: (e) => e.from?.kind ?? '' },
  { header: 'from_id', value: (e) => e.from?.id ?? '' },
  { header: 'release', value: (e) => e.release },
  { header: 'added_at', value: (e) => e.addedAt },
  { header: 'fhir_system', value: (e) => fhirSystemFor(e.system) ?? '' },
  { header: 'rule', value: (e) => ruleToText(e.rule) },
];
