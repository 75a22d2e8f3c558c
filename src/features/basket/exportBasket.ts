import { basketCsvColumns, buildValueSet, valueSetJson, type Basket } from '../../lib/basket/index.ts';
import type { QueryClient } from '@tanstack/react-query';
import { csvBlob, download, exportFileName, jsonBlob, toCsv } from '../../lib/export/index.ts';
import { versionFacts } from '../../lib/queries/versionFacts.ts';

/** The release for the file name: the one all entries share, or `mixed`. */
function releaseOf(basket: Basket): string {
  const releases = new Set(basket.entries.map((e) => e.release));
  return releases.size === 1 ? ([...releases][0] ?? 'mixed') : 'mixed';
}

/**
 * The ValueSet names each code system by its own version (ICD-10-CM 2021, MeSH 2017), read from
 * the release's source list through the query cache (asked once per session at most).
 */
export async function downloadValueSet(basket: Basket, client: QueryClient) {
  const release = basket.expansion?.resolvedRelease ?? basket.expansion?.release ?? releaseOf(basket);
  const drugs = basket.entries.some((e) => e.system === 'RXNORM');
  const versions = release === 'mixed' ? null : await versionFacts(client, release, { rxnorm: drugs });
  const text = valueSetJson(buildValueSet(basket, { origin: window.location.origin, versions }));
  download(jsonBlob(text), exportFileName(`${basket.name}-valueset`, releaseOf(basket), 'json'));
}

/** `demoIds`: on the emulator, which concept ids the demo made up (noted beside the code). */
export function downloadCsv(basket: Basket, demoIds?: (id: string) => boolean) {
  const text = toCsv(basket.entries, basketCsvColumns(basket.entries, demoIds, basket.options));
  download(csvBlob(text), exportFileName(basket.name, releaseOf(basket), 'csv'));
}
