import Papa from 'papaparse';
import { BOM } from '../export/csv.ts';
import { rulesKey } from './expand.ts';
import {
  BASKET_OPTIONS_EXTENSION,
  BASKET_RULE_EXTENSION,
  optionsFromText,
  ruleFromText,
} from './ruleText.ts';
import { sabForFhirSystem } from './systems.ts';
import type { Basket, EntryRule, ExpandedCode, StoredExpansion } from './types.ts';
import { BasketFormatError, checkBasket, checkExpansion } from './validate.ts';

/** Files bigger than this are refused before parsing (a 10,000-entry CSV is about 1.5 MB). */
export const MAX_IMPORT_BYTES = 10_000_000;

/** What an import left out, and why (shown to the user; the rest is imported). */
export interface ImportReport {
  leftOut: { where: string; what: string; why: string }[];
}

export interface ImportResult {
  basket: Basket;
  report: ImportReport;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const RELEASE = /^[A-Za-z0-9._-]{1,20}$/;

/** The FHIR filter shapes a rule can come from: one `concept` is-a / descendent-of filter. */
function ruleOfFilter(filter: unknown[]): { code: string; self: boolean } | string {
  if (filter.length !== 1) return 'several filters in one include (ANDed) have no rule here';
  const f = filter[0];
  if (!isObj(f) || typeof f.value !== 'string' || !f.value.trim()) return 'the filter has no value';
  if (f.property !== 'concept') return `filters on “${String(f.property)}” have no rule here`;
  if (f.op === 'is-a') return { code: f.value.trim(), self: true };
  if (f.op === 'descendent-of') return { code: f.value.trim(), self: false };
  return `the filter operation “${String(f.op)}” has no rule here`;
}

/** Nested expansion.contains, flattened (R4 allows a hierarchy). */
function flatContains(
  list: unknown,
  out: Record<string, unknown>[] = [],
  depth = 0,
): Record<string, unknown>[] {
  if (!Array.isArray(list) || depth > 50) return out;
  for (const c of list) {
    if (!isObj(c)) continue;
    out.push(c);
    flatContains(c.contains, out, depth + 1);
  }
  return out;
}

/**
 * A FHIR R4 ValueSet as a basket: compose.include / exclude become rules (concept[] → codes, an
 * is-a filter → "with all descendants", descendent-of → that plus "exclude the code"); an
 * expansion-only ValueSet (a $expand result, a VSAC download) becomes its codes. A carried
 * expansion is kept as the imported one, to re-expand against. Parts this app cannot read (an
 * unknown system, other filters) are left out and reported; the rest is imported.
 */
export function basketFromValueSet(raw: unknown): ImportResult {
  if (!isObj(raw) || raw.resourceType !== 'ValueSet')
    throw new BasketFormatError('the JSON is not a FHIR ValueSet (resourceType is not "ValueSet")');
  const leftOut: ImportReport['leftOut'] = [];
  const entries: Record<string, unknown>[] = [];
  const compose = isObj(raw.compose) ? raw.compose : null;
  const parts: [string, unknown][] = [
    ['include', compose?.include],
    ['exclude', compose?.exclude],
  ];
  for (const [half, list] of parts) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new BasketFormatError(`compose.${half} is not a list`);
    list.forEach((inc, i) => {
      const where = `compose.${half}[${i}]`;
      if (!isObj(inc)) throw new BasketFormatError(`${where} is not an object`);
      if (typeof inc.system !== 'string') {
        leftOut.push({
          where,
          what: 'no system',
          why: 'value-set references and system-less parts are not read',
        });
        return;
      }
      const sab = sabForFhirSystem(inc.system);
      const concepts = Array.isArray(inc.concept) ? inc.concept : [];
      const filters = Array.isArray(inc.filter) ? inc.filter : [];
      if (!sab) {
        leftOut.push({
          where,
          what: `${inc.system} (${concepts.length + filters.length} item${concepts.length + filters.length === 1 ? '' : 's'})`,
          why: 'a code system this app does not read',
        });
        return;
      }
      if (inc.valueSet !== undefined)
        leftOut.push({ where, what: 'valueSet references', why: 'other value sets are not followed' });
      const release = typeof inc.version === 'string' && RELEASE.test(inc.version) ? inc.version : 'current';
      const exclude = half === 'exclude';
      // A rule this app wrote as the codes it gave comes back as the rule (the codes stay in
      // the expansion it carries).
      const kept = keptRule(inc.extension);
      if (kept) {
        entries.push({
          system: sab,
          code: kept.code,
          display: '',
          from: fromOf(sab, kept.code),
          release,
          rule: kept.rule,
        });
        return;
      }
      concepts.forEach((c, j) => {
        if (!isObj(c) || typeof c.code !== 'string')
          throw new BasketFormatError(`${where}.concept[${j}] has no code`);
        entries.push({
          system: sab,
          code: c.code,
          display: typeof c.display === 'string' ? c.display : '',
          from: fromOf(sab, c.code),
          release,
          ...(exclude ? { rule: { exclude: true, scope: 'code' } satisfies EntryRule } : {}),
        });
      });
      if (filters.length) {
        const r = ruleOfFilter(filters);
        if (typeof r === 'string') leftOut.push({ where, what: `${sab} filter`, why: r });
        else {
          entries.push({
            system: sab,
            code: r.code,
            display: '',
            from: fromOf(sab, r.code),
            release,
            rule: { exclude, scope: 'descendants' } satisfies EntryRule,
          });
          // descendent-of leaves the code itself out (of an include; in an exclude it stays in).
          if (!r.self && !exclude)
            entries.push({
              system: sab,
              code: r.code,
              display: '',
              from: null,
              release,
              rule: { exclude: true, scope: 'code' },
            });
          if (!r.self && exclude)
            entries.push({ system: sab, code: r.code, display: '', from: fromOf(sab, r.code), release });
        }
      }
    });
  }

