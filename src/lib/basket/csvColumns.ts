import type { ColumnSpec } from '../export/columns.ts';
import { optionsToText, ruleToText } from './ruleText.ts';
import { fhirSystemFor } from './systems.ts';
import { DEFAULT_OPTIONS, type BasketEntry, type BasketOptions } from './types.ts';
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
 * The basket's columns with its options: the ICD-10-CM options that shape what its rules give
 * ("icd10cm-billable-only"), on every row, so the file alone rebuilds the same value set.
 */
const withOptions = (options: BasketOptions): ColumnSpec<BasketEntry>[] => [
  ...BASKET_COLUMNS,
  { header: 'Options', value: () => optionsToText(options), own: true },
];

/**
 * The basket's CSV columns for these entries: on the emulator (`isDemo` given), a "Code note"
 * after the code marks a concept id the demo made up (C9…) as its own, so the file does not
 * pass it off as a UMLS CUI. Only when an entry holds one; import ignores the column.
 */
export function basketCsvColumns(
  entries: readonly BasketEntry[],
  isDemo: ((id: string) => boolean) | undefined,
  options: BasketOptions = DEFAULT_OPTIONS,
): readonly ColumnSpec<BasketEntry>[] {
  const columns = withOptions(options);
  const demo = (e: BasketEntry) => e.system === 'UMLS' && !!isDemo?.(e.code);
  if (!entries.some(demo)) return columns;
  return columns.flatMap((c) =>
    c.header === 'Code' ? [c, { header: 'Code note', value: (e) => (demo(e) ? DEMO_CUI_NOTE : '') }] : [c],
  );
}
