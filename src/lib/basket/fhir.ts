import { uuidFromText } from '../export/contentId.ts';
import { PUBLISHER } from '../export/publisher.ts';
import { assertNoApiKey } from '../export/secretGuard.ts';
import {
  releaseOnlyFacts,
  systemVersion,
  versionsStatement,
  type VersionFacts,
} from '../export/systemVersion.ts';
import { isIcdGrouper, rulesKey } from './expand.ts';
import { BASKET_OPTIONS_EXTENSION, BASKET_RULE_EXTENSION, optionsToText, ruleToText } from './ruleText.ts';
import { notReadOf } from './settle.ts';
import { fhirSystemFor, RETIRED_SYSTEMS } from './systems.ts';
import { DEFAULT_OPTIONS, type Basket, type BasketEntry } from './types.ts';

/** One compose.include or compose.exclude entry (R4 ValueSet.compose.include). */
export interface ComposeSet {
  extension?: FhirExtension[];
  system: string;
  version?: string;
  concept?: { code: string; display?: string }[];
  filter?: { property: 'concept'; op: 'is-a'; value: string }[];
}

export interface FhirExtension {
  url: string;
  valueString: string;
}

export interface ExpansionParameter {
  name: string;
  valueUri?: string;
  valueString?: string;
}

/** The parts of an R4 ValueSet this export writes (unit tests check them with two validators). */
export interface FhirValueSet {
  resourceType: 'ValueSet';
  extension?: FhirExtension[];
  url: string;
  version: string;
  name: string;
  title: string;
  status: 'draft';
  date: string;
  publisher: string;
  description?: string;
  purpose?: string;
  compose: { include: ComposeSet[]; exclude?: ComposeSet[] };
  expansion?: {
    identifier: string;
    timestamp: string;
    total: number;
    offset: number;
    parameter: ExpansionParameter[];
    contains: { system: string; version?: string; code: string; display?: string }[];
  };
}

export interface ValueSetExport {
  valueSet: FhirValueSet;
  /** Sources with no known FHIR URI: not in the file, each with how many entries were left out. */
  omitted: { system: string; count: number }[];
  /** What the user should know about the file (retired URIs, rules written as lists, …). */
  notes: string[];
}

export { PUBLISHER } from '../export/publisher.ts';

/** A FHIR `name`: starts with a capital letter, then letters, digits, `_` (constraint vsd-0). */
export function machineName(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const name = words.join('');
  return /^[A-Z]/.test(name) ? name.slice(0, 255) : `ValueSet${name}`.slice(0, 255);
}

/** Entries by system, in the order each system first appears. */
export function groupBySystem(entries: readonly BasketEntry[]): Map<string, BasketEntry[]> {
  const groups = new Map<string, BasketEntry[]>();
  for (const e of entries) {
    const list = groups.get(e.system);
    if (list) list.push(e);
    else groups.set(e.system, [e]);
  }
  return groups;
}

