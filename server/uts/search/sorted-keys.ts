/**
 * Keys sorted once at load, so "starts with" (and, on reversed keys, "ends with") is a
 * binary search plus a contiguous slice instead of a scan over every name.
 */
export class SortedKeys {
  private readonly keys: string[];
  private readonly ids: Int32Array;

  constructor(entries: Iterable<[key: string, id: number]>) {
    const all = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = all.map((e) => e[0]);
    this.ids = Int32Array.from(all, (e) => e[1]);
  }

  /** Ids whose key starts with `prefix`, in key order. */
  withPrefix(prefix: string): Int32Array {
    if (!prefix) return new Int32Array(0);
    const from = this.lowerBound(prefix);
    // Every key with the prefix sorts below prefix + the highest code unit.
    const to = this.lowerBound(prefix + '\uffff');
    return this.ids.subarray(from, to);
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] ?? '') < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export function reverse(s: string): string {
  return [...s].reverse().join('');
}
