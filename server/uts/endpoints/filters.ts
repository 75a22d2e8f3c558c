import type { Atom, Attribute, Relation } from '../../dataset/model.ts';
import { booleanParam, listParam } from '../wire/params.ts';

/**
 * The atom filters of `/atoms` and `/atoms/preferred` (reference §5.4). Obsolete and
 * suppressible atoms are hidden by default on `/atoms` but shown on `/atoms/preferred`.
 */
export function atomFilter(url: URL, preferred: boolean): (a: Atom) => boolean {
  const sabs = listParam(url, 'sabs');
  const ttys = listParam(url, 'ttys');
  const language = url.searchParams.get('language');
  const includeObsolete = booleanParam(url, 'includeObsolete', preferred);
  const includeSuppressible = booleanParam(url, 'includeSuppressible', preferred);
  return (a) =>
    (sabs === null || sabs.includes(a.sab)) &&
    (ttys === null || ttys.includes(a.tty)) &&
    (language === null || a.language === language) &&
    (includeObsolete || !a.obsolete) &&
    (includeSuppressible || !a.suppressible);
}

/** The relation filters of the relations endpoints (reference §5.6, §5.8). */
export function relationFilter(url: URL, withSabs: boolean): (r: Relation) => boolean {
  const rels = listParam(url, 'includeRelationLabels');
  const relas = listParam(url, 'includeAdditionalRelationLabels');
  const sabs = withSabs ? listParam(url, 'sabs') : null;
  const includeObsolete = booleanParam(url, 'includeObsolete', false);
  const includeSuppressible = booleanParam(url, 'includeSuppressible', false);
  return (r) =>
    (rels === null || rels.includes(r.rel)) &&
    (relas === null || relas.includes(r.rela)) &&
    (sabs === null || sabs.includes(r.sab)) &&
    (includeObsolete || !r.obsolete) &&
    (includeSuppressible || !r.suppressible);
}

/** `includeAttributeNames` (comma-separated ATNs). */
export function attributeFilter(url: URL): (a: Attribute) => boolean {
  const names = listParam(url, 'includeAttributeNames');
  return (a) => names === null || names.includes(a.name);
}
