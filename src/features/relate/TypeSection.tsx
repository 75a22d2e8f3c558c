import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import semanticNetwork from '../../lib/semanticNetwork.json';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import type { RelateConcept } from './queries.ts';
import { relateLetter } from './relateIds.ts';
import type { NetType } from './semanticInheritance.ts';
import { relationWords, typeRelations, typeStatements, type TypeStatement } from './typeRelation.ts';

/**
 * Sources whose relations say what a drug treats or which class it belongs to; a release without
 * any of them cannot show such a relation between a drug and a disease, whatever the drug.
 */
const DRUG_KNOWLEDGE_SOURCES: Record<string, string> = {
  'MED-RT': 'MED-RT',
  NDFRT: 'NDF-RT',
  ATC: 'ATC',
  VANDF: 'the VA National Drug File',
};

const CHEMICAL_TYPES = new Set(semanticNetwork.types.filter((t) => t.group === 'CHEM').map((t) => t.tui));

/** How many statements a pair shows before "more". */
const SHOWN = 6;

/**
 * The concepts' semantic types: how they sit in the Semantic Network's isa hierarchy, and what
 * relations the network defines between such types (direct or inherited, with their direction),
 * said as a statement about kinds of concept, not about these concepts; and, where a drug is
 * among them, that the release holds no source of indications or drug classes when it holds none.
 */
export function TypeSection({ concepts, release }: { concepts: RelateConcept[]; release: string }) {
  const sources = useQuery(sourcesQuery(release));
  const pairs = concepts.flatMap((_, i) => concepts.slice(i + 1).map((__, j) => [i, i + 1 + j] as const));
  const hasDrug = concepts.some((c) => c.types.some((t) => t.tui && CHEMICAL_TYPES.has(t.tui)));
  const held = sources.data?.map((s) => s.abbreviation) ?? [];
  const drugKnowledge = held.filter((sab) => sab in DRUG_KNOWLEDGE_SOURCES);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Semantic types
      </Title>
      <List size="sm" data-testid="relate-types">
        {pairs.map(([i, j]) => (
          <List.Item key={`${concepts[i]!.cui}-${concepts[j]!.cui}`}>
            <strong>
              {relateLetter(i)} and {relateLetter(j)}:
            </strong>{' '}
            {typeRelations(concepts[i]!.types, concepts[j]!.types).join(' ') ||
              'No semantic types to compare.'}
          </List.Item>
        ))}
      </List>
      <Group gap="xs" mt="xs">
        <Title order={3} size="h5">
          What the Semantic Network says of their types
        </Title>
        <Badge variant="outline" color="gray" tt="none">
          type level
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        These are statements about kinds of concept (a pharmacologic substance can treat a pathologic
        function), not about these concepts: they do not say that one of them treats the other.
      </Text>
      <Stack gap="xs" data-testid="relate-type-statements" data-present-text>
        {pairs.map(([i, j]) => (
          <PairStatements key={`${i}-${j}`} concepts={concepts} pair={[i, j]} />
        ))}
      </Stack>
      {hasDrug && sources.data && drugKnowledge.length === 0 && (
        <Text size="sm" data-testid="relate-sources-lack">
          <strong>What the loaded sources cannot show:</strong> none of the sources of this release (
          {held.join(', ')}) holds indications or drug classes, as{' '}
          {Object.values(DRUG_KNOWLEDGE_SOURCES).join(', ')} do, so a relation such as “may treat” or “has
          pharmacologic class” cannot appear between these concepts here, whatever the drug.
        </Text>
      )}
    </Stack>
  );
}

function PairStatements({ concepts, pair }: { concepts: RelateConcept[]; pair: readonly [number, number] }) {
  const [i, j] = pair;
  const statements = typeStatements(concepts[i]!.types, concepts[j]!.types);
  const heading = (
    <Text size="sm" fw={600} span>
      {relateLetter(i)} and {relateLetter(j)}:
    </Text>
  );
  if (statements.length === 0)
    return (
      <Text size="sm">
        {heading} the Semantic Network defines no relation between their types (beyond isa, above).
      </Text>
    );
  const letters = [relateLetter(i), relateLetter(j)];
  const items = statements.map((s) => (
    <List.Item key={`${s.first}|${s.defined.from.tui}|${s.relation}|${s.defined.to.tui}`}>
      <Statement s={s} letters={letters} />
    </List.Item>
  ));
  return (
    <div>
      {heading}
      <List size="sm">{items.slice(0, SHOWN)}</List>
      {items.length > SHOWN && (
        <details>
          <summary>
            <Text size="sm" span>
              {items.length - SHOWN} more, inherited from further up
            </Text>
          </summary>
          <List size="sm">{items.slice(SHOWN)}</List>
        </details>
      )}
    </div>
  );
}

/**
 * "Pharmacologic Substance (A) treats Pathologic Function, which Disease or Syndrome (B)
 * inherits": the relation as the network defines it, then the concepts' types that inherit it.
 */
function Statement({ s, letters }: { s: TypeStatement; letters: string[] }) {
  const fromLetter = letters[s.first]!;
  const toLetter = letters[1 - s.first]!;
  const named = (t: NetType, letter: string) => `${t.name} (${letter})`;
  // A defining type that is one of the concepts' own is named with its letter; the others inherit.
  const end = (defined: NetType, own: NetType[], letter: string) => ({
    text: own.some((t) => t.tui === defined.tui) ? named(defined, letter) : defined.name,
    heirs: own.filter((t) => t.tui !== defined.tui).map((t) => named(t, letter)),
  });
  const from = end(s.defined.from, s.fromTypes, fromLetter);
  const to = end(s.defined.to, s.toTypes, toLetter);
  const heirs = [...from.heirs, ...to.heirs];
  return (
    <Text size="sm" span data-testid="relate-type-statement">
      {from.text} <em>{relationWords(s.relation)}</em> {to.text}
      {heirs.length > 0 &&
        `, which ${heirs.length === 1 ? heirs[0] : `${heirs.slice(0, -1).join(', ')} and ${heirs.at(-1)}`} ${
          heirs.length === 1 ? 'inherits' : 'inherit'
        }`}
      .
    </Text>
  );
}
