import { assertNoApiKey } from '../export/provenance.ts';
import { fhirSystemFor, RETIRED_SYSTEMS } from './systems.ts';
import type { Basket, BasketEntry } from './types.ts';

/** The parts of an R4 ValueSet this export writes (a unit test checks them against an R4 schema). */
export interface FhirValueSet {
  resourceType: 'ValueSet';
  status: 'draft';
  name: string;
  title: string;
  description?: string;
  purpose?: string;
  date: string;
  compose: {
    include: { system: string; concept: { code: string; display?: string }[] }[];
  };
}

export interface ValueSetExport {
  valueSet: FhirValueSet;
  /** Sources with no known FHIR URI: not in compose.include, each with how many codes were left out. */
  omitted: { system: string; count: number }[];
  /** What the user should know about the file (retired system URIs). */
  notes: string[];
}

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

export function buildValueSet(basket: Basket, now: Date = new Date()): ValueSetExport {
  const include: FhirValueSet['compose']['include'] = [];
  const omitted: ValueSetExport['omitted'] = [];
  const notes: string[] = [];
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
    include.push({
      system: uri,
      concept: entries.map((e) => (e.display ? { code: e.code, display: e.display } : { code: e.code })),
    });
  }
  if (omitted.length)
    notes.push(
      `Left out (no known FHIR system URI): ${omitted.map((o) => `${o.system} (${o.count})`).join(', ')}.`,
    );
  const releases = [...new Set(basket.entries.map((e) => e.release))].sort();
  const purpose = [
    `Collected in the Terminology Browser from UMLS release${releases.length === 1 ? '' : 's'} ${releases.join(', ') || 'current'}.`,
    ...notes,
  ].join(' ');
  const title = basket.name.trim() || 'My value set';
  const valueSet: FhirValueSet = {
    resourceType: 'ValueSet',
    status: 'draft',
    name: machineName(title),
    title,
    ...(basket.description.trim() ? { description: basket.description.trim() } : {}),
    purpose,
    date: now.toISOString(),
    compose: { include },
  };
  return { valueSet, omitted, notes };
}

export function valueSetJson(result: ValueSetExport): string {
  return assertNoApiKey(`${JSON.stringify(result.valueSet, null, 2)}\n`);
}
