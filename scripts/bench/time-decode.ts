import { decodeSoapResponse } from '../../src/api/rxnorm/decode.ts';

/**
 * Decodes a SOAP body once to warm up (and to check that it decodes to a non-empty array),
 * then `runs` times, and returns each time in ms. Node calls it directly; for Chromium it is
 * the entry of the bundle that soap-browser.ts loads into a page, so both measure the same way.
 */
export function timeDecode(body: string, runs: number): number[] {
  const decoded = decodeSoapResponse(body);
  if (!Array.isArray(decoded) || decoded.length === 0)
    throw new Error('the response did not decode to groups');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    decodeSoapResponse(body);
    times.push(performance.now() - t0);
  }
  return times;
}
