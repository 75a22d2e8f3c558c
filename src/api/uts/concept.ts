import { callContext, restPath, type CallOptions, type Paging } from './client.ts';
import {
  decodeAtom,
  decodeConcept,
  decodeDefinition,
  decodePage,
  decodeRelation,
  decodeSingle,
} from './decode.ts';
import {
  atomQuery,
  pagingQuery,
  relationQuery,
  type AtomFilters,
  type RelationFilters,
  type StringList,
} from './filters.ts';
import type { Atom, Concept, Definition, Page, Relation } from './types.ts';

/** /content/{version}/CUI/{CUI}[/…] (reference §5.3–5.6). */

export interface CuiParams {
  cui: string;
}

const cuiPath = (release: string, cui: string, ...rest: string[]) =>
  restPath('content', release, 'CUI', cui, ...rest);

export async function getConcept({ cui }: CuiParams, options?: CallOptions): Promise<Concept> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(cuiPath(release, cui), {}, { signal, first });
  return decodeSingle(res.text, res.path, decodeConcept);
}

export async function getConceptAtoms(
  params: CuiParams & AtomFilters,
  options?: CallOptions,
): Promise<Page<Atom>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(cuiPath(release, params.cui, 'atoms'), atomQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeAtom);
}

/** The concept's default preferred atom (includeObsolete/Suppressible default to true here). */
export async function getConceptPreferredAtom(
  params: CuiParams & Omit<AtomFilters, keyof Paging>,
  options?: CallOptions,
): Promise<Atom> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(cuiPath(release, params.cui, 'atoms', 'preferred'), atomQuery(params), {
    signal,
    first,
  });
  return decodeSingle(res.text, res.path, decodeAtom);
}

export async function getConceptDefinitions(
  params: CuiParams & Paging & { sabs?: StringList },
  options?: CallOptions,
): Promise<Page<Definition>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(
    cuiPath(release, params.cui, 'definitions'),
    { sabs: params.sabs, ...pagingQuery(params) },
    { signal, first },
  );
  return decodePage(res.text, res.path, decodeDefinition);
}

/** All relations touching the CUI: NLM-asserted and (since 2022) source-asserted. */
export async function getConceptRelations(
  params: CuiParams & RelationFilters,
  options?: CallOptions,
): Promise<Page<Relation>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(cuiPath(release, params.cui, 'relations'), relationQuery(params), {
    signal,
    first,
  });
  return decodePage(res.text, res.path, decodeRelation);
}
