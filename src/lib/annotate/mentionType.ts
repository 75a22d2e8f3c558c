import { groupOf } from './semanticGroups.ts';
import type { ConceptDetails } from './types.ts';

/**
 * The two entity types of the annotated corpora of biomedical text (diseases and chemicals,
 * as BioCreative's CDR and the NCBI disease corpus write them) from a mention's concept: its
 * semantic group, narrowed where the corpora's definition of a chemical is narrower than the
 * Semantic Network's group "Chemicals & Drugs".
 *
 * - A disease is a concept of the Disorders group.
 * - A chemical is a substance a text names: a concept of the Chemicals & Drugs group, except
 *   - a class of drugs named by what it does ("antibiotics", "calcium channel blockers",
 *     "anticonvulsant"): its only semantic type is Pharmacologic Substance, where a substance
 *     also has a structural type (Organic Chemical, Element, Inorganic Chemical…);
 *   - a gene product: a protein, an enzyme, a receptor, an antibody or a nucleic acid
 *     ("albumin", "creatine kinase", "dopamine D2 receptor", "mRNA"), by its semantic types
 *     where they say so, or by its name where its only type is the generic Chemical
 *     (enzymes end in -ase; receptors, factors, proteins, peptides, RNA and DNA say so).
 */
export type MentionType = 'Disease' | 'Chemical';

const PHARMACOLOGIC_SUBSTANCE = 'T121';
const GENERIC_CHEMICAL = 'T103';
/** Amino Acid, Peptide, or Protein; Enzyme; Receptor; Immunologic Factor. */
const GENE_PRODUCT_TYPES = new Set(['T116', 'T126', 'T192', 'T129']);

/**
 * Names of gene products: a word ending in -ase ("Transaminases", "Peptidyl-Dipeptidase A"),
 * receptors, proteins, peptides, factors, antibodies, globins ("Hemoglobins"), RNA and DNA.
 */
const GENE_PRODUCT_NAME =
  /\p{L}{2,}ases?\b|\breceptors?\b|\bproteins?\b|\bpeptides?\b|\bfactors?\b|antibod(y|ies)\b|globins?\b|\b[mt]?RNAs?\b|\b(mt)?DNA\b/iu;

/** Words ending in -ase that name no enzyme. */
const NOT_ENZYMES = /\b(bases?|phases?|releases?|increases?|decreases?|diseases?|cases?)\b/iu;

function isGeneProductName(name: string): boolean {
  return GENE_PRODUCT_NAME.test(name.replace(NOT_ENZYMES, ''));
}

export function mentionTypeOf(concept: Pick<ConceptDetails, 'name' | 'semanticTypes'>): MentionType | null {
  const tuis = concept.semanticTypes.flatMap((t) => (t.tui ? [t.tui] : []));
  const group = groupOf(tuis);
  if (group === 'DISO') return 'Disease';
  if (group !== 'CHEM') return null;
  if (tuis.every((t) => t === PHARMACOLOGIC_SUBSTANCE)) return null;
  if (tuis.every((t) => GENE_PRODUCT_TYPES.has(t))) return null;
  if (tuis.every((t) => t === GENERIC_CHEMICAL) && isGeneProductName(concept.name)) return null;
  return 'Chemical';
}
