import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEMO_CONCEPT_COUNT } from '../lib/demoCounts.ts';
import { runtimeConfigQuery } from '../lib/queries/runtimeConfig.ts';

/** Says plainly that the data is the emulator's demo data whenever the emulator serves it. */
export function DemoBanner() {
  const { data } = useQuery(runtimeConfigQuery());
  if (!data?.emulator) return null;
  return (
    <Alert color="yellow" title="Demo data" data-testid="demo-banner">
      You are browsing the demo data served by the local emulator:{' '}
      {DEMO_CONCEPT_COUNT.toLocaleString('en-US')} concepts built from open data (ICD-10-CM FY2021, MeSH 2017,
      Gene Ontology, the Disease Ontology, RxNorm prescribable content, the UMLS Semantic Network). It is not
      the UMLS: each source is the version its pages name, RxNorm ingredients starting with A are absent, and
      concept ids starting with C9 are the demo’s own, as are most atom ids. Point the browser at the real
      services to use your own licence.
    </Alert>
  );
}
