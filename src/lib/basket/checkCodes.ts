import { rulesKey } from './expand.ts';
import type { Basket, BasketEntry } from './types.ts';

/** Asks the service whether a code exists: true, false, or null when it cannot say (an error). */
export type CodeCheck = (system: string, code: string, signal?: AbortSignal) => Promise<boolean | null>;

/** Checks beyond this many codes would take minutes at 20 requests a second; the rest are said unchecked. */
export const MAX_CHECKED = 300;

/** What no code of any vocabulary looks like: markup, formulas, spaces, control characters. */
const PLAUSIBLE = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;

/** Whether a code could be one of some vocabulary (import and share links refuse the rest unasked). */
export const isPlausibleCode = (code: string): boolean => PLAUSIBLE.test(code);

export interface CheckedImport {
  basket: Basket;
  /** Single codes the service does not know: left out of the basket, listed for the user. */
  unknown: BasketEntry[];
  /** Codes not asked about (over MAX_CHECKED, or the service could not answer). */
  unchecked: number;
}

/**
 * Checks each single code of an imported basket against the service (rules keep their root
 * even when unknown: the expansion flags them). Unknown codes are taken out and listed, never
 * added silently; a code that cannot be a code (`<script>`, `=cmd|…`) is unknown without a call.
 */
export async function checkImportedCodes(
  basket: Basket,
  check: CodeCheck,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (done: number, of: number) => void } = {},
): Promise<CheckedImport> {
  const singles = basket.entries.filter((e) => !e.rule || e.rule.scope === 'code');
  const toAsk = singles.slice(0, MAX_CHECKED);
  const unknown = new Set<string>();
  let unchecked = singles.length - toAsk.length;
  let done = 0;
  // A few at a time: the shared limiter paces them anyway.
  const queue = [...toAsk];
  const worker = async () => {
    for (let e = queue.shift(); e; e = queue.shift()) {
      signal?.throwIfAborted();
      const known = isPlausibleCode(e.code) ? await check(e.system, e.code, signal) : false;
      if (known === false) unknown.add(e.id);
      else if (known === null) unchecked++;
      onProgress?.(++done, toAsk.length);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const kept: Basket = { ...basket, entries: basket.entries.filter((e) => !unknown.has(e.id)) };
  // An imported expansion stays the one imported; it was read with these rules.
  if (kept.expansion) kept.expansion = { ...kept.expansion, rulesKey: rulesKey(kept) };
  return {
    basket: kept,
    unknown: basket.entries.filter((e) => unknown.has(e.id)),
    unchecked,
  };
}
