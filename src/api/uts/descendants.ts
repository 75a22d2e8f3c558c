import { isApiError } from '../errors.ts';
import type { CallOptions } from './client.ts';
import { emptyIfNotFound, hasNextPage } from './pager.ts';
import { getSourceChildren, getSourceConcept, getSourceDescendants, type SourceParams } from './source.ts';
import type { HierarchyNode, Page } from './types.ts';

/**
 * The largest page the service is known to serve for hierarchy lists: NLM's own test suite
 * calls `/descendants` with pageSize=1000 (reference §4.2). Chapter 9 of ICD-10-CM (1,745
 * codes) is then two requests instead of a walk of several hundred `/children` calls.
 */
export const DESCENDANTS_PAGE_SIZE = 1000;

/** Guard: stop after this many pages (200,000 nodes) rather than page forever. */
const MAX_PAGES = 200;

export interface SubtreeNode {
  code: string;
  name: string;
  /** The service sent no children link: a leaf (for ICD-10-CM, a billable code). */
  leaf: boolean;
  /** The release the answer came from (the code's own lookup only). */
  release?: string | null;
}

export interface SubtreeResult {
  nodes: SubtreeNode[];
  requests: number;
}

const toNode = (n: HierarchyNode): SubtreeNode => ({
  code: n.kind === 'SourceAtomCluster' ? n.ui : (n.code?.id ?? n.ui),
  name: n.name,
  leaf: n.links.children === null,
});

async function allPages(
  fetchPage: (pageNumber: number) => Promise<Page<HierarchyNode>>,
  onPage?: (soFar: number, requests: number) => void,
): Promise<SubtreeResult> {
  const nodes: SubtreeNode[] = [];
  let requests = 0;
  for (let n = 1; n <= MAX_PAGES; n++) {
    // The service answers 404 for a leaf's (empty) list and for a page past the end.
    const page = await emptyIfNotFound(fetchPage(n), { pageNumber: n, pageSize: DESCENDANTS_PAGE_SIZE });
    requests++;
    nodes.push(...page.items.map(toNode));
    onPage?.(nodes.length, requests);
    if (!hasNextPage(page)) break;
  }
  return { nodes, requests };
}

/**
 * Every descendant of a source code, all levels, with `/source/{sab}/{id}/descendants` paged at
 * DESCENDANTS_PAGE_SIZE. The caller has checked the code exists (a 404 here means "no descendants").
 */
export function getAllSourceDescendants(
  params: SourceParams,
  options: CallOptions & { onPage?: (soFar: number, requests: number) => void } = {},
): Promise<SubtreeResult> {
  return allPages(
    (pageNumber) => getSourceDescendants({ ...params, pageNumber, pageSize: DESCENDANTS_PAGE_SIZE }, options),
    options.onPage,
  );
}

/** Every child of a source code (one level), at the same page size. */
export function getAllSourceChildren(
  params: SourceParams,
  options: CallOptions = {},
): Promise<SubtreeResult> {
  return allPages((pageNumber) =>
    getSourceChildren({ ...params, pageNumber, pageSize: DESCENDANTS_PAGE_SIZE }, options),
  );
}

/** The code's own name and whether it is a leaf, or null when the service does not know it. */
export async function findSourceCode(
  params: SourceParams,
  options: CallOptions = {},
): Promise<SubtreeNode | null> {
  try {
    const c = await getSourceConcept(params, options);
    return { code: c.ui, name: c.name, leaf: c.links.children === null, release: c.release };
  } catch (err) {
    if (isApiError(err) && err.kind === 'not-found') return null;
    throw err;
  }
}
