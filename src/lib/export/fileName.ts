/** Which part of a list a file holds: one page (its number) or all of it. */
export type FilePart = number | 'all';

/**
 * `<what>-<release>-<page-N|all>-<yyyymmdd-hhmm>.<ext>`, e.g.
 * `search-heart-attack-2025AB-page-2-20261123-2215.csv` or `crosswalk-MSH-D009203-2025AB-all-….json`:
 * "this page" and "all pages" never share a name. Local time: it is the time the user sees on
 * the clock when they saved the file. Without a part (a file that is not a page of a list, e.g.
 * a basket) the part is left out.
 */
export function exportFileName(
  what: string,
  release: string,
  ext: string,
  now: Date = new Date(),
  part?: FilePart,
) {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}`;
  const which =
    part === undefined ? '' : part === 'all' ? '-all' : `-page-${Math.max(1, Math.trunc(part) || 1)}`;
  return `${slug(what) || 'export'}-${slug(release) || 'current'}${which}-${stamp}.${ext}`;
}

/** The part a meta describes: "all" for an All-pages file, else its page number. */
export const partOf = (meta: { scope: 'page' | 'all'; pageNumber: number | null }): FilePart =>
  meta.scope === 'all' ? 'all' : (meta.pageNumber ?? 1);

/** Letters, digits, `.`, `_`, `-` only (accents folded), so every file system takes the name. */
export function slug(text: string, max = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, max)
    .replace(/[-.]+$/, '');
}
