/**
 * MRRANK-like precedence of (SAB, TTY): decides each concept's default preferred atom
 * and name. Loosely follows UMLS practice (MeSH main headings and RxNorm normal forms
 * first, synonyms and abbreviations last).
 */
const ORDER: readonly string[] = [
  'MSH/MH',
  'MSH/HT',
  'RXNORM/SCD',
  'RXNORM/SBD',
  'RXNORM/IN',
  'RXNORM/PIN',
  'RXNORM/MIN',
  'RXNORM/SCDC',
  'RXNORM/BN',
  'RXNORM/GPCK',
  'RXNORM/BPCK',
  'RXNORM/DF',
  'NCI/PT',
  'DOID/PT',
  'ICD10CM/PT',
  'ICD10CM/HT',
  'GO/PT',
  // MeSH's other preferred terms (PEP) before the synonyms; its permuted forms ("Infarcts,
  // Myocardial") last of all: they only reorder or inflect the words of another term.
  'MSH/PEP',
  'DOID/SY',
  'NCI/SY',
  'GO/SY',
  'MSH/ET',
  'ICD10CM/AB',
  'ICD10CM/ET',
  'GO/ET',
  'DOID/ET',
  'MSH/PM',
  // Source top nodes are alone in their concepts; listed so their rank is not the default.
  'MSH/RHT',
  'ICD10CM/RHT',
  'GO/RHT',
  'DOID/RHT',
];

const RANK = new Map(ORDER.map((key, i) => [key, (ORDER.length - i) * 10]));

export function atomRank(sab: string, tty: string): number {
  return RANK.get(`${sab}/${tty}`) ?? 1;
}
