/**
 * `npm run bench`: measured figures, one `name value unit` line each. Performance is measured
 * here, never by timed tests. Each figure family lives in scripts/bench/.
 */
import { annotateFigures } from './bench/annotate.ts';
import { basketFigures } from './bench/basket.ts';
import { batchFigures } from './bench/batch.ts';
import { bundleFigures } from './bench/bundle.ts';
import { datasetFigures } from './bench/dataset.ts';
import { benchDisplayTermPrefix } from './bench/drugs.ts';
import { lighthouseFigures } from './bench/lighthouse.ts';
import { relatePaintFigures } from './bench/relate-paint.ts';
import { searchPaintFigures } from './bench/search-paint.ts';
import { soapFigures } from './bench/soap.ts';
import { startFigures } from './bench/start.ts';
import { routeDataFigures } from './bench/route-data.ts';
import { treeFigures } from './bench/tree.ts';
import { hierarchyPaintFigures } from './bench/hierarchy-paint.ts';
import { offlineOpenFigures } from './bench/offline-open.ts';
import type { Figure } from './bench/stats.ts';
import { utsFigures } from './bench/uts.ts';

const families: Array<[string, () => Figure[] | Promise<Figure[]>]> = [
  ['bundle', bundleFigures],
  ['dataset', datasetFigures],
  ['uts', utsFigures],
  ['start', startFigures],
  ['soap', soapFigures],
  ['drugs', benchDisplayTermPrefix],
  ['routes', routeDataFigures],
  ['tree', treeFigures],
  ['batch', batchFigures],
  ['basket', basketFigures],
  ['annotate', annotateFigures],
  ['search-paint', searchPaintFigures],
  ['relate-paint', relatePaintFigures],
  ['hierarchy-paint', hierarchyPaintFigures],
  ['offline-open', offlineOpenFigures],
  ['lighthouse', lighthouseFigures],
];

// BENCH_ONLY=bundle,uts runs only the named families (a quick check while working).
const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
let failed = false;
for (const [name, run] of families) {
  if (only && !only.includes(name)) continue;
  try {
    for (const [figure, value, unit] of await run()) console.log(`${figure} ${value} ${unit}`);
  } catch (err) {
    failed = true;
    console.error(`bench ${name} failed:`, err instanceof Error ? err.message : err);
  }
}
process.exit(failed ? 1 : 0);
