import { anyFhirSystemFor } from '../../extraFhirSystems.ts';
import { mappingComment } from './relation.ts';
import type { MappingKind, MappingRow, MappingSetMeta } from './types.ts';

/** R4 ConceptMap.group.element.target.equivalence for each kind (`wider`: the target is broader). */
export const EQUIVALENCE: Readonly<Record<MappingKind, string>> = {
  exact: 'equivalent',
  broader: 'wider',
  narrower: 'narrower',
  related: 'relatedto',
  unmatched: 'unmatched',
};

export interface ConceptMapTarget {
  code?: string;
  display?: string;
  equivalence: string;
  comment: string;
}
export interface ConceptMapGroup {
  source: string;
  sourceVersion: string;
  target?: string;
  targetVersion?: string;
  element: Array<{ code: string; display?: string; target: ConceptMapTarget[] }>;
}
export interface ConceptMap {
  resourceType: 'ConceptMap';
  /** A run that did not finish: complete false, run, pendingRows, rows (RUN_EXTENSION_PATH). */
  extension?: Array<{ url: string; extension: Array<Record<string, string | number | boolean>> }>;
  status: 'draft';
  name: string;
  title: string;
  date: string;
  description: string;
  group: ConceptMapGroup[];
}

export interface ConceptMapExport {
  resource: ConceptMap;
  /** Rows left out because a source has no canonical FHIR system, by source. */
  leftOut: Array<{ source: string; rows: number }>;
  /** Rows written. */
  written: number;
}

/** The extension (on the ConceptMap) that records a run that did not finish, under the app's origin. */
export const RUN_EXTENSION_PATH = '/fhir/StructureDefinition/batch-run';

/** A machine name (R4 cmd-0: starts with a capital, then letters, digits and `_`). */
export function machineName(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return (/^[A-Z]/.test(name) ? name : `Map${name}`).slice(0, 255);
}

/**
 * A FHIR R4 ConceptMap of mapping rows: one group per pair of source and target systems, one
 * element per source code, a target per mapping with its equivalence and, always, a comment
 * saying why (the shared CUI, the UMLS relation, or why nothing was found). A source without a
 * canonical system URI (HL7 Terminology) cannot be named in a group honestly: its rows are left
 * out and counted, and the description says so.
 */
export function buildConceptMap(rows: readonly MappingRow[], meta: MappingSetMeta): ConceptMapExport {
  const groups = new Map<string, ConceptMapGroup>();
  const leftOut = new Map<string, number>();
  let written = 0;
  for (const row of rows) {
    const source = anyFhirSystemFor(row.subject.source);
    const targetSab = row.object?.source ?? row.targetSource ?? null;
    const target = targetSab ? anyFhirSystemFor(targetSab) : null;
    const missing = !source ? row.subject.source : targetSab && !target ? targetSab : null;
    if (missing || !source) {
      const sab = missing ?? row.subject.source;
      leftOut.set(sab, (leftOut.get(sab) ?? 0) + 1);
      continue;
    }
    const key = `${source}|${target ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { source, sourceVersion: meta.release, element: [] };
      if (target) Object.assign(group, { target, targetVersion: meta.release });
      groups.set(key, group);
    }
    let element = group.element.find((e) => e.code === row.subject.code);
    if (!element) {
      element = {
        code: row.subject.code,
        ...(row.subject.label ? { display: row.subject.label } : {}),
        target: [],
      };
      group.element.push(element);
    }
    const t: ConceptMapTarget = {
      equivalence: EQUIVALENCE[row.kind],
      comment: mappingComment(row, meta.release),
    };
    if (row.object && row.kind !== 'unmatched') {
      t.code = row.object.code;
      if (row.object.label) t.display = row.object.label;
    }
    // The same code reached twice the same way (two relations to one code) is one target.
    if (!element.target.some((x) => x.code === t.code && x.equivalence === t.equivalence))
      element.target.push(t);
    written++;
  }
  const left = [...leftOut].map(([source, n]) => ({ source, rows: n }));
  const inc = meta.incomplete;
  const description = [
    ...(inc ? [inc.statement] : []),
    `${meta.title}. Read from UMLS release ${meta.release} at ${meta.page} by the terminology browser ${meta.appVersion} on ${meta.generatedAt}.`,
    'Equivalent: both codes are in one UMLS concept (the comment names the CUI). Wider / narrower / related-to: the target belongs to a concept related by the UMLS relation named in the comment; related, not equivalent. Unmatched: nothing found, the comment says why.',
    ...(left.length
      ? [
          `Left out (no canonical FHIR code system in HL7 Terminology): ${left.map((l) => `${l.rows} mapping${l.rows === 1 ? '' : 's'} with ${l.source}`).join(', ')}.`,
        ]
      : []),
  ].join('\n\n');
  return {
    resource: {
      resourceType: 'ConceptMap',
      ...(inc && {
        extension: [
          {
            url: new URL(RUN_EXTENSION_PATH, meta.origin).toString(),
            extension: [
              { url: 'complete', valueBoolean: false },
              { url: 'run', valueCode: inc.run },
              { url: 'pendingRows', valueUnsignedInt: inc.pendingRows },
              { url: 'rows', valueUnsignedInt: inc.rows },
            ],
          },
        ],
      }),
      // always draft: a mapping read by a browser is for review; an incomplete one says so first
      status: 'draft',
      name: machineName(meta.title),
      title: meta.title,
      date: meta.generatedAt,
      description,
      group: [...groups.values()],
    },
    leftOut: left,
    written,
  };
}

export const conceptMapJson = (out: ConceptMapExport): string => `${JSON.stringify(out.resource, null, 2)}\n`;
