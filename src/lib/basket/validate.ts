import { entryId, type Basket, type BasketEntry } from './types.ts';

/** Why a basket read from a file, a link or storage was refused. */
export class BasketFormatError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BasketFormatError';
  }
}

const SYSTEM = /^[A-Za-z0-9_.-]{1,40}$/;
const MAX_TEXT = 3000;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, what: string, max = MAX_TEXT): string => {
  if (typeof v !== 'string') throw new BasketFormatError(`${what} is missing or not text`);
  if (v.length > max) throw new BasketFormatError(`${what} is longer than ${max} characters`);
  return v;
};

/** One entry, checked field by field; `where` names it in the reason ("entry 3"). */
export function checkEntry(raw: unknown, where: string): BasketEntry {
  if (!isObj(raw)) throw new BasketFormatError(`${where} is not an object`);
  const system = str(raw.system, `${where}: system`, 40);
  if (!SYSTEM.test(system)) throw new BasketFormatError(`${where}: “${system}” is not a source abbreviation`);
  const code = str(raw.code, `${where}: code`, 200).trim();
  if (!code) throw new BasketFormatError(`${where}: the code is empty`);
  const display = str(raw.display ?? '', `${where}: display`);
  const release = str(raw.release ?? 'current', `${where}: release`, 20);
  if (!/^(current|[A-Za-z0-9._-]{1,20})$/.test(release))
    throw new BasketFormatError(`${where}: “${release}” is not a release`);
  const addedAt = str(raw.addedAt ?? new Date().toISOString(), `${where}: addedAt`, 40);
  if (Number.isNaN(Date.parse(addedAt))) throw new BasketFormatError(`${where}: addedAt is not a date`);
  let from: BasketEntry['from'] = null;
  if (raw.from !== null && raw.from !== undefined) {
    if (!isObj(raw.from) || (raw.from.kind !== 'CUI' && raw.from.kind !== 'RXCUI'))
      throw new BasketFormatError(`${where}: “from” is not a CUI or RXCUI`);
    const id = str(raw.from.id, `${where}: from.id`, 20);
    if (!/^[A-Za-z0-9]{1,20}$/.test(id))
      throw new BasketFormatError(`${where}: “${id}” is not an identifier`);
    from = { kind: raw.from.kind, id };
  }
  return { id: entryId(system, code), system, code, display, from, release, addedAt };
}

/** A whole basket; duplicate entries collapse to the first. */
export function checkBasket(raw: unknown): Basket {
  if (!isObj(raw)) throw new BasketFormatError('the basket is not an object');
  if (!Array.isArray(raw.entries)) throw new BasketFormatError('the basket has no list of entries');
  const seen = new Set<string>();
  const entries: BasketEntry[] = [];
  raw.entries.forEach((e, i) => {
    const entry = checkEntry(e, `entry ${i + 1}`);
    if (seen.has(entry.id)) return;
    seen.add(entry.id);
    entries.push(entry);
  });
  return {
    name: str(raw.name ?? 'My value set', 'the name', 200),
    description: str(raw.description ?? '', 'the description'),
    entries,
  };
}

/** What localStorage holds, or null when nothing usable is there. */
export function parseStoredBasket(text: string | null): Basket | null {
  if (!text) return null;
  try {
    return checkBasket(JSON.parse(text));
  } catch {
    return null;
  }
}
