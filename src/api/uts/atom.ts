import { callContext, restPath, type CallOptions, type Paging } from './client.ts';
import { decodeAtom, decodeAttribute, decodePage, decodeRelation, decodeSingle } from './decode.ts';
import {
  attributeQuery,
  pagingQuery,
  relationQuery,
  type AttributeFilters,
  type RelationFilters,
} from './filters.ts';
import type { Atom, Attribute, Page, Relation } from './types.ts';

/** /content/{version}/AUI/{AUI}[/…] (reference §5.7). Hierarchies here are atom-based (HL7, RCD…). */

export interface AuiParams {
  aui: string;
}

export type AtomTreeDirection = 'parents' | 'children' | 'ancestors' | 'descendants';

const auiPath = (release: string, aui: string, ...rest: string[]) =>
  restPath('content', release, 'AUI', aui, ...rest);

export async function getAtom({ aui }: AuiParams, options?: CallOptions): Promise<Atom> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(auiPath(release, aui), {}, { signal, first });
  return decodeSingle(res.text, res.path, decodeAtom);
}

/** One page of an atom's parents, children, ancestors or descendants. */
export async function getAtomTree(
  params: AuiParams & Paging & { direction: AtomTreeDirection },
  options?: CallOptions,
): Promise<Page<Atom>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(auiPath(release, params.aui, params.direction), pagingQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeAtom);
}

export const getAtomParents = (p: AuiParams & Paging, o?: CallOptions) =>
  getAtomTree({ ...p, direction: 'parents' }, o);
export const getAtomChildren = (p: AuiParams & Paging, o?: CallOptions) =>
  getAtomTree({ ...p, direction: 'children' }, o);
export const getAtomAncestors = (p: AuiParams & Paging, o?: CallOptions) =>
  getAtomTree({ ...p, direction: 'ancestors' }, o);
export const getAtomDescendants = (p: AuiParams & Paging, o?: CallOptions) =>
  getAtomTree({ ...p, direction: 'descendants' }, o);

export async function getAtomRelations(
  params: AuiParams & RelationFilters,
  options?: CallOptions,
): Promise<Page<Relation>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(auiPath(release, params.aui, 'relations'), relationQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeRelation);
}

export async function getAtomAttributes(
  params: AuiParams & AttributeFilters,
  options?: CallOptions,
): Promise<Page<Attribute>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(auiPath(release, params.aui, 'attributes'), attributeQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeAttribute);
}
