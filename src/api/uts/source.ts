import { callContext, restPath, type CallOptions, type Paging } from './client.ts';
import {
  decodeAtom,
  decodeAttribute,
  decodeHierarchyNode,
  decodePage,
  decodeRelation,
  decodeSingle,
  decodeSourceAtomCluster,
} from './decode.ts';
import {
  atomQuery,
  attributeQuery,
  pagingQuery,
  relationQuery,
  type AtomFilters,
  type AttributeFilters,
  type RelationFilters,
} from './filters.ts';
import type { Atom, Attribute, HierarchyNode, Page, Relation, SourceAtomCluster } from './types.ts';

/** /content/{version}/source/{source}/{id}[/…] (reference §5.8). */

export interface SourceParams {
  /** Root source abbreviation, e.g. SNOMEDCT_US. */
  source: string;
  /** Source concept, source descriptor or code (may hold `:` `.` `-`). */
  id: string;
}

export type SourceTreeDirection = 'parents' | 'children' | 'ancestors' | 'descendants';

const sourcePath = (release: string, p: SourceParams, ...rest: string[]) =>
  restPath('content', release, 'source', p.source, p.id, ...rest);

/** A source concept, descriptor or code. */
export async function getSourceConcept(
  params: SourceParams,
  options?: CallOptions,
): Promise<SourceAtomCluster> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(sourcePath(release, params), {}, { signal, first });
  return decodeSingle(res.text, res.path, decodeSourceAtomCluster);
}

export async function getSourceAtoms(
  params: SourceParams & AtomFilters,
  options?: CallOptions,
): Promise<Page<Atom>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(sourcePath(release, params, 'atoms'), atomQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeAtom);
}

export async function getSourcePreferredAtom(
  params: SourceParams & Omit<AtomFilters, keyof Paging>,
  options?: CallOptions,
): Promise<Atom> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(sourcePath(release, params, 'atoms', 'preferred'), atomQuery(params), {
    signal,
    first,
  });
  return decodeSingle(res.text, res.path, decodeAtom);
}

/** One page of a hierarchy step; items are clusters, or Atoms for HL7 sources. */
export async function getSourceTree(
  params: SourceParams & Paging & { direction: SourceTreeDirection },
  options?: CallOptions,
): Promise<Page<HierarchyNode>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(sourcePath(release, params, params.direction), pagingQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeHierarchyNode);
}

export const getSourceParents = (p: SourceParams & Paging, o?: CallOptions) =>
  getSourceTree({ ...p, direction: 'parents' }, o);
export const getSourceChildren = (p: SourceParams & Paging, o?: CallOptions) =>
  getSourceTree({ ...p, direction: 'children' }, o);
export const getSourceAncestors = (p: SourceParams & Paging, o?: CallOptions) =>
  getSourceTree({ ...p, direction: 'ancestors' }, o);
export const getSourceDescendants = (p: SourceParams & Paging, o?: CallOptions) =>
  getSourceTree({ ...p, direction: 'descendants' }, o);

export async function getSourceRelations(
  params: SourceParams & RelationFilters,
  options?: CallOptions,
): Promise<Page<Relation>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(sourcePath(release, params, 'relations'), relationQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeRelation);
}

export async function getSourceAttributes(
  params: SourceParams & AttributeFilters,
  options?: CallOptions,
): Promise<Page<Attribute>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(sourcePath(release, params, 'attributes'), attributeQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeAttribute);
}
