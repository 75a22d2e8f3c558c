import {
  DEFAULT_OPTIONS,
  type Basket,
  type BasketEntry,
  type BasketOptions,
  type ExpandedCode,
  type StoredExpansion,
} from './types.ts';

/** One node of a hierarchy as the services give it. */
export interface SubtreeNode {
  code: string;
  name: string;
  leaf: boolean;
  /** The release the service answered from (lookups only). */
  release?: string | null;
}

/** What expansion asks of the services (the app passes the UTS and drug clients; tests fakes). */
export interface ExpandDeps {
  /** The code itself, or null when the service does not know it. */
  lookup(system: string, code: string, signal?: AbortSignal): Promise<SubtreeNode | null>;
  /** Every descendant, all levels (the `descendants` endpoint). */
  descendants(system: string, code: string, signal?: AbortSignal): Promise<SubtreeNode[]>;
  /** One level down. */
  children(system: string, code: string, signal?: AbortSignal): Promise<SubtreeNode[]>;
  /** RxNorm products (SCD, SBD, GPCK, BPCK) containing an ingredient. */
  products(rxcui: string, signal?: AbortSignal): Promise<SubtreeNode[]>;
  /** The drug service's RxNorm version (asked only when a products rule is expanded). */
  rxnormVersion(signal?: AbortSignal): Promise<string | null>;
}

export interface ExpandProgress {
  rule: number;
  rules: number;
  codes: number;
}

/** A chapter (`9`, `21`) or block (`I20-I25`) label of ICD-10-CM: a grouping, never a code. */
export const isIcdGrouper = (code: string): boolean => /^\d{1,2}$/.test(code) || code.includes('-');

/** The rules in a stable text form: an expansion made from other rules is stale. */
export function rulesKey(basket: Pick<Basket, 'entries' | 'options'>): string {
  const o = basket.options ?? DEFAULT_OPTIONS;
  const ids = basket.entries.map((e) => e.id).sort();
  return JSON.stringify([ids, o.icdGroupers, o.icdBillableOnly]);
}

/** Guard for depth-limited walks: a cycle in bad data is cut by `seen`, a huge fan-out by this. */
const MAX_WALK = 200_000;

/** Codes of a depth-limited rule, breadth first, each node once (a cycle never loops). */
async function walkDepth(
  deps: ExpandDeps,
  e: BasketEntry,
  depth: number,
  signal?: AbortSignal,
): Promise<SubtreeNode[]> {
  const seen = new Set<string>([e.code]);
  const out: SubtreeNode[] = [];
  let level = [e.code];
  for (let d = 0; d < depth && level.length; d++) {
    const next: string[] = [];
    for (const code of level) {
      for (const n of await deps.children(e.system, code, signal)) {
        if (seen.has(n.code)) continue;
        seen.add(n.code);
        out.push(n);
        next.push(n.code);
        if (out.length >= MAX_WALK) return out;
      }
    }
    level = next;
  }
  return out;
}

/** The codes one entry's rule stands for (before exclusions and options). */
export async function expandEntry(
  deps: ExpandDeps,
  e: BasketEntry,
  signal?: AbortSignal,
): Promise<{ nodes: SubtreeNode[]; flag: string | null }> {
  const self: SubtreeNode = { code: e.code, name: e.display, leaf: false };
  const rule = e.rule;
  if (!rule || rule.scope === 'code') return { nodes: [self], flag: null };
  if (rule.scope === 'products') {
    if (e.system !== 'RXNORM') return { nodes: [], flag: 'products rules need an RxNorm ingredient' };
    const nodes = await deps.products(e.code, signal);
    return { nodes, flag: nodes.length ? null : `no products containing RxNorm ${e.code} were found` };
  }
  const root = await deps.lookup(e.system, e.code, signal);
  if (!root) return { nodes: [], flag: `${e.system} ${e.code} is not in this release` };
  const below = rule.depth
    ? await walkDepth(deps, e, rule.depth, signal)
    : root.leaf
      ? []
      : await deps.descendants(e.system, e.code, signal);
  return { nodes: [root, ...below.filter((n) => n.code !== e.code)], flag: null };
}

const key = (system: string, code: string) => `${system}|${code}`;

/**
 * The value set the rules give: every include, minus every exclude, with the ICD-10-CM
 * options applied to codes from the hierarchy. Codes keep the order the rules first gave them.
 */
export async function expandBasket(
  basket: Basket,
  deps: ExpandDeps,
  release: string,
  {
    signal,
    onProgress,
    now = () => new Date(),
  }: { signal?: AbortSignal; onProgress?: (p: ExpandProgress) => void; now?: () => Date } = {},
): Promise<StoredExpansion> {
  const options: BasketOptions = basket.options ?? DEFAULT_OPTIONS;
  const included = new Map<string, ExpandedCode>();
  const excluded = new Set<string>();
  const contributions: Record<string, number> = {};
  const flags: Record<string, string> = {};
  const notRead: Record<string, string> = {};
  let rxnormVersion: string | null = null;
  let resolvedRelease: string | undefined;
  const rules = basket.entries;
  for (let i = 0; i < rules.length; i++) {
    signal?.throwIfAborted();
    const e = rules[i]!;
    let result: { nodes: SubtreeNode[]; flag: string | null };
    try {
      result = await expandEntry(deps, e, signal);
    } catch (err) {
      if (signal?.aborted) throw err;
      // The service did not answer: this rule's codes are unknown, not none. It gives no
      // count, and the expansion says it is incomplete instead of losing the rule's codes.
      notRead[e.id] = err instanceof Error ? err.message : String(err);
      onProgress?.({ rule: i + 1, rules: rules.length, codes: included.size });
      continue;
    }
    if (result.flag) flags[e.id] = result.flag;
    resolvedRelease ??= result.nodes[0]?.release ?? undefined;
    const system = e.rule?.scope === 'products' ? 'RXNORM' : e.system;
    if (e.rule?.scope === 'products' && rxnormVersion === null)
      rxnormVersion = await deps.rxnormVersion(signal).catch(() => null);
    const fromHierarchy = e.rule?.scope === 'descendants';
    const kept = result.nodes.filter((n) => {
      if (system !== 'ICD10CM') return true;
      if (!options.icdGroupers && isIcdGrouper(n.code)) return false;
      return !(options.icdBillableOnly && fromHierarchy && !n.leaf);
    });
    contributions[e.id] = kept.length;
    for (const n of kept) {
      const k = key(system, n.code);
      if (e.rule?.exclude) excluded.add(k);
      else if (!included.has(k)) included.set(k, { system, code: n.code, display: n.name, rule: e.id });
    }
    onProgress?.({ rule: i + 1, rules: rules.length, codes: included.size });
  }
  return {
    timestamp: now().toISOString(),
    release,
    ...(resolvedRelease && resolvedRelease !== release ? { resolvedRelease } : {}),
    rxnormVersion,
    origin: 'computed',
    rulesKey: rulesKey(basket),
    codes: [...included].filter(([k]) => !excluded.has(k)).map(([, c]) => c),
    contributions,
    flags,
    ...(Object.keys(notRead).length ? { notRead } : {}),
  };
}

/** True when no rule needs a service call (only single codes): expansion is instant and offline. */
export const needsService = (basket: Pick<Basket, 'entries'>): boolean =>
  basket.entries.some((e) => e.rule && e.rule.scope !== 'code');
