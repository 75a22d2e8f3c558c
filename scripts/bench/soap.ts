import { buildLargeSoapResponse } from '../../server/testing/soap-bench.ts';
import { decodeTimesInChromium } from './soap-browser.ts';
import { median, round, type Figure } from './stats.ts';
import { timeDecode } from './time-decode.ts';

// Runs are many because single decodes of 1 MB swing by ±30% with garbage collection.
const RUNS = 31;

/**
 * The browser decoder on the emulator's real ~1 MB multiRef answer (goal ≤ 30 ms), in Chromium
 * (where users run it) and in Node (where the unit tests run it).
 */
export async function soapFigures(): Promise<Figure[]> {
  const { body, bytes, concepts } = await buildLargeSoapResponse(1_000_000, 'multiRef');
  const node = timeDecode(body, RUNS);
  const chromium = await decodeTimesInChromium(body, RUNS);
  const name = 'soap.decode_1mb_multiref';
  return [
    [`${name}.bytes`, bytes, 'B'],
    [`${name}.concepts`, concepts, 'concepts'],
    [`${name}.chromium.median`, round(median(chromium), 1), 'ms'],
    [`${name}.chromium.min`, round(Math.min(...chromium), 1), 'ms'],
    [`${name}.node.median`, round(median(node), 1), 'ms'],
    [`${name}.node.min`, round(Math.min(...node), 1), 'ms'],
  ];
}
