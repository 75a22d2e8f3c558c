import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryView } from '../../ui/QueryView.tsx';
import { RefLink } from '../../ui/RefLink.tsx';
import { WRAP } from '../../ui/wrap.ts';
import { plainWord, RELATION_WORDS } from '../../lib/plainWords.ts';
import { conceptPath, crosswalkPath, sourceCodePath } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import {
  relatedCodesQuery,
  type CrosswalkSubject,
  type RelatedCode,
} from '../../lib/crosswalk/relatedCodes.ts';

/**
 * UTS reads a relation from its subject: "A PAR B" says A is the parent of B (reference §5.6),
 * so each row reads "this concept is the parent of <related concept>".
 */
const AS_PHRASE: Readonly<Record<string, string>> = {
  PAR: 'parent of',
  CHD: 'child of',
  RB: 'broader than',
  RN: 'narrower than',
  RO: 'otherwise related to',
  RQ: 'possibly synonymous with',
};
const phrase = (rel: string) => AS_PHRASE[rel] ?? `${plainWord(RELATION_WORDS, rel)} of`;
const relationTitle = (c: RelatedCode) =>
  `${c.relationLabel}${c.additionalRelationLabel ? ` (${c.additionalRelationLabel})` : ''}: this concept is ${phrase(c.relationLabel)} ${c.relatedName}`;

/**
 * Shown when the crosswalk has no code in the wanted sources: the codes of those sources that
 * directly related concepts hold, each with its relation in plain words. Never presented as a
 * match: the heading, the note and every row say "related, not equivalent".
 */
export function RelatedCodes({ release, sab, id, targets }: CrosswalkSubject) {
  const to = useHref();
  const query = useQuery(relatedCodesQuery(release, sab, id, targets));
  const where = targets.join(', ');
  return (
    <Stack gap="xs" component="section" aria-labelledby="related-codes-heading" data-testid="related-codes">
      <Title order={2} size="h4" id="related-codes-heading">
        Related, not equivalent: {where} codes of related concepts
      </Title>
      <QueryView
        query={query}
        what={`${where} codes of related concepts`}
        isEmpty={(d) => d.codes.length === 0}
        empty={
          <Text c="dimmed" size="sm">
            No concept directly related to this one (broader, narrower, parent, child or other related) has a{' '}
            {where} code either.
          </Text>
        }
      >
        {(d) => (
          <>
            <Alert color="yellow" variant="light" title="These codes do not mean the same thing">
              <Text size="sm">
                Each code belongs to a concept <em>related</em> to{' '}
                {d.cui ? (
                  <Anchor component={Link} to={to(conceptPath(d.cui))}>
                    {d.cui}
                  </Anchor>
                ) : (
                  'this code’s concept'
                )}
                , by the relation shown: check that it fits before you use it.
                {d.truncated && ' Only the first related concepts were looked into.'}
              </Text>
            </Alert>
            <Table.ScrollContainer minWidth={560}>
              <Table striped data-testid="related-codes-table">
                <Table.Caption>
                  {where} codes of concepts related to {sab} {id} (related, not equivalent)
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>This concept is</Table.Th>
                    <Table.Th>Related concept</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.codes.map((c) => (
                    <Table.Tr key={`${c.code.source}|${c.code.id}|${c.relationLabel}`}>
                      <Table.Td>
                        <Anchor component={Link} to={to(sourceCodePath(c.code.source, c.code.id))} size="sm">
                          {c.code.source} {c.code.id}
                        </Anchor>{' '}
                        <Anchor
                          component={Link}
                          to={to(crosswalkPath(c.code.source, c.code.id))}
                          size="xs"
                          aria-label={`Crosswalk from ${c.code.source} ${c.code.id}`}
                        >
                          crosswalk
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={WRAP}>{c.code.name}</Table.Td>
                      <Table.Td title={relationTitle(c)}>
                        {phrase(c.relationLabel)}{' '}
                        <Text span size="xs" c="dimmed" ff="monospace">
                          {c.relationLabel}
                        </Text>
                      </Table.Td>
                      <Table.Td style={WRAP}>
                        <RefLink target={c.related}>{c.relatedName || c.related?.id}</RefLink>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
