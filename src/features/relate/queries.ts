import { queryOptions } from '@tanstack/react-query';
import {
  emptyIfNotFound,
  getConcept,
  getConceptAtoms,
  getConceptRelations,
  isNoCode,
  type Atom,
  type ConceptSemanticType,
  type Relation,
  type UtsRef,
} from '../../api/uts/index.ts';
import {
  createUtsTreeSource,
  mergedPathRows,
  nodeKey,
  pathsDown,
  pathsToFocus,
  sharingParents,
  type NodeRef,
  type TreeNodeData,
  type TreeRow,
} from '../../lib/tree/index.ts';
import { meetingByPositions, meetingGraph } from '../../lib/tree/meeting.ts';

/**
 * Where a concept sits in a source: the node the tree uses (its code, else its atom) and, when
 * the concept's own atoms already name it as the source does (its preferred term), the node
 * itself, so the walk up starts without asking for it (requests per concept).
 */
export type RelateNodeRef = NodeRef & { known?: TreeNodeData };

/** One concept of the relate view: its name and types, where it sits in each hierarchical source. */
export interface RelateConcept {
  cui: string;
  name: string;
  types: ConceptSemanticType[];
  /** Per hierarchical source, the node the tree uses. */
  nodes: Map<string, RelateNodeRef>;
  /** Every id a relation may name it by: `CUI|C…`, `AUI|A…`, `source|MSH|D009203`. */
  ends: Set<string>;
}

/**
 * The term types a source names its codes by (a code's name in its hierarchy is its preferred
 * term's): MeSH's main heading, a preferred term, an ICD-10-CM block's hierarchical term.
 */
const NAMING_TERM_TYPES = ['MH', 'PT', 'HT'];

/**
 * The tree node of `ref` as the concept's atoms show it, when one of them is the code's naming
 * term; else null (the walk asks the service for the node). Its parents stay unknown (asked
 * for): an atom's own `parents` link speaks of the atom, not of the code.
 */
export function knownNode(ref: NodeRef, atoms: readonly Atom[]): TreeNodeData | null {
  const atom =
    ref.kind === 'atom'
      ? atoms.find((a) => a.ui === ref.id)
      : NAMING_TERM_TYPES.map((tty) =>
          atoms.find(
            (a) => a.rootSource === ref.sab && a.termType === tty && a.code?.id === ref.id && !a.obsolete,
          ),
        ).find(Boolean);
  if (!atom || (ref.kind === 'atom' && !NAMING_TERM_TYPES.includes(atom.termType))) return null;
  return {
    key: nodeKey(ref),
    ref: { kind: ref.kind, sab: ref.sab, id: ref.id },
    name: atom.name,
    code: ref.kind === 'atom' ? (atom.code && !isNoCode(atom.code) ? atom.code.id : atom.ui) : ref.id,
    hasChildren: atom.links.children !== null,
    obsolete: atom.obsolete,
  };
}

/** Atom pages read per concept (100 atoms each): the demo's concepts need one. */
const ATOM_PAGES = 3;

export const refEnd = (r: UtsRef | null): string | null =>
  r ? (r.kind === 'source' ? `source|${r.source}|${r.id}` : `${r.kind}|${r.id}`) : null;

/** The concept (name, semantic types) and its atoms, read into what the relate view needs. */
export const relateConceptQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'relate'],
    queryFn: async ({ signal }): Promise<RelateConcept> => {
      const [concept, atoms] = await Promise.all([
        getConcept({ cui }, { release, signal }),
        (async () => {
          const out: Atom[] = [];
          for (let pageNumber = 1; pageNumber <= ATOM_PAGES; pageNumber++) {
            const page = await emptyIfNotFound(
              getConceptAtoms({ cui, pageNumber, pageSize: 100 }, { release, signal }),
              { pageNumber },
            );
            out.push(...page.items);
            if (page.items.length < 100 || (page.pageCount !== null && pageNumber >= page.pageCount)) break;
          }
          return out;
        })(),
      ]);
      const nodes = new Map<string, RelateNodeRef>();
      const ends = new Set<string>([`CUI|${cui}`]);
      for (const a of atoms) {
        ends.add(`AUI|${a.ui}`);
        for (const r of [a.code, a.sourceConcept, a.sourceDescriptor])
          if (r && !isNoCode(r)) ends.add(refEnd({ ...r, source: r.source ?? a.rootSource })!);
        if (nodes.has(a.rootSource) || (a.links.parents === null && a.links.children === null)) continue;
        const code = a.code && !isNoCode(a.code) ? a.code.id : null;
        nodes.set(
          a.rootSource,
          code
            ? { kind: 'code', sab: a.rootSource, id: code }
            : { kind: 'atom', sab: a.rootSource, id: a.ui },
        );
      }
      for (const [sab, ref] of nodes) {
        const known = knownNode(ref, atoms);
        if (known) nodes.set(sab, { ...ref, known });
      }
      return { cui, name: concept.name, types: concept.semanticTypes, nodes, ends };
    },
    staleTime: 5 * 60_000,
  });

