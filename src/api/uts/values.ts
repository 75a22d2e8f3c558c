import { ApiError } from '../errors.ts';
import type { UtsDate } from './types.ts';

/**
 * The UTS value conventions (reference §4.3) in one place: "NONE" and JSON null mean "no
 * value", Atom flags are "true"/"false" strings, Concept dates are MM-DD-YYYY, and fields
 * come and go between eras. Required identity fields (ui, name) must be there; counts and
 * flags default to 0 / false, because older and newer releases omit different ones.
 */
export const NONE = 'NONE';

export function badResponse(message: string, path?: string): ApiError {
  return new ApiError('bad-response', message, { path });
}

/** "NONE" / null / undefined → null. */
export function noneToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === NONE ? null : value;
}

/** MM-DD-YYYY → { raw, iso: YYYY-MM-DD }; iso null if the text is not such a date. */
export function parseUtsDate(raw: string): UtsDate {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(raw.trim());
  if (!m) return { raw, iso: null };
  const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
  const month = Number(mm);
  const day = Number(dd);
  const probe = new Date(Date.UTC(Number(yyyy), month - 1, day));
  const valid = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return { raw, iso: valid ? `${yyyy}-${mm}-${dd}` : null };
}

/** Reads one wire object; every failure is an ApiError 'bad-response' naming the field. */
export class WireReader {
  private constructor(
    readonly obj: Record<string, unknown>,
    private readonly where: string,
  ) {}

  static of(value: unknown, where: string): WireReader {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badResponse(`${where}: expected an object`);
    }
    return new WireReader(value as Record<string, unknown>, where);
  }

  has(key: string): boolean {
    return this.obj[key] !== undefined;
  }

  private fail(key: string, expected: string): never {
    throw badResponse(`${this.where}.${key}: expected ${expected}`);
  }

  /** A required, non-empty string. */
  str(key: string): string {
    const v = this.obj[key];
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number') return String(v);
    return this.fail(key, 'a string');
  }

  /** A string that may be missing, null, "NONE" (→ null). */
  optStr(key: string): string | null {
    const v = this.obj[key];
    if (v === undefined || v === null) return null;
    if (typeof v === 'number') return String(v);
    if (typeof v !== 'string') return this.fail(key, 'a string or "NONE"');
    return noneToNull(v);
  }

  /** Like optStr, and "" is null too (additionalRelationLabel sends "" for "none"). */
  optText(key: string): string | null {
    return this.optStr(key) || null;
  }

  /** Real booleans, or the strings "true"/"false" (Atom flags). Missing → false. */
  bool(key: string): boolean {
    const v = this.obj[key];
    if (v === undefined || v === null) return false;
    if (typeof v === 'boolean') return v;
    if (v === 'true') return true;
    if (v === 'false') return false;
    return this.fail(key, 'a boolean or "true"/"false"');
  }

  /** A whole number (numeric strings accepted). Missing / "NONE" → null. */
  optInt(key: string): number | null {
    const v = this.obj[key];
    if (v === undefined || v === null || v === NONE) return null;
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
    return this.fail(key, 'a number');
  }

  int(key: string): number {
    return this.optInt(key) ?? 0;
  }

  date(key: string): UtsDate | null {
    const s = this.optStr(key);
    return s === null ? null : parseUtsDate(s);
  }

  /** A nested object, or null when missing / null / "NONE". */
  optObject(key: string): WireReader | null {
    const v = this.obj[key];
    if (v === undefined || v === null || v === NONE) return null;
    return WireReader.of(v, `${this.where}.${key}`);
  }

  /** An array, or [] when missing / null / "NONE". */
  list(key: string): unknown[] {
    const v = this.obj[key];
    if (v === undefined || v === null || v === NONE) return [];
    if (!Array.isArray(v)) return this.fail(key, 'an array');
    return v;
  }
}
