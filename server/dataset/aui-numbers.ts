/**
 * Format 5 stores each AUI as the number after its "A" (every AUI the dataset has is
 * synthetic, "A9" and 7 digits: SYNTHETIC_ID_PATTERNS.aui), an int column instead of 633,419
 * strings: the reader makes an AUI's string when a record asks for it, and sorts the numbers
 * (AUIs of one width sort as their numbers) without comparing strings.
 */
const WIDTH = 8;
const AUI = /^A\d{8}$/;

/** The stored number of an AUI, or null for a string that is no AUI of the dataset's form. */
export function numberOfAui(aui: string): number | null {
  return AUI.test(aui) ? Number(aui.slice(1)) : null;
}

export function auiOfNumber(n: number): string {
  return `A${String(n).padStart(WIDTH, '0')}`;
}

/** Atom numbers in AUI order: a stable radix sort of the numbers, two passes of 16 bits. */
export function sortedAuiNumbers(values: ArrayLike<number>): Int32Array {
  const n = values.length;
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let next = new Int32Array(n);
  for (const shift of [0, 16]) {
    const start = new Int32Array(65537);
    for (let i = 0; i < n; i++) (start[(((values[i] as number) >>> shift) & 0xffff) + 1] as number)++;
    for (let b = 0; b < 65536; b++) start[b + 1] = (start[b + 1] as number) + (start[b] as number);
    for (let j = 0; j < n; j++) {
      const i = order[j] as number;
      next[(start[((values[i] as number) >>> shift) & 0xffff] as number)++] = i;
    }
    [order, next] = [next, order];
  }
  return order;
}
