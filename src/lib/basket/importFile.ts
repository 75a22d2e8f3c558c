import Papa from 'papaparse';
import { BOM } from '../export/csv.ts';
import { sabForFhirSystem } from './systems.ts';
import type { Basket } from './types.ts';
import { BasketFormatError, checkBasket } from './validate.ts';

/** Files bigger than this are refused before parsing (a 10,000-entry CSV is about 1.5 MB). */
export const MAX_IMPORT_BYTES = 10_000_000;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A FHIR R4 ValueSet with compose.include of systems this app knows, as a basket. */
export function basketFromValueSet(raw: unknown): Basket {
  if (!isObj(raw) || raw.resourceType !== 'ValueSet')
    throw new BasketFormatError('the JSON is not a FHIR ValueSet (resourceType is not "ValueSet")');
  const compose = raw.compose;
  if (!isObj(compose) || !Array.isArray(compose.include) || compose.include.length === 0)
    throw new BasketFormatError('the ValueSet has no compose.include to read codes from');
  const entries: unknown[] = [];
  compose.include.forEach((inc, i) => {
    if (!isObj(inc)) throw new BasketFormatError(`compose.include[${i}] is not an object`);
    if (typeof inc.system !== 'string') throw new BasketFormatError(`compose.include[${i}] has no system`);
    const sab = sabForFhirSystem(inc.system);
    if (!sab)
      throw new BasketFormatError(
        `compose.include[${i}]: the system ${inc.system} is not one this app reads`,
      );
    if (inc.filter !== undefined || inc.valueSet !== undefined)
      throw new BasketFormatError(
        `compose.include[${i}] uses filters or other value sets; only listed codes can be imported`,
      );
    if (!Array.isArray(inc.concept) || inc.concept.length === 0)
      throw new BasketFormatError(`compose.include[${i}] lists no concept codes`);
    inc.concept.forEach((c, j) => {
      if (!isObj(c) || typeof c.code !== 'string')
        throw new BasketFormatError(`compose.include[${i}].concept[${j}] has no code`);
      entries.push({
        system: sab,
        code: c.code,
        display: typeof c.display === 'string' ? c.display : '',
        from:
          sab === 'UMLS'
            ? { kind: 'CUI', id: c.code }
            : sab === 'RXNORM'
              ? { kind: 'RXCUI', id: c.code }
              : null,
        release: 'current',
      });
    });
  });
  return checkBasket({
    name: typeof raw.title === 'string' ? raw.title : typeof raw.name === 'string' ? raw.name : undefined,
    description: typeof raw.description === 'string' ? raw.description : '',
    entries,
  });
}

/** Undoes the export's formula guard: a leading `'` before a formula character. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The basket CSV (BASKET_COLUMNS) back as a basket; `system` and `code` columns are required. */
export function basketFromCsv(text: string, name = 'Imported value set'): Basket {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const parsed = Papa.parse<Record<string, string>>(body, {
    header: true,
    skipEmptyLines: true,
    comments: '#',
  });
  const fields = parsed.meta.fields ?? [];
  for (const f of ['system', 'code'])
    if (!fields.includes(f))
      throw new BasketFormatError(`the CSV has no “${f}” column (found: ${fields.join(', ') || 'none'})`);
  if (parsed.errors.length) {
    const e = parsed.errors[0]!;
    throw new BasketFormatError(`the CSV is malformed at row ${(e.row ?? 0) + 2}: ${e.message}`);
  }
  if (parsed.data.length === 0) throw new BasketFormatError('the CSV has no rows');
  return checkBasket({
    name,
    description: '',
    entries: parsed.data.map((r) => ({
      system: unguard(r.system ?? ''),
      code: unguard(r.code ?? ''),
      display: unguard(r.display ?? ''),
      from: r.from_kind ? { kind: r.from_kind, id: r.from_id } : null,
      release: r.release || 'current',
      addedAt: r.added_at || undefined,
    })),
  });
}

/** A file the user picked: JSON (a ValueSet) or CSV, by content, not by name. */
export function basketFromFile(text: string, fileName: string): Basket {
  if (text.length > MAX_IMPORT_BYTES) throw new BasketFormatError('the file is larger than 10 MB');
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{')) {
    let raw: unknown;
    try {
      raw = JSON.parse(trimmed);
    } catch {
      throw new BasketFormatError('the file is not valid JSON');
    }
    return basketFromValueSet(raw);
  }
  return basketFromCsv(text, fileName.replace(/\.[^.]+$/, '') || 'Imported value set');
}
