import { VERSION_NOT_STATED, type SourceVersion } from '../../lib/sourceVersion.ts';
import type { PrintView } from './printView.ts';

export interface FooterFacts extends Omit<PrintView, 'titleOf' | 'sourceFrom' | 'sources'> {
  /** The shown sources, each with its own version (sourceVersion.ts); null for a view of none. */
  sourceVersions: readonly SourceVersion[] | null;
  /** The UMLS release the view reads ("2025AB"; "current" until it is resolved). */
  release: string;
  /** The day it is printed, YYYY-MM-DD. */
  date: string;
  /** The page's own address. */
  href: string;
}

/**
 * The line a printout ends with: what the view is, the sources it shows and each one's version,
 * the UMLS release, the date and the link to come back to.
 */
export function printFooterLine(f: FooterFacts): string {
  const of = f.what ?? f.title;
  // A title that already says the kind ("Crosswalk ICD10CM I21.9", "Settings") says it once.
  const said = f.kind && of.toLowerCase().startsWith(f.kind.toLowerCase());
  const what = f.kind && of && !said ? `${f.kind}: ${of}` : of || f.kind || 'Terminology Browser';
  const shown = f.sourceVersions ?? [];
  const sources = shown.length
    ? `${shown.length > 1 ? 'Sources' : 'Source'} ${shown.map((v) => v.sab + versionWords(v)).join('; ')}`
    : null;
  return [what, sources, `UMLS release ${f.release}`, `Printed ${f.date}`, f.link ?? f.href]
    .filter(Boolean)
    .join(' · ');
}

/** The source's version as the line says it. */
function versionWords(v: SourceVersion): string {
  switch (v.state) {
    case 'stated':
      return ` version ${v.version}`;
    case 'not-stated':
      return `, ${VERSION_NOT_STATED}`;
    case 'unknown-source':
      return ' (not a source of this release)';
    default:
      return ', version unknown';
  }
}

/** A day as YYYY-MM-DD in the reader's own time zone. */
export function localDate(d: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
