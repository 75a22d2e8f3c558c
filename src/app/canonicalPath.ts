import { canonicalIdentifier } from '../lib/paths.ts';
import { ROUTES, type RouteName } from '../lib/routes.ts';

/**
 * The identifiers of a deep link the way the service knows them: CUIs, AUIs, TUIs and source
 * abbreviations are upper case in the UMLS, and stray spaces come from copy and paste. Codes
 * keep their case (some sources' codes are case-sensitive). Returns the canonical path, or
 * null when the path already is canonical.
 */
export function canonicalPath(name: RouteName, params: Record<string, string | undefined>): string | null {
  const fixed: Record<string, string> = {};
  for (const [key, raw] of Object.entries(params)) {
    if (raw === undefined) continue;
    fixed[key] = canonicalIdentifier(key, raw);
  }
  const changed = Object.entries(params).some(([key, raw]) => raw !== undefined && fixed[key] !== raw);
  if (!changed || Object.values(fixed).some((v) => v === '')) return null;
  return ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(fixed[key] ?? ''));
}
