import { FORMULA_RULE, safeCell } from '../formula.ts';
import { releaseOnlyFacts, systemVersion, versionsStatement } from '../systemVersion.ts';
import { hasSubjectId, mappedSystems, justificationOf, mappingSetUuid, rowComment } from './lineFields.ts';
import type { MappingKind, MappingRow, MappingSetMeta } from './types.ts';

/** SKOS mapping predicates (skos:broadMatch: the object is broader than the subject). */
export const PREDICATE: Readonly<Record<MappingKind, string>> = {
  exact: 'skos:exactMatch',
  broader: 'skos:broadMatch',
  narrower: 'skos:narrowMatch',
  related: 'skos:relatedMatch',
  // With the object sssom:NoTermFound: the SSSOM way to record a subject nothing was found for.
  unmatched: 'skos:exactMatch',
};

/** The object of an unmatched row. */
export const NO_TERM_FOUND = 'sssom:NoTermFound';

/** Prefixes every file declares. */
const FIXED_PREFIXES: Readonly<Record<string, string>> = {
  semapv: 'https://w3id.org/semapv/vocab/',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  sssom: 'https://w3id.org/sssom/',
};

/**
 * IRI stems of the sources' codes. OBO sources whose codes carry their own prefix (GO:0005575,
 * DOID:9408) use the OBO PURL; others the stems their publishers or BioPortal's UMLS-derived
 * ontologies use. A source not listed gets BioPortal's stem for UMLS sources.
 */
const SOURCE_PREFIXES: Readonly<Record<string, string>> = {
  MSH: 'http://id.nlm.nih.gov/mesh/',
  ICD10CM: 'http://purl.bioontology.org/ontology/ICD10CM/',
  SNOMEDCT_US: 'http://snomed.info/id/',
  LNC: 'https://loinc.org/',
  RXNORM: 'http://purl.bioontology.org/ontology/RXNORM/',
  NCI: 'http://purl.obolibrary.org/obo/NCIT_',
  GO: 'http://purl.obolibrary.org/obo/GO_',
  DOID: 'http://purl.obolibrary.org/obo/DOID_',
  HPO: 'http://purl.obolibrary.org/obo/HP_',
  UMLS: 'http://linkedlifedata.com/resource/umls/id/',
};

/** The CURIE prefix of a source: its SAB, with anything a prefix may not hold made `_`. */
export function curiePrefix(sab: string): string {
  const p = sab.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(p) ? p : `_${p}`;
}

const stemOf = (sab: string) =>
  SOURCE_PREFIXES[sab] ?? `http://purl.bioontology.org/ontology/${encodeURIComponent(sab)}/`;

/** `ICD10CM:I21.9`, `GO:0005575` (a code's own `GO:` is not doubled), others percent-encoded. */
export function curie(sab: string, code: string): string {
  const own = `${sab}:`;
  const local =
    SOURCE_PREFIXES[sab]?.includes('obolibrary') && code.startsWith(own) ? code.slice(own.length) : code;
  return `${curiePrefix(sab)}:${local.replace(/[^A-Za-z0-9._~:-]/g, (c) => encodeURIComponent(c))}`;
}

/**
 * A value on one TSV line: no tab or line break inside a cell, bidi controls named, and a
 * formula neutralised (a TSV opens in a spreadsheet as readily as a CSV).
 */
const cell = (v: string | null | undefined) => safeCell((v ?? '').replace(/[\t\r\n]+/g, ' ').trim());
/** A YAML scalar: JSON's double-quoted string is valid YAML and escapes whatever the text holds. */
const yaml = (v: string) => JSON.stringify(v);
export const SSSOM_COLUMNS = [
  'subject_id',
  'subject_label',
  'predicate_id',
  'object_id',
  'object_label',
  'mapping_justification',
  'comment',
] as const;
type Column =
  | (typeof SSSOM_COLUMNS)[number]
  | 'subject_source_version'
  | 'object_source_version'
  | 'reviewer_label'
  | 'other';
/** The UMLS licence: every code and name in the file comes from the Metathesaurus. */
export const UMLS_LICENSE =
  'https://www.nlm.nih.gov/research/umls/knowledge_sources/metathesaurus/release/license_agreement.html';
/** The mapping set's IRI: a URN from its content (lineFields.ts), the same in every format. */
export function mappingSetId(rows: readonly MappingRow[], meta: MappingSetMeta): string {
  return `urn:uuid:${mappingSetUuid(rows, meta)}`;
}
/** `other` (SSSOM's pipe-separated key: value pairs): `|` and `%` in a value percent-encoded. */
const otherValue = (v: string) => v.replace(/%/g, '%25').replace(/\|/g, '%7C');
/** A batch row's line and decision, so the file rebuilds the reviewed table. */
function lineOther(row: MappingRow): string {
  const l = row.line;
  if (!l) return '';
  return [
    `line: ${l.line}`,
    `input: ${otherValue(l.input)}`,
    `match: ${l.match ?? ''}`,
    `status: ${l.status}`,
    `decided_by: ${l.decidedBy}`,
    ...(l.comment.trim() ? [`review_comment: ${otherValue(l.comment.trim())}`] : []),
  ].join('|');
}
/**
 * SSSOM TSV: a `#` YAML metadata block (curie_map with every prefix used, mapping_set_id,
 * license, mapping_date, each side's own version, the UMLS release, tool, the formula guard), a
 * header row and one mapping per row. A batch's rows carry their input line in `other`, the
 * reviewer in `reviewer_label`, and a subject the line could not name is `sssom:NoTermFound`
 * with the line's words as its label. Each side's version is in the metadata when one system is
 * mapped from and to; otherwise per row.
 */
