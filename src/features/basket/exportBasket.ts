import { basketCsvColumns, buildValueSet, valueSetJson, type Basket } from '../../lib/basket/index.ts';
import { csvBlob, download, exportFileName, jsonBlob, toCsv } from '../../lib/export/index.ts';

/** The release for the file name: the one all entries share, or `mixed`. */
function releaseOf(basket: Basket): string {
  const releases = new Set(basket.entries.map((e) => e.release));
  return releases.size === 1 ? ([...releases][0] ?? 'mixed') : 'mixed';
}

export function downloadValueSet(basket: Basket) {
  const text = valueSetJson(buildValueSet(basket, { origin: window.location.origin }));
  download(jsonBlob(text), exportFileName(`${basket.name}-valueset`, releaseOf(basket), 'json'));
}

/** `demoIds`: on the emulator, which concept ids the demo made up (noted beside the code). */
export function downloadCsv(basket: Basket, demoIds?: (id: string) => boolean) {
  const text = toCsv(basket.entries, basketCsvColumns(basket.entries, demoIds));
  download(csvBlob(text), exportFileName(basket.name, releaseOf(basket), 'csv'));
}
