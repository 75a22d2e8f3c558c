import semanticNetwork from '../semanticNetwork.json';

/** The Semantic Network's groups (McCray's), for colouring mentions and for the export's type. */
export interface SemanticGroup {
  abbreviation: string;
  name: string;
}

export const SEMANTIC_GROUPS: readonly SemanticGroup[] = semanticNetwork.groups;

const GROUP_OF_TYPE = new Map(semanticNetwork.types.map((t) => [t.tui, t.group]));

/**
 * The group of a concept from its semantic types. A concept whose types fall in two groups
 * (a drug that is also a hormone's receptor ligand, a finding that is also a procedure) takes
 * the first in this order, the one a reader of a note most needs to see.
 */
const PRECEDENCE = ['DISO', 'CHEM', 'PROC', 'ANAT', 'PHYS', 'GENE', 'LIVB', 'DEVI', 'PHEN', 'ACTI', 'CONC'];

export function groupOf(tuis: readonly (string | null)[]): string | null {
  const groups = new Set(tuis.flatMap((t) => (t && GROUP_OF_TYPE.get(t) ? [GROUP_OF_TYPE.get(t)!] : [])));
  if (!groups.size) return null;
  return PRECEDENCE.find((g) => groups.has(g)) ?? [...groups].sort()[0]!;
}

export const groupName = (abbreviation: string | null): string =>
  SEMANTIC_GROUPS.find((g) => g.abbreviation === abbreviation)?.name ?? 'Not known yet';
