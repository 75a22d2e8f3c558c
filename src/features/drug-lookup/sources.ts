/**
 * Source vocabularies (SAB) offered for the advanced name search. The service has no
 * operation that lists them, so this is the list NLM published for RxNorm's sources in the
 * SOAP era (shared/reference/rxnorm-soap-wire.md §7).
 */
export const RXNORM_SOURCES = [
  'GS',
  'MDDB',
  'MMSL',
  'MMX',
  'MSH',
  'MTHFDA',
  'MTHSPL',
  'NDDF',
  'NDFRT',
  'RXNORM',
  'SNOMEDCT',
  'VANDF',
] as const;
