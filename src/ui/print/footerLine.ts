import type { PrintView } from './printView.ts';

export interface FooterFacts extends Omit<PrintView, 'titleOf'> {
  /** The source's own version, when known (sourceVersion.ts). */
  sourceVersion: string | null;
  /** The UMLS release the view reads ("2025AB"; "current" until it is resolved). */
  release: string;
  /** The day it is printed, YYYY-MM-DD. */
  date: string;
  /** The page's own address. */
  href: string;
}

/**
 * The line a printout ends with: what the view is, the source it shows and that source's
 * version, the UMLS release, the date and the link to come back to.
 */
export function printFooterLine(f: FooterFacts): string {
  const of = f.what ?? f.title;
  const what = f.kind && of ? `${f.kind}: ${of}` : f.kind || of || 'Terminology Browser';
  const source = f.source
    ? `Source ${f.source}${f.sourceVersion ? `, version ${f.sourceVersion}` : ''}`
    : null;
  return [what, source, `UMLS release ${f.release}`, `Printed ${f.date}`, f.link ?? f.href]
    .filter(Boolean)
    .join(' · ');
}

/** A day as YYYY-MM-DD in the reader's own time zone. */
export function localDate(d: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