  const x = isObj(raw.expansion) ? raw.expansion : null;
  const contains = flatContains(x?.contains);
  const codes: ExpandedCode[] = [];
  const unknownInExpansion = new Map<string, number>();
  for (const c of contains) {
    if (typeof c.code !== 'string' || typeof c.system !== 'string') continue;
    const sab = sabForFhirSystem(c.system);
    if (!sab) {
      unknownInExpansion.set(c.system, (unknownInExpansion.get(c.system) ?? 0) + 1);
      continue;
    }
    codes.push({ system: sab, code: c.code, display: typeof c.display === 'string' ? c.display : '' });
  }
  for (const [system, n] of unknownInExpansion)
    leftOut.push({
      where: 'expansion.contains',
      what: `${system} (${n})`,
      why: 'a code system this app does not read',
    });
  const expansionOnly = entries.length === 0 && !compose;
  if (expansionOnly)
    for (const c of codes)
      entries.push({
        system: c.system,
        code: c.code,
        display: c.display,
        from: fromOf(c.system, c.code),
        release: 'current',
      });

  if (entries.length === 0)
    throw new BasketFormatError(
      leftOut.length
        ? `nothing in the ValueSet could be read: ${leftOut.map((l) => `${l.where}: ${l.what}, ${l.why}`).join('; ')}`
        : 'the ValueSet has no compose.include or expansion.contains to read codes from',
    );
  const options = extensionText(raw.extension, BASKET_OPTIONS_EXTENSION);
  const basket = checkBasket({
    ...(options !== null ? { options: optionsFromText(options) } : {}),
    name: typeof raw.title === 'string' ? raw.title : typeof raw.name === 'string' ? raw.name : undefined,
    description: typeof raw.description === 'string' ? raw.description : '',
    entries,
    ...(typeof raw.url === 'string' ? { url: raw.url } : {}),
    ...(typeof raw.version === 'string' ? { version: raw.version } : {}),
  });
  if (x && codes.length) {
    const params = Array.isArray(x.parameter) ? x.parameter.filter(isObj) : [];
    const umls = params.find((p) => p.name === 'umls-release')?.valueString;
    const rx = params.find((p) => p.name === 'rxnorm-version')?.valueString;
    const stored: StoredExpansion | null = checkExpansion({
      timestamp: x.timestamp,
      release: typeof umls === 'string' && RELEASE.test(umls) ? umls : 'current',
      rxnormVersion: typeof rx === 'string' ? rx : null,
      origin: 'imported',
      rulesKey: rulesKey(basket),
      codes,
      contributions: {},
      flags: {},
    });
    if (stored) basket.expansion = stored;
    else leftOut.push({ where: 'expansion', what: 'the expansion', why: 'it has no valid timestamp' });
  }
  return { basket, report: { leftOut } };
}

/** The valueString of the extension `url` in a list of extensions, or null. */
function extensionText(list: unknown, url: string): string | null {
  if (!Array.isArray(list)) return null;
  const found = list.find((x): x is Record<string, unknown> => isObj(x) && x.url === url);
  return typeof found?.valueString === 'string' ? found.valueString : null;
}

/** The rule an include was written from ("+descendants I21"), or null (unreadable: its codes). */
function keptRule(list: unknown): { code: string; rule: EntryRule } | null {
  const m = /^(\S+) (\S+)$/.exec(extensionText(list, BASKET_RULE_EXTENSION) ?? '');
  if (!m) return null;
  try {
    const rule = ruleFromText(m[1]);
    return rule ? { code: m[2]!, rule } : null;
  } catch {
    return null;
  }
}

const fromOf = (sab: string, code: string) =>
  sab === 'UMLS' ? { kind: 'CUI', id: code } : sab === 'RXNORM' ? { kind: 'RXCUI', id: code } : null;

/** Undoes the export's formula guard: a leading `'` before a formula character. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The basket CSV (BASKET_COLUMNS) back as a basket; `system` and `code` columns are required. */
export function basketFromCsv(text: string, name = 'Imported value set'): Basket {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const parsed = Papa.parse<Record<string, string>>(body, {
    header: true,
    skipEmptyLines: true,
    comments: '#',
    // "From kind" (the headers every CSV of the app has) and "from_kind" (files saved before) alike.
    transformHeader: (h) => h.trim().toLowerCase().replace(/\s+/g, '_'),
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
  const options = parsed.data.find((r) => r.options)?.options;
  return checkBasket({
    ...(options ? { options: optionsFromText(unguard(options)) } : {}),
    name,
    description: '',
    entries: parsed.data.map((r, i) => {
      let rule: EntryRule | undefined;
      try {
        rule = ruleFromText(unguard(r.rule ?? ''));
      } catch {
        throw new BasketFormatError(`row ${i + 2}: “${r.rule}” is not a rule`);
      }
      return {
        system: unguard(r.system ?? ''),
        code: unguard(r.code ?? ''),
        display: unguard(r.display ?? ''),
        from: r.from_kind ? { kind: r.from_kind, id: r.from_id } : null,
        release: r.release || 'current',
        addedAt: r.added_at || undefined,
        rule,
      };
    }),
  });
}

/** A file the user picked: JSON (a ValueSet) or CSV, by content, not by name. */
export function basketFromFile(text: string, fileName: string): ImportResult {
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
  return {
    basket: basketFromCsv(text, fileName.replace(/\.[^.]+$/, '') || 'Imported value set'),
    report: { leftOut: [] },
  };
}
