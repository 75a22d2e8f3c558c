/**
 * `<what>-<release>-<yyyymmdd-hhmm>.<ext>`, e.g. `search-heart-attack-2025AB-20261123-2215.csv`.
 * Local time: it is the time the user sees on the clock when they saved the file.
 */
export function exportFileName(what: string, release: string, ext: 'csv' | 'json', now: Date = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}`;
  return `${slug(what) || 'export'}-${slug(release) || 'current'}-${stamp}.${ext}`;
}

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
