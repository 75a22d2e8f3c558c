import { anyFhirSystemFor } from '../../extraFhirSystems.ts';
import { PUBLISHER } from '../publisher.ts';
import { releaseOnlyFacts, systemVersion, versionsStatement } from '../systemVersion.ts';
import { hasSubjectId, mappedSystems, justificationOf, mappingSetUuid, rowComment } from './lineFields.ts';
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
type Extension = { url: string; extension: Array<Record<string, string | number | boolean>> };
export interface ConceptMapElement {
  /** The batch line behind the element (LINE_EXTENSION_PATH). */
  extension?: Extension[];
  /** Absent for a batch line that names no code and reached none (its words are the display). */
  code?: string;
  display?: string;
  target: ConceptMapTarget[];
}
export interface ConceptMapGroup {
  /** Absent for the group of batch lines that name no code. */
  source?: string;
  sourceVersion?: string;
  target?: string;
  targetVersion?: string;
  element: ConceptMapElement[];
}
export interface ConceptMap {
  resourceType: 'ConceptMap';
  /** A run that did not finish: complete false, run, pendingRows, rows (RUN_EXTENSION_PATH). */
  extension?: Extension[];
  /** From the content (lineFields.ts): the same mapping set has the same url in every format. */
  url: string;
  version: string;
  status: 'draft';
  name: string;
  title: string;
  date: string;
  publisher: string;
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
/**
 * The extension (on an element) that records the batch line behind it: line, input, match,
 * status, decidedBy, justification (a SEMAPV IRI), reviewer, comment.
 */
export const LINE_EXTENSION_PATH = '/fhir/StructureDefinition/batch-line';
const SEMAPV_IRI = 'https://w3id.org/semapv/vocab/';

function lineExtension(row: MappingRow, origin: string): Extension[] {
  const l = row.line;
  if (!l) return [];
  const parts: Array<Record<string, string | number | boolean>> = [
    { url: 'line', valuePositiveInt: l.line },
    ...(l.input.trim() ? [{ url: 'input', valueString: l.input }] : []),
    ...(l.match ? [{ url: 'match', valueCode: l.match }] : []),
    { url: 'status', valueString: l.status },
    { url: 'decidedBy', valueCode: l.decidedBy },
    { url: 'justification', valueUri: justificationOf(row).replace(/^semapv:/, SEMAPV_IRI) },
    ...(l.reviewer ? [{ url: 'reviewer', valueString: l.reviewer }] : []),
    ...(l.comment.trim() ? [{ url: 'comment', valueString: l.comment.trim() }] : []),
  ];
  return [{ url: new URL(LINE_EXTENSION_PATH, origin).toString(), extension: parts }];
}

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
  const elements = new Map<ConceptMapGroup, Map<string, ConceptMapElement>>();
  let written = 0;
  const facts = meta.versions ?? releaseOnlyFacts(meta.release);
  for (const row of rows) {
    const named = hasSubjectId(row);
    const source = named ? anyFhirSystemFor(row.subject.source) : null;
    const targetSab = row.object?.source ?? row.targetSource ?? null;
    const target = targetSab ? anyFhirSystemFor(targetSab) : null;
    const missing = named && !source ? row.subject.source : targetSab && !target ? targetSab : null;
    if (missing) {
      leftOut.set(missing, (leftOut.get(missing) ?? 0) + 1);
      continue;
    }
    const key = `${source ?? ''}|${target ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      const sourceVersion = named ? systemVersion(row.subject.source, facts) : null;
      const targetVersion = targetSab ? systemVersion(targetSab, facts) : null;
      group = {
        ...(source ? { source } : {}),
        ...(sourceVersion ? { sourceVersion } : {}),
        ...(target ? { target } : {}),
        ...(target && targetVersion ? { targetVersion } : {}),
        element: [],
      };
      groups.set(key, group);
    }
    // A batch writes one element per input line (duplicates included), so the file keeps each.
    const elementKey = `${named ? row.subject.code : ''}#${row.line?.line ?? ''}`;
    let element = elements.get(group)?.get(elementKey);
    if (!element) {
      const ext = lineExtension(row, meta.origin);
      element = {
        ...(ext.length ? { extension: ext } : {}),
        ...(named ? { code: row.subject.code } : {}),
        ...(row.subject.label ? { display: row.subject.label } : {}),
        target: [],
      };
      group.element.push(element);
      if (!elements.has(group)) elements.set(group, new Map());
      elements.get(group)!.set(elementKey, element);
    }
    const t: ConceptMapTarget = {
      equivalence: EQUIVALENCE[row.kind],
      comment: rowComment(row, meta.release, meta.demoIds),
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
    `Versions: ${versionsStatement(mappedSystems(rows), facts)}. Each group's sourceVersion and targetVersion are the code system's own version; a system with no stated version has none.`,
    ...(meta.notInFile?.length
      ? [`Input lines not in this map: ${meta.notInFile.map((l) => `${l.line} (${l.why})`).join(', ')}.`]
      : []),
    ...(rows.some((r) => r.line)
      ? [
          `Each element is one input line (extension ${new URL(LINE_EXTENSION_PATH, meta.origin).toString()}: line, input, match, status, decidedBy, justification, reviewer, comment); an element without a code is a line that named and reached no code.`,
        ]
      : []),
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
      url: `urn:uuid:${mappingSetUuid(rows, meta)}`,
      version: meta.generatedAt.slice(0, 10),
      // always draft: a mapping read by a browser is for review; an incomplete one says so first
      status: 'draft',
      name: machineName(meta.title),
      title: meta.title,
      date: meta.generatedAt,
      publisher: PUBLISHER,
      description,
      group: [...groups.values()],
    },
    leftOut: left,
    written,
  };
}

export const conceptMapJson = (out: ConceptMapExport): string => `${JSON.stringify(out.resource, null, 2)}\n`;
