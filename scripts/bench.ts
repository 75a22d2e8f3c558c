/**
 * `npm run bench`: measured figures, one `name value unit` line each. Performance is measured
 * here, never by timed tests. Each figure family lives in scripts/bench/.
 */
import { bundleFigures, type Figure } from './bench/bundle.ts';

const families: Array<[string, () => Figure[] | Promise<Figure[]>]> = [['bundle', bundleFigures]];

let failed = false;
for (const [name, run] of families) {
  try {
    for (const [figure, value, unit] of await run()) console.log(`${figure} ${value} ${unit}`);
  } catch (err) {
    failed = true;
    console.error(`bench ${name} failed:`, err instanceof Error ? err.message : err);
  }
}
process.exit(failed ? 1 : 0);
