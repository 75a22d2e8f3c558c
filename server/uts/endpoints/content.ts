import {
  sourceKey,
  type Atom,
  type Attribute,
  type Relation,
  type SourceConcept,
} from '../../dataset/model.ts';
import { ancestorsOf, descendantsOf, memoizeWalk } from '../hierarchy.ts';
import { TreePositions } from '../tree-positions.ts';
import { atomJson, conceptJson, definitionJson } from '../wire/concept-records.ts';
import type { WireContext } from '../wire/context.ts';
import { page, pagingOf, single } from '../wire/envelope.ts';
import { booleanParam, listParam } from '../wire/params.ts';
import { notFound, type Reply } from '../wire/reply.ts';
import { attributeJson, relationJson, sourceClusterJson } from '../wire/source-records.ts';
import { atomFilter, attributeFilter, relationFilter } from './filters.ts';

const DIGITS = /^\d+$/;
/**
 * A source concept's children as listed: stored ids are in code-point order, which puts
 * ICD-10-CM's chapter 10 before chapter 2; ids that are numbers (the chapters, "1" to "22")
 * are listed by value, as the tabular list orders them. Others keep the stored order.
 */
function listedChildren(ids: readonly string[] | undefined): readonly string[] {
  if (!ids?.length || !ids.every((id) => DIGITS.test(id))) return ids ?? [];
  return [...ids].sort((a, b) => Number(a) - Number(b));
}

/** Handlers of `/content/{version}/…` and `/crosswalk/{version}/…` over one dataset. */
export interface ContentEndpoints {
  concept(cui: string, sub: string, url: URL): Reply;
  atom(aui: string, sub: string, url: URL): Reply;
  source(sab: string, id: string, sub: string, url: URL): Reply;
  crosswalk(sab: string, id: string, url: URL): Reply;
  /**
   * Does now what each source's first requests would otherwise pay for (the ids by source,
   * the tree numbers' index, the columns an answer reads), one source per call; returns
   * false when every source is done. The long-running servers call it while idle after
   * start-up, so a first tree does not wait for it and the start does not either.
   */
  warmNext(): boolean;
}

