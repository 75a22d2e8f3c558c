/**
 * A value-set basket: codes an analyst collected from several vocabularies. It is kept in
 * localStorage, so it holds only what the user saw on screen (never a credential).
 */

/** `UMLS` stands for a CUI itself; every other system is a UMLS source abbreviation (SAB). */
export const UMLS_SYSTEM = 'UMLS';

export interface BasketEntry {
  /** `system|code`: the same code added twice is one entry, whichever page it came from. */
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
}

export interface Basket {
  /** Value-set title as the user named it. */
  name: string;
  description: string;
  entries: BasketEntry[];
}

export type NewEntry = Omit<BasketEntry, 'id' | 'addedAt'> & { addedAt?: string };

export const entryId = (system: string, code: string): string => `${system}|${code}`;

export const EMPTY_BASKET: Basket = { name: 'My value set', description: '', entries: [] };

/** Above this the page warns that exports and share links get large; the basket still works. */
export const LARGE_BASKET = 1000;
