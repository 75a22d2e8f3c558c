/**
 * Keys sorted once, so "starts with" (and, on reversed keys, "ends with") is a binary
 * search plus a contiguous slice instead of a scan over every name.
 */
export class SortedKeys {
  private readonly keys: string[];
  private readonly ids: Int32Array;

  constructor(entries: Iterable<[key: string, id: number]>) {
    // Sorting "key\0id" strings with the built-in comparison is several times faster than
    // a JS comparator over pairs, and keys never contain NUL.
    const packed: string[] = [];
    for (const [key, id] of entries) packed.push(`${key}\u0000${id}`);
    packed.sort();
    this.keys = new Array<string>(packed.length);
    this.ids = new Int32Array(packed.length);
    for (let i = 0; i < packed.length; i++) {
      const p = packed[i] as string;
      const cut = p.lastIndexOf('\u0000');
      this.keys[i] = p.slice(0, cut);
      this.ids[i] = Number(p.slice(cut + 1));
    }
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
  let out = '';
  for (let i = s.length - 1; i >= 0; i--) out += s[i];
  return out;
}
