import type { Paging, Query } from './client.ts';

/**
 * Query parameters shared by several endpoint families (reference §5.4, §5.6, §5.8).
 * Lists go on the wire comma-separated; undefined / empty values are left out, because an
 * empty `sabs=` means "no source" to the real service, not "all sources".
 */

export type StringList = string | readonly string[];

export interface AtomFilters extends Paging {
  sabs?: StringList;
  ttys?: StringList;
  /** One three-letter code (ENG, FRE, SPA...). */
  language?: string;
  /** Default false on /atoms, true on /atoms/preferred. */
  includeObsolete?: boolean;
  includeSuppressible?: boolean;
}

export interface RelationFilters extends Paging {
  /** REL values: RB, RN, RO, PAR, CHD, SIB... */
  includeRelationLabels?: StringList;
  /** RELA values: isa, has_finding_site... */
  includeAdditionalRelationLabels?: StringList;
  includeObsolete?: boolean;
  includeSuppressible?: boolean;
  /** On CUI relations: `MTH` = NLM-asserted only. */
  sabs?: StringList;
}

export interface AttributeFilters extends Paging {
  /** Attribute names (ATN), comma-separated on the wire. */
  includeAttributeNames?: StringList;
}

export const pagingQuery = (p: Paging = {}): Query => ({ pageNumber: p.pageNumber, pageSize: p.pageSize });

export const atomQuery = (f: AtomFilters = {}): Query => ({
  sabs: f.sabs,
  ttys: f.ttys,
  language: f.language,
  includeObsolete: f.includeObsolete,
  includeSuppressible: f.includeSuppressible,
  ...pagingQuery(f),
});

export const relationQuery = (f: RelationFilters = {}): Query => ({
  includeRelationLabels: f.includeRelationLabels,
  includeAdditionalRelationLabels: f.includeAdditionalRelationLabels,
  includeObsolete: f.includeObsolete,
  includeSuppressible: f.includeSuppressible,
  sabs: f.sabs,
  ...pagingQuery(f),
});

export const attributeQuery = (f: AttributeFilters = {}): Query => ({
  includeAttributeNames: f.includeAttributeNames,
  ...pagingQuery(f),
});
