import { Alert, Anchor, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintSource, usePrintView } from '../../ui/print/printView.ts';
import { ConceptProperties } from './ConceptProperties.tsx';
import { NdcList } from './NdcList.tsx';
import { RelatedByRelationship, RelatedByType } from './RelatedBy.tsx';
import { RelatedInfo } from './RelatedInfo.tsx';
import {
  CONCEPT_TABS,
  conceptSearch,
  isRxcui,
  parseConcept,
  type ConceptState,
  type ConceptTab,
} from '../../lib/drugUrls.ts';
import { DRUG_LOOKUP_PATH, linkTo } from '../../lib/paths.ts';
import { ProprietaryInfo } from './ProprietaryInfo.tsx';
import { DrugHeaderBar } from './DrugHeaderBar.tsx';
import { WRAP } from '../../ui/wrap.ts';
import { PREFETCHED } from '../../lib/queries/prefetched.ts';
import { conceptPropertiesQuery } from '../../lib/queries/drugs.ts';

const TAB_LABELS: Record<ConceptTab, string> = {
  related: 'All related',
  relationship: 'By relationship',
  termtype: 'By term type',
  ndcs: 'NDCs',
  proprietary: 'Proprietary information',
};

/** `/drugs/:rxcui`: one RxNorm concept, its properties and, by tab, everything related to it. */
export function DrugConceptPage() {
  const rxcui = (useParams().rxcui ?? '').trim();
  const [params, setParams] = useSearchParams();
  const valid = isRxcui(rxcui);
  const props = useQuery({ ...conceptPropertiesQuery(rxcui), ...PREFETCHED, enabled: valid });
  const concept = props.data;
  useDocumentTitle(concept?.STR ? `${concept.STR} (RXCUI ${rxcui})` : `RXCUI ${rxcui}`, !!concept?.STR);
  usePrintView({ kind: 'Drug' });
  usePrintSource('RXNORM', 'drug service');
  const state = parseConcept(params);
  const update = (next: Partial<ConceptState>) => setParams(conceptSearch(params, { ...state, ...next }));
  const back = linkTo(DRUG_LOOKUP_PATH, params);

  if (!valid || concept === null) {
    return (
      <Stack maw={900}>
        <Title order={1} style={WRAP}>
          RXCUI {rxcui}
        </Title>
        <Alert color="gray" title="Not found" role="alert" data-error-kind="not-found">
          <Text size="sm" style={WRAP}>
            {valid
              ? `No active RxNorm concept has the RXCUI ${rxcui}.`
              : `“${rxcui}” is not an RXCUI: RXCUIs are numbers such as 29046.`}{' '}
            <Anchor component={Link} to={back}>
              Look a drug up by name or identifier
            </Anchor>
            .
          </Text>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack maw={1200} gap="md">
      <Title order={1} style={WRAP}>
        {concept?.STR ??
          (props.isPending ? (
            // A blank line of the heading's own height: the page does not move when the name lands.
            <Skeleton visible width="50%" aria-label="Loading the name">
              {'\u00a0'}
            </Skeleton>
          ) : (
            `RXCUI ${rxcui}`
          ))}
      </Title>
      <DrugHeaderBar rxcui={rxcui} name={concept?.STR ?? null} pending={props.isPending} />
      <SectionBoundary what="properties">
        <section aria-labelledby="properties-heading">
          <Title order={2} size="h3" id="properties-heading" mb="xs">
            Properties
          </Title>
          <QueryView
            query={props}
            what="the concept’s properties"
            loading={<ConceptProperties rxcui={rxcui} concept={null} />}
          >
            {(c) => (c ? <ConceptProperties rxcui={rxcui} concept={c} /> : null)}
          </QueryView>
        </section>
      </SectionBoundary>
      <Tabs value={state.tab} onChange={(v) => v && update({ tab: v as ConceptTab })} keepMounted={false}>
        <Tabs.List>
          {CONCEPT_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONCEPT_TABS.map((t) => (
          <Tabs.Panel key={t} value={t} pt="md">
            <Title order={2} size="h3" mb="xs">
              {TAB_LABELS[t]}
            </Title>
            <SectionBoundary what={TAB_LABELS[t].toLowerCase()}>
              {t === 'related' && <RelatedInfo rxcui={rxcui} />}
              {t === 'relationship' && (
                <RelatedByRelationship
                  rxcui={rxcui}
                  value={state.relas}
                  onChange={(relas) => update({ relas })}
                />
              )}
              {t === 'termtype' && (
                <RelatedByType rxcui={rxcui} value={state.ttys} onChange={(ttys) => update({ ttys })} />
              )}
              {t === 'ndcs' && <NdcList rxcui={rxcui} tty={concept?.TTY ?? null} />}
              {t === 'proprietary' && <ProprietaryInfo rxcui={rxcui} />}
            </SectionBoundary>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
