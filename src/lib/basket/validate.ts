import {
  DEFAULT_OPTIONS,
  ruleId,
  type Basket,
  type BasketEntry,
  type BasketOptions,
  type EntryRule,
  type ExpandedCode,
  type StoredExpansion,
} from './types.ts';

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
  const rule = checkRule(raw.rule, where);
  return {
    id: ruleId(system, code, rule),
    system,
    code,
    display,
    from,
    release,
    addedAt,
    ...(rule ? { rule } : {}),
  };
}

/** An entry's rule; absent (or "include this code") is read as no rule. */
function checkRule(raw: unknown, where: string): EntryRule | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isObj(raw)) throw new BasketFormatError(`${where}: the rule is not an object`);
  const scope = raw.scope;
  if (scope !== 'code' && scope !== 'descendants' && scope !== 'products')
    throw new BasketFormatError(`${where}: “${String(scope)}” is not a kind of rule`);
  const exclude = raw.exclude === true;
  if (scope === 'code' && !exclude) return undefined;
  const rule: EntryRule = { exclude, scope };
  if (raw.depth !== undefined && raw.depth !== null) {
    if (
      scope !== 'descendants' ||
      !Number.isInteger(raw.depth) ||
      (raw.depth as number) < 1 ||
      (raw.depth as number) > 50
    )
      throw new BasketFormatError(`${where}: the rule's depth is not a number of levels`);
    rule.depth = raw.depth as number;
  }
  return rule;
}

function checkOptions(raw: unknown): BasketOptions {
  if (!isObj(raw)) return DEFAULT_OPTIONS;
  return { icdGroupers: raw.icdGroupers === true, icdBillableOnly: raw.icdBillableOnly === true };
}

const MAX_EXPANSION = 100_000;

/** A stored expansion; a damaged one is dropped (it can be computed again), never trusted. */
export function checkExpansion(raw: unknown): StoredExpansion | null {
  if (!isObj(raw) || !Array.isArray(raw.codes) || raw.codes.length > MAX_EXPANSION) return null;
  try {
    const codes: ExpandedCode[] = raw.codes.map((c, i) => {
      if (!isObj(c)) throw new BasketFormatError(`expansion code ${i + 1} is not an object`);
      return {
        system: str(c.system, 'expansion system', 40),
        code: str(c.code, 'expansion code', 200),
        display: str(c.display ?? '', 'expansion display'),
        ...(typeof c.rule === 'string' ? { rule: c.rule.slice(0, 300) } : {}),
      };
    });
    const timestamp = str(raw.timestamp, 'expansion timestamp', 40);
    if (Number.isNaN(Date.parse(timestamp))) return null;
    const numbers = (v: unknown): Record<string, number> =>
      isObj(v)
        ? Object.fromEntries(
            Object.entries(v).filter((kv): kv is [string, number] => typeof kv[1] === 'number'),
          )
        : {};
    const texts = (v: unknown): Record<string, string> =>
      isObj(v)
        ? Object.fromEntries(
            Object.entries(v)
              .filter((kv): kv is [string, string] => typeof kv[1] === 'string')
              .map(([k, t]) => [k, t.slice(0, MAX_TEXT)]),
          )
        : {};
    return {
      timestamp,
      release: str(raw.release ?? 'current', 'expansion release', 40),
      ...(typeof raw.resolvedRelease === 'string' && /^[A-Za-z0-9._-]{1,20}$/.test(raw.resolvedRelease)
        ? { resolvedRelease: raw.resolvedRelease }
        : {}),
      rxnormVersion: typeof raw.rxnormVersion === 'string' ? raw.rxnormVersion.slice(0, 100) : null,
      origin: raw.origin === 'imported' ? 'imported' : 'computed',
      rulesKey: typeof raw.rulesKey === 'string' ? raw.rulesKey : '',
      codes,
      contributions: numbers(raw.contributions),
      flags: texts(raw.flags),
      ...(isObj(raw.notRead) && Object.keys(texts(raw.notRead)).length
        ? { notRead: texts(raw.notRead) }
        : {}),
    };
  } catch {
    return null;
  }
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
  const basket: Basket = {
    name: str(raw.name ?? 'My value set', 'the name', 200),
    description: str(raw.description ?? '', 'the description'),
    entries,
  };
  if (raw.options !== undefined) basket.options = checkOptions(raw.options);
  const expansion = raw.expansion === undefined ? null : checkExpansion(raw.expansion);
  if (expansion) basket.expansion = expansion;
  if (typeof raw.url === 'string' && raw.url.trim()) basket.url = str(raw.url.trim(), 'the url', 500);
  if (typeof raw.version === 'string' && raw.version.trim())
    basket.version = str(raw.version.trim(), 'the version', 100);
  return basket;
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