export function toSssom(rows: readonly MappingRow[], meta: MappingSetMeta): string {
  const prefixes = new Map<string, string>(Object.entries(FIXED_PREFIXES));
  const use = (sab: string) => prefixes.set(curiePrefix(sab), stemOf(sab));
  const facts = meta.versions ?? releaseOnlyFacts(meta.release);
  const versionOf = (sab: string | null | undefined) => (sab ? (systemVersion(sab, facts) ?? '') : '');
  const values = rows.map((row): Record<Column, string> => {
    const named = hasSubjectId(row);
    if (named) use(row.subject.source);
    if (row.object && row.kind !== 'unmatched') use(row.object.source);
    const object = row.kind === 'unmatched' || !row.object ? null : row.object;
    return {
      subject_id: named ? curie(row.subject.source, row.subject.code) : NO_TERM_FOUND,
      subject_label: cell(row.subject.label),
      predicate_id: PREDICATE[row.kind],
      object_id: object ? curie(object.source, object.code) : NO_TERM_FOUND,
      object_label: cell(object?.label),
      mapping_justification: justificationOf(row),
      comment: cell(rowComment(row, meta.release, meta.demoIds)),
      subject_source_version: named ? versionOf(row.subject.source) : '',
      object_source_version: object ? versionOf(object.source) : '',
      reviewer_label: cell(row.line?.reviewer),
      other: cell(lineOther(row)),
    };
  });
  // One version on every row that names that side goes in the metadata (SSSOM propagates it);
  // several stay per row; none is left out (the description says which are unknown).
  const known = (c: Column) => new Set(values.map((v) => v[c]).filter(Boolean));
  const shared = (c: Column) => (known(c).size === 1 ? [...known(c)][0]! : null);
  const perRow = (['subject_source_version', 'object_source_version'] as const).filter(
    (c) => known(c).size > 1,
  );
  const columns: Column[] = [
    ...SSSOM_COLUMNS.slice(0, 6),
    ...perRow,
    ...(values.some((v) => v.reviewer_label) ? (['reviewer_label'] as const) : []),
    'comment',
    ...(values.some((v) => v.other) ? (['other'] as const) : []),
  ];
  const lines = values.map((v) => columns.map((c) => v[c]).join('\t'));
  const sides = (['subject_source_version', 'object_source_version'] as const).flatMap((c) => {
    const v = shared(c);
    return v ? [`${c}: ${yaml(v)}`] : [];
  });
  const systems = mappedSystems(rows);
  const versions = versionsStatement(systems, facts);
  const inc = meta.incomplete;
  const missing = meta.notInFile?.length
    ? ` Lines not in this file: ${meta.notInFile.map((l) => `${l.line} (${l.why})`).join(', ')}.`
    : '';
  // A run that did not finish: its statement first in the description and comment, its facts in
  // `other` (SSSOM's slot for pipe-separated key: value pairs).
  const first = (text: string) => (inc ? `${inc.statement} ${text}` : text);
  const header = [
    'curie_map:',
    ...[...prefixes].sort(([a], [b]) => a.localeCompare(b)).map(([p, iri]) => `  ${p}: ${yaml(iri)}`),
    `mapping_set_id: ${yaml(mappingSetId(rows, meta))}`,
    `mapping_set_version: ${yaml(meta.generatedAt.slice(0, 10))}`,
    `mapping_set_title: ${yaml(meta.title)}`,
    `mapping_set_description: ${yaml(first(`Read from UMLS release ${meta.release} at ${meta.page}; versions: ${versions}. exact = the codes share a UMLS CUI, broad/narrow/related = the object's concept is related to the subject's by the UMLS relation named in comment (not equivalent).${missing}`))}`,
    `license: ${yaml(UMLS_LICENSE)}`,
    `mapping_date: ${yaml(meta.generatedAt.slice(0, 10))}`,
    `mapping_tool: ${yaml(`terminology browser ${meta.appVersion}`)}`,
    ...sides,
    `comment: ${yaml(first(`Generated ${meta.generatedAt}; codes and names from the UMLS Metathesaurus ${meta.release}; ${versions}. Formula guard: ${FORMULA_RULE}.`))}`,
    `other: ${yaml([`umls_release: ${meta.release}`, ...(inc ? [`complete: false|run: ${inc.run}|pending_rows: ${inc.pendingRows}|rows: ${inc.rows}`] : ['complete: true']), ...(meta.notInFile?.length ? [`lines_not_in_file: ${meta.notInFile.map((l) => l.line).join(',')}`] : [])].join('|'))}`,
  ];
  return `${[...header.map((l) => `#${l}`), columns.join('\t'), ...lines].join('\n')}\n`;
}