/** `https://…` or `http://…` (a canonical the user controls), else null. */
function canonical(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

const concept = (code: string, display: string) => (display ? { code, display } : { code });

export interface BuildOptions {
  now?: Date;
  /**
   * Each system's own version (systemVersion.ts): ICD-10-CM 2021, MeSH 2017, RxNorm as the drug
   * service writes it. Without it only what the basket itself knows is written (CUIs: the UMLS
   * release; RxNorm: the expansion's drug version); other systems get no version, never the
   * UMLS release, which no FHIR server knows them by.
   */
  versions?: VersionFacts | null;
  /** The app's origin, for the default canonical url (`{origin}/fhir/ValueSet/{name}`). */
  origin?: string;
}

/**
 * The basket as an R4 ValueSet with both halves: `compose` holds the rules (single codes as
 * concept[], "with all descendants" as an is-a filter, exclusions in compose.exclude), and
 * `expansion` what they gave when last expanded. A rule FHIR cannot state as a filter (a depth
 * limit, RxNorm products of an ingredient, ICD-10-CM billable only, a chapter or block root) is
 * written as the codes it gave, and the notes say so.
 */
export function buildValueSet(basket: Basket, opts: BuildOptions | Date = {}): ValueSetExport {
  const { now = new Date(), origin = 'https://terminology-browser.invalid' } =
    opts instanceof Date ? { now: opts } : opts;
  const options = basket.options ?? DEFAULT_OPTIONS;
  const expansion = basket.expansion ?? null;
  const fresh = expansion !== null && expansion.rulesKey === rulesKey(basket);
  // Rules the last expansion could not read: its codes are not what the rules give, so the
  // file never carries them as an expansion (a reader would take it for the whole value set).
  const notRead = fresh ? notReadOf(expansion) : {};
  const complete = fresh && Object.keys(notRead).length === 0;
  const umlsRelease = expansion?.resolvedRelease ?? releaseOf(basket, expansion?.release);
  const given = opts instanceof Date ? null : (opts.versions ?? null);
  const facts: VersionFacts = {
    ...(given ?? releaseOnlyFacts(umlsRelease)),
    umlsRelease,
    rxnorm: expansion?.rxnormVersion ?? given?.rxnorm ?? null,
  };
  const versionOf = (system: string): string | undefined => systemVersion(system, facts) ?? undefined;

  const include: ComposeSet[] = [];
  const exclude: ComposeSet[] = [];
  const omitted: ValueSetExport['omitted'] = [];
  const notes: string[] = [];
  let groupersLeftOut = 0;

  for (const [system, entries] of groupBySystem(basket.entries)) {
    const uri = fhirSystemFor(system);
    if (!uri) {
      omitted.push({ system, count: entries.length });
      continue;
    }
    if (RETIRED_SYSTEMS.has(system))
      notes.push(
        `UMLS CUIs use ${uri}, which HL7 Terminology marks as retired (since 2021-11-09); there is no current URI for them.`,
      );
    const version = versionOf(system);
    const base = (): ComposeSet => ({ system: uri, ...(version ? { version } : {}) });
    const singles: { code: string; display?: string }[] = [];
    const excludedSingles: { code: string; display?: string }[] = [];
    for (const e of entries) {
      const rule = e.rule;
      const grouper = system === 'ICD10CM' && isIcdGrouper(e.code);
      if (!rule || rule.scope === 'code') {
        if (grouper && !options.icdGroupers) {
          groupersLeftOut++;
          continue;
        }
        (rule?.exclude ? excludedSingles : singles).push(concept(e.code, e.display));
        continue;
      }
      const filterable =
        rule.scope === 'descendants' &&
        !rule.depth &&
        !grouper &&
        !(system === 'ICD10CM' && options.icdBillableOnly && !rule.exclude);
      if (filterable) {
        (rule.exclude ? exclude : include).push({
          ...base(),
          filter: [{ property: 'concept', op: 'is-a', value: e.code }],
        });
        continue;
      }
      // Not a FHIR filter: the codes the rule gave, from a current expansion.
      const gave = fresh ? expansion.codes.filter((c) => c.rule === e.id) : [];
      if (rule.exclude) {
        excludedSingles.push(concept(e.code, e.display));
        notes.push(`The exclusion of ${system} ${e.code} (${ruleWords(e)}) is written as that code alone.`);
      } else if (gave.length) {
        const sys = rule.scope === 'products' ? fhirSystemFor('RXNORM')! : uri;
        include.push({
          // The rule itself, which this app reads back (importFile.ts): the codes are what
          // any FHIR server can use, the extension what the basket asked for.
          extension: [{ url: BASKET_RULE_EXTENSION, valueString: `${ruleToText(rule)} ${e.code}` }],
          ...(sys === uri ? base() : { system: sys }),
          concept: gave.map((c) => concept(c.code, c.display)),
        });
        notes.push(`${system} ${e.code} (${ruleWords(e)}) is written as the ${gave.length} codes it gave.`);
      } else if (notRead[e.id])
        notes.push(
          `${system} ${e.code} (${ruleWords(e)}) is not in compose: the last expansion could not read it; re-expand when the service answers.`,
        );
      else notes.push(`${system} ${e.code} (${ruleWords(e)}) is not in compose: expand the basket first.`);
    }
    if (singles.length) {
      include.push({ ...base(), concept: singles });
    }
    if (excludedSingles.length) exclude.push({ ...base(), concept: excludedSingles });
  }
  if (groupersLeftOut)
    notes.push(
      `${groupersLeftOut} ICD-10-CM chapter or block label${groupersLeftOut === 1 ? ' is' : 's are'} left out: they group codes and are not codes.`,
    );
  if (omitted.length)
    notes.push(
      `Left out (no known FHIR system URI): ${omitted.map((o) => `${o.system} (${o.count})`).join(', ')}.`,
    );
  if (options.icdBillableOnly) notes.push('ICD-10-CM: billable codes only (leaves).');
  if (expansion && !fresh)
    notes.push(
      'The rules changed since the last expansion, so the file carries no expansion: re-expand first.',
    );
  const unread = Object.keys(notRead);
  if (unread.length)
    notes.push(
      `The last expansion could not read ${unread.length} rule${unread.length === 1 ? '' : 's'} (${unread.map((id) => id.split('|').slice(0, 2).join(' ')).join(', ')}), so the file carries no expansion: re-expand when the service answers.`,
    );
  if (umlsRelease === 'current')
    notes.push('The release was "current" and its name is not known yet, so compose.include has no version.');
  const systems = [...groupBySystem(basket.entries).keys()];
  notes.push(
    `Versions: ${versionsStatement(systems, facts)}. compose.include.version is each code system's own version; a system whose version is not known has none.`,
  );

  const title = basket.name.trim() || 'My value set';
  const name = machineName(title);
  const optionsText = optionsToText(options);
  const valueSet: FhirValueSet = {
    resourceType: 'ValueSet',
    ...(optionsText ? { extension: [{ url: BASKET_OPTIONS_EXTENSION, valueString: optionsText }] } : {}),
    url: canonical(basket.url) ?? `${origin}/fhir/ValueSet/${name}`,
    version: basket.version?.trim() || now.toISOString().slice(0, 10),
    name,
    title,
    status: 'draft',
    date: now.toISOString(),
    publisher: PUBLISHER,
    ...(basket.description.trim() ? { description: basket.description.trim() } : {}),
    purpose: [`Collected in the Terminology Browser from UMLS release ${umlsRelease}.`, ...notes].join(' '),
    compose: { include, ...(exclude.length ? { exclude } : {}) },
  };
  if (complete) valueSet.expansion = expansionOf(expansion, umlsRelease, versionOf);
  return { valueSet, omitted, notes };
}

function ruleWords(e: BasketEntry): string {
  const r = e.rule;
  if (!r || r.scope === 'code') return 'the code';
  if (r.scope === 'products') return 'products containing the ingredient';
  return r.depth ? `descendants to ${r.depth} levels` : 'all descendants';
}

/** The release all entries share (or the expansion's), `current` when unknown or mixed. */
function releaseOf(basket: Basket, expanded: string | undefined): string {
  if (expanded) return expanded;
  const releases = new Set(basket.entries.map((e) => e.release));
  return releases.size === 1 ? [...releases][0]! : 'current';
}

function expansionOf(
  x: NonNullable<Basket['expansion']>,
  umlsRelease: string,
  versionOf: (system: string) => string | undefined,
): NonNullable<FhirValueSet['expansion']> {
  const contains: NonNullable<FhirValueSet['expansion']>['contains'] = [];
  const systems = new Map<string, string | undefined>();
  for (const c of x.codes) {
    const uri = fhirSystemFor(c.system);
    if (!uri) continue;
    const version = versionOf(c.system);
    systems.set(uri, version);
    contains.push({
      system: uri,
      ...(version ? { version } : {}),
      code: c.code,
      ...(c.display ? { display: c.display } : {}),
    });
  }
  const parameter: ExpansionParameter[] = [{ name: 'umls-release', valueString: umlsRelease }];
  if (x.rxnormVersion) parameter.push({ name: 'rxnorm-version', valueString: x.rxnormVersion });
  for (const [uri, version] of systems)
    if (version) parameter.push({ name: 'system-version', valueUri: `${uri}|${version}` });
  return {
    identifier: `urn:uuid:${uuidFromText(x.timestamp + x.rulesKey)}`,
    timestamp: x.timestamp,
    total: contains.length,
    offset: 0,
    parameter,
    contains,
  };
}

export function valueSetJson(result: ValueSetExport): string {
  return assertNoApiKey(`${JSON.stringify(result.valueSet, null, 2)}\n`);
}
