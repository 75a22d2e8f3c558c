import { decodeSoapResponse } from '../../src/api/rxnorm/decode.ts';
import { buildLargeSoapResponse } from '../../server/rxnorm/bench.ts';
import { median, round, type Figure } from './stats.ts';

const RUNS = 15;

/** The browser decoder on the emulator's real ~1 MB multiRef answer (goal ≤ 30 ms). */
export async function soapFigures(): Promise<Figure[]> {
  const { body, bytes, concepts } = await buildLargeSoapResponse(1_000_000, 'multiRef');
  const decoded = decodeSoapResponse(body) as unknown[]; // warm-up, and a check that it decodes
  if (!Array.isArray(decoded) || decoded.length === 0)
    throw new Error('the 1 MB response did not decode to groups');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    decodeSoapResponse(body);
    times.push(performance.now() - t0);
  }
  return [
    ['soap.decode_1mb_multiref.bytes', bytes, 'B'],
    ['soap.decode_1mb_multiref.concepts', concepts, 'concepts'],
    ['soap.decode_1mb_multiref.median', round(median(times), 2), 'ms'],
    ['soap.decode_1mb_multiref.max', round(Math.max(...times), 2), 'ms'],
  ];
}
