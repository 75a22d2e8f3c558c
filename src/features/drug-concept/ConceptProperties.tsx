import { Anchor, Group, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RxConcept } from '../../api/rxnorm/types.ts';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { ttyLabel } from '../../lib/rxnavLayout.ts';
import { conceptPath, rxnormSourcePath } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { WRAP } from '../../ui/wrap.ts';

const SUPPRESS: Record<string, string> = {
  N: 'N — not suppressed',
  O: 'O — obsolete',
  Y: 'Y — suppressed by the editors',
  E: 'E — suppressed by the editors',
};

const LANGUAGES: Record<string, string> = { ENG: 'ENG — English' };

/**
 * getRxConceptProperties as a labelled table, with the ways across to the UTS pages. With no
 * concept yet (`null`: loading) the same table holds blank lines, so the page below it does
 * not move when the properties land.
 */
export function ConceptProperties({ rxcui, concept }: { rxcui: string; concept: RxConcept | null }) {
  const href = useHref();
  const value = (v: string | null) =>
    !concept ? (
      <Skeleton visible width="55%">
        {/* In Text, as the value will be: the row keeps the height it will have. */}
        <Text span>{'\u00a0'}</Text>
      </Skeleton>
    ) : v ? (
      <Text span style={WRAP}>
        {v}
      </Text>
    ) : (
      <Text span c="dimmed">
        none
      </Text>
    );
  const rows: Array<[string, React.ReactNode]> = [
    [
      'RXCUI',
      <Group gap={4} key="rxcui">
        <Text span ff="monospace">
          {rxcui}
        </Text>
        <CopyValue value={rxcui} label="Copy RXCUI" />
      </Group>,
    ],
    ['Name', value(concept?.STR ?? null)],
    ['Term type', value(concept?.TTY ? ttyLabel(concept.TTY) : null)],
    ['Synonym', value(concept?.SY ?? null)],
    ['Language', value(concept?.LAT ? (LANGUAGES[concept.LAT] ?? concept.LAT) : null)],
    ['Suppress', value(concept?.SUPPRESS ? (SUPPRESS[concept.SUPPRESS] ?? concept.SUPPRESS) : null)],
    [
      'UMLS CUI',
      concept?.CUI ? (
        <Group gap={4} key="cui">
          <Anchor component={Link} to={href(conceptPath(concept.CUI))} ff="monospace">
            {concept.CUI}
          </Anchor>
          <CopyValue value={concept.CUI} label="Copy CUI" />
        </Group>
      ) : (
        value(null)
      ),
    ],
    [
      'In the Metathesaurus',
      <Anchor component={Link} to={href(rxnormSourcePath(rxcui))} key="uts">
        RXNORM source code {rxcui}
      </Anchor>,
    ],
  ];
  return (
    <Table
      variant="vertical"
      withTableBorder
      layout="fixed"
      maw={760}
      data-testid="concept-properties"
      aria-labelledby="properties-heading"
    >
      <Table.Tbody>
        {rows.map(([label, content]) => (
          <Table.Tr key={label}>
            <Table.Th w={180} scope="row">
              {label}
            </Table.Th>
            <Table.Td>{content}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
