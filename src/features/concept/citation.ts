/**
 * "copy citation": code | name | source | release | date accessed (ISO) | the page's URL,
 * pinned to that release so the link shows what was cited.
 */
export function citation(parts: {
  code: string;
  name: string;
  source: string;
  release: string | null;
  date: Date;
  url?: string;
}): string {
  const clean = (s: string) =>
    s
      .replace(/\s*\|\s*/g, ' / ')
      .replace(/\s+/g, ' ')
      .trim();
  return [
    parts.code,
    parts.name,
    parts.source,
    parts.release ?? 'current',
    parts.date.toISOString().slice(0, 10),
    ...(parts.url ? [parts.url] : []),
  ]
    .map(clean)
    .join(' | ');
}
