import { decodeSoapResponse } from '../../src/api/rxnorm/decode.ts';
import { buildLargeSoapResponse } from '../../server/rxnorm/bench.ts';
import { decodeTimesInChromium } from './soap-browser.ts';
import { median, round, type Figure } from './stats.ts';

// Runs are many because single decodes of 1 MB swing by ±30% with garbage collection.
const RUNS = 31;

/**
 * The browser decoder on the emulator's real ~1 MB multiRef answer (goal ≤ 30 ms), in Chromium
 * (where users run it) and in Node (where the unit tests run it).
 */
export async function soapFigures(): Promise<Figure[]> {
  const { body, bytes, concepts } = await buildLargeSoapResponse(1_000_000, 'multiRef');
  const decoded = decodeSoapResponse(body) as unknown[]; // warm-up, and a check that it decodes
  if (!Array.isArray(decoded) || decoded.length === 0)
    throw new Error('the 1 MB response did not decode to groups');
  const node: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    decodeSoapResponse(body);
    node.push(performance.now() - t0);
  }
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
