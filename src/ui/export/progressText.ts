import type { BulkProgress } from '../../lib/bulk/index.ts';

/** "Page 3 of 10 · 240 rows · 4.2 pages/s": the progress line and the bar's aria-valuetext. */
export function progressText(p: BulkProgress, unit = 'page'): string {
  const of = p.total === null ? '' : ` of ${p.total.toLocaleString('en-US')}`;
  const rate = p.ratePerSecond > 0 ? ` · ${p.ratePerSecond.toFixed(1)} ${unit}s/s` : '';
  const failed = p.failed ? ` · ${p.failed.toLocaleString('en-US')} failed` : '';
  return `${cap(unit)} ${p.done.toLocaleString('en-US')}${of} · ${p.rows.toLocaleString('en-US')} rows${failed}${rate}`;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
