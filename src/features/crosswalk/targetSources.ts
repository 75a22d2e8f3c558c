/** `?targetSource=` holds root source abbreviations, comma-separated as on the wire. */
export function readTargetSources(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function writeTargetSources(current: URLSearchParams, sabs: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  if (sabs.length) next.set('targetSource', sabs.join(','));
  else next.delete('targetSource');
  return next;
}
