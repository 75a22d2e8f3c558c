import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GroupedExport } from '../../ui/GroupedExport.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { ConceptLink } from '../../ui/DrugConcepts.tsx';
import { rxnavLayout, ttyLabel } from '../../lib/rxnavLayout.ts';
import { allRelatedInfoQuery } from './queries.ts';

/** getAllRelatedInfo in RxNav's panels; every concept links to its own page. */
export function RelatedInfo({ rxcui }: { rxcui: string }) {
  const related = useQuery(allRelatedInfoQuery(rxcui));
  return (
    <QueryView
      query={related}
      what="related information"
      isEmpty={(d) => d.every((g) => (g.rxConcept ?? []).length === 0)}
      empty="The service lists nothing related to this concept."
      loadingLines={6}
    >
      {(groups) => (
        <>
          <GroupedExport
            groups={groups}
            what={`related ${rxcui}`}
            title={`related information of ${rxcui}`}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {rxnavLayout(groups).map((panel) => (
              <Card
                key={panel.id}
                withBorder
                padding="sm"
                component="section"
                aria-labelledby={`panel-${panel.id}`}
                data-testid={`panel-${panel.id}`}
              >
                <Title order={3} size="h5" id={`panel-${panel.id}`} mb={4}>
                  {panel.title}
                </Title>
                {panel.groups.map((g) => (
                  <div key={g.tty}>
                    {panel.groups.length > 1 && (
                      <Group gap={4} mt={4}>
                        <Text component="h4" size="xs" fw={600} c="dimmed" m={0}>
                          {ttyLabel(g.tty)}
                        </Text>
                        <Badge size="xs" variant="outline">
                          {g.concepts.length}
                        </Badge>
                      </Group>
                    )}
                    {g.concepts.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        none
                      </Text>
                    ) : (
                      <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                        {g.concepts.map((c, i) => (
                          <li key={c.RXCUI ?? i}>
                            <Text size="sm" span>
                              <ConceptLink concept={c} current={rxcui} />
                            </Text>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ))}
              </Card>
            ))}
          </SimpleGrid>
        </>
      )}
    </QueryView>
  );
}