export function createContentEndpoints(ctx: WireContext): ContentEndpoints {
  const { ds } = ctx;
  const atomsOf = (auis: readonly string[]): Atom[] => auis.flatMap((a) => ds.atoms.get(a) ?? []);
  // Hierarchy lists page over ids and resolve only the page shown: a descendant list near
  // the top of a hierarchy holds thousands of ids.
  const atomAt = (aui: string) => atomJson(ctx, must(ds.atoms.get(aui), aui));
  const clusterAt = (sab: string) => (id: string) =>
    sourceClusterJson(ctx, must(ds.sourceConcepts.get(sourceKey(sab, id)), `${sab} ${id}`));

  // An atom in the hierarchy of a source placed by number (a MeSH descriptor's preferred atom)
  // is walked by position, as its source concept is: MRHIER's contexts are the atom's.
  const atomByPosition = (aui: string, walk: 'ancestors' | 'descendants'): string[] | undefined => {
    const atom = ds.atoms.get(aui);
    if (!atom || !ds.atomParents.has(aui)) return undefined;
    const ids = positionsOf(atom.sab)?.[walk](splitKey(atom.sourceKey)[1]);
    return ids?.flatMap((id) => {
      const inTree = ds.sourceConcepts.get(sourceKey(atom.sab, id))?.auis.find((u) => ds.atomParents.has(u));
      return inTree ? [inTree] : [];
    });
  };
  const atomAncestors = memoizeWalk(
    (aui) => atomByPosition(aui, 'ancestors') ?? ancestorsOf(aui, (a) => ds.atomParents.get(a)),
  );
  const atomDescendants = memoizeWalk(
    (aui) => atomByPosition(aui, 'descendants') ?? descendantsOf(aui, (a) => ds.atomChildren.get(a)),
  );
  const sourceParents = (sab: string) => (x: string) => ds.sourceConcepts.get(sourceKey(sab, x))?.parents;
  // A source whose nodes carry tree numbers (MeSH's MN) is walked by position, as MRHIER
  // lists it; the others, and its nodes without a number (its top node), by the graph.
  const positions = new Map<string, TreePositions | null>();
  // The source concepts' ids by source, from one pass over all keys: a pass per source cost
  // a first tree request of each source 0.2-0.4 s.
  let idsBySab: Map<string, string[]> | undefined;
  const idsOf = (sab: string): readonly string[] => {
    if (!idsBySab) {
      idsBySab = new Map();
      for (const key of ds.sourceConcepts.keys()) {
        const bar = key.indexOf('|');
        const sabOf = key.slice(0, bar);
        let ids = idsBySab.get(sabOf);
        if (!ids) idsBySab.set(sabOf, (ids = []));
        ids.push(key.slice(bar + 1));
      }
    }
    return idsBySab.get(sab) ?? [];
  };
  const positionsOf = (sab: string): TreePositions | null => {
    let known = positions.get(sab);
    if (known === undefined) {
      const nodes = [];
      for (const id of idsOf(sab)) {
        const numbers = (ds.attributesBySource.get(sourceKey(sab, id)) ?? [])
          .filter((a) => a.name === 'MN')
          .map((a) => a.value);
        if (numbers.length) nodes.push({ id, numbers });
      }
      known = nodes.length ? new TreePositions(nodes, sourceParents(sab)) : null;
      positions.set(sab, known);
    }
    return known;
  };
  const sourceAncestors = memoizeWalk((key) => {
    const [sab = '', id = ''] = splitKey(key);
    return positionsOf(sab)?.ancestors(id) ?? ancestorsOf(id, sourceParents(sab));
  });
  const sourceDescendants = memoizeWalk((key) => {
    const [sab = '', id = ''] = splitKey(key);
    return (
      positionsOf(sab)?.descendants(id) ??
      descendantsOf(id, (x) => listedChildren(ds.sourceChildren.get(sourceKey(sab, x))))
    );
  });

  /**
   * What `/source/{sab}/{id}` names: a source row (code, descriptor or concept, as the source
   * is typed), else a source concept its atoms carry inside another (MeSH's M… in a D…).
   */
  const sourceAt = (key: string): SourceConcept | undefined =>
    ds.sourceConcepts.get(key) ?? ds.scuiClusters.get(key);

  const toAtom = (a: Atom) => atomJson(ctx, a);
  const toCluster = (s: SourceConcept) => sourceClusterJson(ctx, s);

  /** `/atoms` and `/atoms/preferred` of a concept or source concept, atoms in rank order. */
  const atomsReply = (auis: readonly string[], preferred: boolean, url: URL): Reply => {
    const keep = atomFilter(url, preferred);
    if (preferred) {
      const best = atomsOf(auis).find(keep);
      return best ? single(toAtom(best)) : notFound('No preferred atom found');
    }
    return page(atomsOf(auis).filter(keep), pagingOf(url), toAtom, 'atoms');
  };

  /** Source-level `/relations` and `/attributes` of an atom or a source concept. */
  const relationsReply = (rels: readonly Relation[] | undefined, url: URL): Reply =>
    page(
      (rels ?? []).filter(relationFilter(url, false)),
      pagingOf(url),
      (r) => relationJson(ctx, r),
      'relations',
    );
  const attributesReply = (attrs: readonly Attribute[] | undefined, url: URL): Reply =>
    page((attrs ?? []).filter(attributeFilter(url)), pagingOf(url), attributeJson, 'attributes');

  const warmQueue = [...ds.sources.keys()];
  const WARM_URL = new URL('http://emulator.local/');
  const warmSource = (sab: string) => {
    const id = idsOf(sab)[0];
    if (id === undefined) return;
    for (const sub of ['', 'ancestors', 'children', 'atoms', 'attributes', 'relations'])
      endpoints.source(sab, id, sub, WARM_URL);
  };

  const endpoints: ContentEndpoints = {
    concept(cui, sub, url) {
      const c = ds.concepts.get(cui);
      if (!c) return notFound(`No concept found for CUI ${cui}`);
      switch (sub) {
        case '':
          return single(conceptJson(ctx, c));
        case 'atoms':
        case 'atoms/preferred':
          return atomsReply(c.auis, sub === 'atoms/preferred', url);
        case 'definitions': {
          const sabs = listParam(url, 'sabs');
          const defs = (ds.definitionsByCui.get(cui) ?? []).filter(
            (d) => sabs === null || sabs.includes(d.sab),
          );
          return page(defs, pagingOf(url), definitionJson, 'definitions');
        }
        case 'relations': {
          const keep = relationFilter(url, true);
          const rels = (ds.relationsByCui.get(cui) ?? []).filter(keep);
          return page(rels, pagingOf(url), (r) => relationJson(ctx, r), 'relations');
        }
        default:
          return notFound(`No such resource: CUI/${cui}/${sub}`);
      }
    },

    atom(aui, sub, url) {
      const a = ds.atoms.get(aui);
      if (!a) return notFound(`No atom found for AUI ${aui}`);
      const paging = () => pagingOf(url);
      switch (sub) {
        case '':
          return single(toAtom(a));
        case 'parents':
          return page(ds.atomParents.get(aui) ?? [], paging(), atomAt, 'parents');
        case 'children':
          return page(ds.atomChildren.get(aui) ?? [], paging(), atomAt, 'children');
        case 'ancestors':
          return page(atomAncestors(aui), paging(), atomAt, 'ancestors');
        case 'descendants':
          return page(atomDescendants(aui), paging(), atomAt, 'descendants');
        case 'relations':
          return relationsReply(ds.relationsByAui.get(aui), url);
        case 'attributes':
          return attributesReply(ds.attributesByAui.get(aui), url);
        default:
          return notFound(`No such resource: AUI/${aui}/${sub}`);
      }
    },

    source(sab, id, sub, url) {
      const key = sourceKey(sab, id);
      const s = sourceAt(key);
      if (!s) return notFound(`No source-asserted identifier ${id} found in ${sab}`);
      const paging = () => pagingOf(url);
      switch (sub) {
        case '':
          return single(toCluster(s));
        case 'atoms':
        case 'atoms/preferred':
          return atomsReply(s.auis, sub === 'atoms/preferred', url);
        case 'parents':
          return page(s.parents, paging(), clusterAt(sab), 'parents');
        case 'children':
          return page(listedChildren(ds.sourceChildren.get(key)), paging(), clusterAt(sab), 'children');
        case 'ancestors':
          return page(sourceAncestors(key), paging(), clusterAt(sab), 'ancestors');
        case 'descendants':
          return page(sourceDescendants(key), paging(), clusterAt(sab), 'descendants');
        case 'relations':
          return relationsReply(ds.relationsBySource.get(key), url);
        case 'attributes':
          return attributesReply(ds.attributesBySource.get(key), url);
        default:
          return notFound(`No such resource: source/${sab}/${id}/${sub}`);
      }
    },

    crosswalk(sab, id, url) {
      const s = sourceAt(sourceKey(sab, id));
      if (!s) return notFound(`No source-asserted identifier ${id} found in ${sab}`);
      const targets = listParam(url, 'targetSource');
      const includeObsolete = booleanParam(url, 'includeObsolete', false);
      const paging = pagingOf(url);
      // Every other source id whose atoms share a CUI with this one, in rank order.
      const seen = new Set<string>([sourceKey(sab, id)]);
      const found: SourceConcept[] = [];
      for (const cui of s.cuis) {
        for (const atom of atomsOf(ds.concepts.get(cui)?.auis ?? [])) {
          if (seen.has(atom.sourceKey) || (targets !== null && !targets.includes(atom.sab))) continue;
          seen.add(atom.sourceKey);
          const other = ds.sourceConcepts.get(atom.sourceKey);
          if (other && (includeObsolete || !other.obsolete)) found.push(other);
        }
      }
      return page(found, paging, toCluster, 'crosswalk matches');
    },

    warmNext() {
      const sab = warmQueue.shift();
      if (sab === undefined) return false;
      warmSource(sab);
      return true;
    },
  };
  return endpoints;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`dataset is inconsistent: ${what} is listed but missing`);
  return value;
}

function splitKey(key: string): [string, string] {
  const bar = key.indexOf('|');
  return [key.slice(0, bar), key.slice(bar + 1)];
}
