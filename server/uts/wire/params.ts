import { ValidationError } from './reply.ts';

/**
 * Strict query-parameter readers: a value the real service would not understand is a 400,
 * never silently replaced by a default (the browser must not come to rely on leniency).
 */
export function booleanParam(url: URL, name: string, fallback: boolean): boolean {
  const v = url.searchParams.get(name);
  if (v === null) return fallback;
  const lower = v.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw new ValidationError(`Invalid '${name}': expected true or false`);
}

export function positiveIntParam(url: URL, name: string, fallback: number): number {
  const v = url.searchParams.get(name);
  if (v === null) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1 || !Number.isSafeInteger(Number(v))) {
    throw new ValidationError(`Invalid '${name}': expected a positive integer`);
  }
  return Number(v);
}

export function enumParam<T extends string>(url: URL, name: string, values: readonly T[], fallback: T): T {
  const v = url.searchParams.get(name);
  if (v === null) return fallback;
  if (!(values as readonly string[]).includes(v)) {
    throw new ValidationError(`Invalid '${name}': expected one of ${values.join(', ')}`);
  }
  return v as T;
}

/** A comma-separated list; null when the parameter is absent, [] when present but empty. */
export function listParam(url: URL, name: string): string[] | null {
  const v = url.searchParams.get(name);
  if (v === null) return null;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
