/**
 * A value-set basket: rules an analyst collected from several vocabularies, and the expansion
 * those rules gave. It is kept in localStorage, so it holds only what the user saw on screen
 * (never a credential).
 */

/** `UMLS` stands for a CUI itself; every other system is a UMLS source abbreviation (SAB). */
export const UMLS_SYSTEM = 'UMLS';

/**
 * What an entry does with its code. An entry without a rule includes the code itself (every
 * basket stored before rules existed is read that way).
 * - `code`: the code alone;
 * - `descendants`: the code and its descendants, all levels unless `depth` (1 = children);
 * - `products`: RxNorm products (SCD, SBD, GPCK, BPCK) containing this ingredient.
 */
export type RuleScope = 'code' | 'descendants' | 'products';

export interface EntryRule {
  /** Take these codes out of the expansion instead of adding them. */
  exclude: boolean;
  scope: RuleScope;
  /** `descendants` only: levels below the code (1 = children); absent means all levels. */
  depth?: number;
}

export interface BasketEntry {
  /** `system|code` for "include this code"; a rule adds its kind (ruleId): one entry per rule. */
  id: string;
  /** A SAB such as SNOMEDCT_US, RXNORM, or `UMLS` for a CUI. */
  system: string;
  code: string;
  display: string;
  /** The UMLS concept (CUI) or RxNorm concept (RXCUI) the entry was added from, if known. */
  from: { kind: 'CUI' | 'RXCUI'; id: string } | null;
  /** The release it was read in (`current` or e.g. 2025AB); kept as added, never rewritten. */
  release: string;
  /** ISO 8601, UTC. */
  addedAt: string;
  /** Absent: include this code alone. */
  rule?: EntryRule;
}

/** Expansion choices for ICD-10-CM (they change what rules give, not the rules). */
export interface BasketOptions {
  /** Keep chapter (`9`) and block (`I20-I25`) labels; they are not ICD-10-CM codes. Off by default. */
  icdGroupers: boolean;
  /** Only leaf codes (the billable ones) from descendant rules. */
  icdBillableOnly: boolean;
}

export const DEFAULT_OPTIONS: BasketOptions = { icdGroupers: false, icdBillableOnly: false };

export interface ExpandedCode {
  system: string;
  code: string;
  display: string;
  /** The entry id of the rule that first gave it (the export lists a rule's codes by it). */
  rule?: string;
}

/** What the rules gave at one moment, stored beside them so it can be re-expanded and diffed. */
export interface StoredExpansion {
  /** ISO 8601, UTC. */
  timestamp: string;
  /** The UMLS release it was expanded against (`current` or a name such as 2025AB). */
  release: string;
  /** The release name the service answered with, when `current` was asked for (e.g. 2025AB). */
  resolvedRelease?: string;
  /** The drug service's RxNorm version when a products rule was expanded, else null. */
  rxnormVersion: string | null;
  /** `computed` here, or `imported` from a file (kept until the user re-expands). */
  origin: 'computed' | 'imported';
  /** rulesKey() of the rules it came from: a different key means the rules changed since. */
  rulesKey: string;
  codes: ExpandedCode[];
  /** Per entry id: codes that rule gave (before exclusions; for an exclusion, codes it took out). */
  contributions: Record<string, number>;
  /** Rules that could not be expanded as asked (an unknown root, no products), by entry id. */
  flags: Record<string, string>;
  /**
   * Rules the service could not be asked (an outage, a timeout), by entry id, with what it
   * answered. An expansion with any is incomplete: its codes are only those of the rules read,
   * it never replaces a whole expansion (settle.ts), and no export presents it as complete.
   */
  notRead?: Record<string, string>;
}

export interface Basket {
  /** Value-set title as the user named it. */
  name: string;
  description: string;
  entries: BasketEntry[];
  options?: BasketOptions;
  expansion?: StoredExpansion | null;
  /** The ValueSet's canonical url, when the user set one. */
  url?: string;
  /** The business version of the value set. */
  version?: string;
}

export type NewEntry = Omit<BasketEntry, 'id' | 'addedAt'> & { addedAt?: string };

export const entryId = (system: string, code: string): string => `${system}|${code}`;

/** The id of an entry with a rule: `system|code` for "include this code", else with its kind. */
export function ruleId(system: string, code: string, rule: EntryRule | undefined): string {
  if (!rule || (!rule.exclude && rule.scope === 'code')) return entryId(system, code);
  const kind = rule.scope === 'descendants' && rule.depth ? `descendants${rule.depth}` : rule.scope;
  return `${entryId(system, code)}|${rule.exclude ? '-' : '+'}${kind}`;
}

/** "include I21 and all descendants"-style wording of an entry's rule. */
export function describeRule(rule: EntryRule | undefined): string {
  const verb = rule?.exclude ? 'exclude' : 'include';
  if (!rule || rule.scope === 'code') return `${verb} this code`;
  if (rule.scope === 'products') return `${verb} products containing this ingredient (SCD, SBD, GPCK, BPCK)`;
  return rule.depth
    ? `${verb} this code and its descendants to ${rule.depth} level${rule.depth === 1 ? '' : 's'}`
    : `${verb} this code and all its descendants`;
}

export const EMPTY_BASKET: Basket = { name: 'My value set', description: '', entries: [] };

/** Above this the page warns that exports and share links get large; the basket still works. */
export const LARGE_BASKET = 1000;
