/** Small helpers shared by the bench families. */
export type Figure = [name: string, value: number, unit: string];

export const round = (v: number, digits = 3) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The q-quantile of already sorted numbers (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const median = (xs: readonly number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
