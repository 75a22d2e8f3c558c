import type { ColumnSpec } from '../export/columns.ts';
import { ruleToText } from './ruleText.ts';
import { fhirSystemFor } from './systems.ts';
import type { BasketEntry } from './types.ts';
import { DEMO_CUI_NOTE } from '../demoIds.ts';

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

/**
 * The basket's CSV columns for these entries: on the emulator (`isDemo` given), a "Code note"
 * after the code marks a concept id the demo made up (C9…) as its own, so the file does not
 * pass it off as a UMLS CUI. Only when an entry holds one; import ignores the column.
 */
export function basketCsvColumns(
  entries: readonly BasketEntry[],
  isDemo: ((id: string) => boolean) | undefined,
): readonly ColumnSpec<BasketEntry>[] {
  const demo = (e: BasketEntry) => e.system === 'UMLS' && !!isDemo?.(e.code);
  if (!entries.some(demo)) return BASKET_COLUMNS;
  return BASKET_COLUMNS.flatMap((c) =>
    c.header === 'Code' ? [c, { header: 'Code note', value: (e) => (demo(e) ? DEMO_CUI_NOTE : '') }] : [c],
  );
}
