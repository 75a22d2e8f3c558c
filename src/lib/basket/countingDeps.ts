import type { ExpandDeps } from './expand.ts';

/** Wraps expansion deps to count service calls and codes read (for a progress line). */
export function countingDeps(deps: ExpandDeps, onCall: (calls: number, codes: number) => void): ExpandDeps {
  let calls = 0;
  let codes = 0;
  const count = async <T extends unknown[] | object | null>(p: Promise<T>): Promise<T> => {
    const v = await p;
    calls++;
    if (Array.isArray(v)) codes += v.length;
    onCall(calls, codes);
    return v;
  };
  return {
    lookup: (s, c, sig) => count(deps.lookup(s, c, sig)),
    descendants: (s, c, sig) => count(deps.descendants(s, c, sig)),
    children: (s, c, sig) => count(deps.children(s, c, sig)),
    products: (r, sig) => count(deps.products(r, sig)),
    rxnormVersion: (sig) => deps.rxnormVersion(sig),
  };
}
