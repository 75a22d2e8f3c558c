/** "copy citation": code | name | source | release | date accessed (ISO). */
export function citation(parts: {
  code: string;
  name: string;
  source: string;
  release: string | null;
  date: Date;
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
  ]
    .map(clean)
    .join(' | ');
}
