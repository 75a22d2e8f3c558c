import { mappingComment } from './relation.ts';
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

/**
 * A shared CUI, or a relation between concepts, is a path through the Metathesaurus: a chain
 * of mappings (SEMAPV), with the CUI or relation named in `comment`. Nothing found was not a
 * matching of any kind.
 */
const JUSTIFICATION: Readonly<Record<MappingKind, string>> = {
  exact: 'semapv:MappingChaining',
  broader: 'semapv:MappingChaining',
  narrower: 'semapv:MappingChaining',
  related: 'semapv:MappingChaining',
  unmatched: 'semapv:UnspecifiedMatching',
};

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

/** A value on one TSV line: no tab or line break inside a cell. */
const cell = (v: string | null | undefined) => (v ?? '').replace(/[\t\r\n]+/g, ' ').trim();

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

/** The UMLS licence: every code and name in the file comes from the Metathesaurus. */
export const UMLS_LICENSE =
  'https://www.nlm.nih.gov/research/umls/knowledge_sources/metathesaurus/release/license_agreement.html';

/** The mapping set's IRI: the page it was made from, with its release pinned (it opens that view). */
export function mappingSetId(meta: MappingSetMeta): string {
  const url = new URL(meta.page, meta.origin);
  url.searchParams.set('release', meta.release);
  return url.toString();
}

/**
 * SSSOM TSV: a `#` YAML metadata block (curie_map with every prefix used, mapping_set_id,
 * license, mapping_date, source versions, tool), a header row and one mapping per row.
 */
export function toSssom(rows: readonly MappingRow[], meta: MappingSetMeta): string {
  const prefixes = new Map<string, string>(Object.entries(FIXED_PREFIXES));
  const use = (sab: string) => prefixes.set(curiePrefix(sab), stemOf(sab));
  const lines = rows.map((row) => {
    use(row.subject.source);
    if (row.object && row.kind !== 'unmatched') use(row.object.source);
    const object = row.kind === 'unmatched' || !row.object ? null : row.object;
    const values: Record<(typeof SSSOM_COLUMNS)[number], string> = {
      subject_id: curie(row.subject.source, row.subject.code),
      subject_label: cell(row.subject.label),
      predicate_id: PREDICATE[row.kind],
      object_id: object ? curie(object.source, object.code) : NO_TERM_FOUND,
      object_label: cell(object?.label),
      mapping_justification: JUSTIFICATION[row.kind],
      comment: cell(mappingComment(row, meta.release)),
    };
    return SSSOM_COLUMNS.map((c) => values[c]).join('\t');
  });
  const inc = meta.incomplete;
  // A run that did not finish: its statement first in the description and comment, its facts in
  // `other` (SSSOM's slot for pipe-separated key: value pairs).
  const first = (text: string) => (inc ? `${inc.statement} ${text}` : text);
  const header = [
    'curie_map:',
    ...[...prefixes].sort(([a], [b]) => a.localeCompare(b)).map(([p, iri]) => `  ${p}: ${yaml(iri)}`),
    `mapping_set_id: ${yaml(mappingSetId(meta))}`,
    `mapping_set_title: ${yaml(meta.title)}`,
    `mapping_set_description: ${yaml(first(`Read from UMLS release ${meta.release} at ${meta.page}; exact = the codes share a UMLS CUI, broad/narrow/related = the object's concept is related to the subject's by the UMLS relation named in comment (not equivalent).`))}`,
    `license: ${yaml(UMLS_LICENSE)}`,
    `mapping_date: ${yaml(meta.generatedAt.slice(0, 10))}`,
    `mapping_tool: ${yaml(`terminology browser ${meta.appVersion}`)}`,
    `subject_source_version: ${yaml(meta.release)}`,
    `object_source_version: ${yaml(meta.release)}`,
    `comment: ${yaml(first(`Generated ${meta.generatedAt}; codes and names from the UMLS Metathesaurus ${meta.release}.`))}`,
    ...(inc
      ? [
          `other: ${yaml(`complete: false|run: ${inc.run}|pending_rows: ${inc.pendingRows}|rows: ${inc.rows}`)}`,
        ]
      : []),
  ];
  return `${[...header.map((l) => `#${l}`), SSSOM_COLUMNS.join('\t'), ...lines].join('\n')}\n`;
}