/** A hierarchical source of the concepts, with those it holds. */
export interface RelateSource {
  sab: string;
  holders: RelateConcept[];
}

/**
 * Every hierarchical source of any of the concepts (sorted), those that hold them all, and the
 * one the view shows: the link's, else the first that holds them all, else the first.
 */
export function relateSources(concepts: readonly RelateConcept[], chosen: string | null) {
  const sabs = [...new Set(concepts.flatMap((c) => [...c.nodes.keys()]))].sort();
  const sources: RelateSource[] = sabs.map((sab) => ({
    sab,
    holders: concepts.filter((c) => c.nodes.has(sab)),
  }));
  const shared = sources.filter((s) => s.holders.length === concepts.length);
  const current = sources.find((s) => s.sab === chosen?.toUpperCase()) ?? shared[0] ?? sources[0] ?? null;
  return { sources, shared, current };
}

/** Relation pages read per concept when looking for direct relations between them. */
const RELATION_PAGES = 4;

/** The relations of `cui` whose other end is one of the other concepts (any of their ids). */
export const relationsBetweenQuery = (release: string, cui: string, others: readonly RelateConcept[]) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'relations-between', others.map((o) => o.cui).join(',')],
    queryFn: async ({ signal }): Promise<Relation[]> => {
      const found: Relation[] = [];
      for (let pageNumber = 1; pageNumber <= RELATION_PAGES; pageNumber++) {
        const page = await emptyIfNotFound(
          getConceptRelations({ cui, pageNumber, pageSize: 100 }, { release, signal }),
          { pageNumber },
        );
        for (const r of page.items) {
          const end = refEnd(r.related);
          if (end && others.some((o) => o.ends.has(end))) found.push(r);
        }
        if (page.items.length < 100 || (page.pageCount !== null && pageNumber >= page.pageCount)) break;
      }
      return found;
    },
    staleTime: 5 * 60_000,
  });

export interface MeetingTree {
  /** Where the concepts meet ([] when they share no ancestor in this source). */
  meet: TreeNodeData[];
  /** The concepts' nodes, in the order of the concepts. */
  targets: TreeNodeData[];
  /** One tree: from each meeting point down to every concept. */
  rows: TreeRow[];
  /** A cycle in the data was skipped, or paths were cut. */
  cycle: boolean;
  truncated: boolean;
}

/**
 * Where the concepts' nodes meet in one source, and the tree from the meeting points down to
 * every concept. In a source with positions (MeSH) by their tree numbers: they meet at places,
 * and the paths down follow the numbers (lib/tree/meeting.ts meetingByPositions). Elsewhere from
 * their ancestors: the walks up by parents stop where they first meet, instead of going on to
 * the top.
 */
export const meetingTreeQuery = (release: string, refs: readonly RelateNodeRef[]) =>
  queryOptions({
    queryKey: ['tree', release, 'meeting', ...refs.map(nodeKey)],
    queryFn: async ({ signal }): Promise<MeetingTree> => {
      // The concepts' walks up share the calls above where they meet.
      const source = sharingParents(createUtsTreeSource({ release }));
      const targets = await Promise.all(refs.map((ref) => ref.known ?? source.node(ref, { signal })));
      const numbers = await Promise.all(targets.map((t) => source.positions!(t.ref, { signal })));
      if (numbers.every((n) => n?.length)) {
        const placed = await meetingByPositions(
          {
            parents: (n, s) => source.parents(n.ref, { signal: s }),
            positions: (n, s) => source.positions!(n.ref, { signal: s }),
          },
          targets.map((node, i) => ({ node, numbers: numbers[i]! })),
          { signal },
        );
        return {
          meet: placed.meet,
          targets,
          rows: mergedPathRows(placed.paths, new Set(targets.map((t) => t.key))),
          cycle: false,
          truncated: placed.truncated,
        };
      }
      const graph = await meetingGraph(
        {
          ancestors: (n, s) => source.ancestors!(n.ref, { signal: s }),
          ancestorNodes: (n, s) => source.ancestorNodes!(n.ref, { signal: s }),
          parents: (n, s) => source.parents(n.ref, { signal: s }),
        },
        targets,
        { signal },
      );
      const paths = graph.meet.flatMap((m) => targets.flatMap((t) => pathsDown(graph, m, t.key)));
      return {
        meet: graph.meet.map((k) => graph.nodes.get(k)!),
        targets,
        rows: mergedPathRows(paths, new Set(targets.map((t) => t.key))),
        cycle: targets.some((t) => pathsToFocus(graph, t.key).cycle),
        truncated: graph.truncated,
      };
    },
    staleTime: 5 * 60_000,
  });
