import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { runtimeConfigQuery } from '../lib/queries/runtimeConfig.ts';

/** Says plainly that the data is a demo sample whenever the emulator serves it. */
export function DemoBanner() {
  const { data } = useQuery(runtimeConfigQuery());
  if (!data?.emulator) return null;
  return (
    <Alert color="yellow" title="Demo data" data-testid="demo-banner">
      You are browsing a small demo sample served by the local emulator, built from open data (RxNorm
      prescribable content, Disease Ontology, ICD-10-CM, MeSH 2017, Gene Ontology, the UMLS Semantic Network).
      It is not the UMLS. Most identifiers of atoms are synthetic. Point the browser at the real services to
      use your own licence.
    </Alert>
  );
}
