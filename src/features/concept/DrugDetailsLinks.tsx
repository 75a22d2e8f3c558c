import { Anchor, Group, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { emptyIfNotFound, getConceptAtoms } from '../../api/uts/index.ts';
import { drugPath } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';

/** Enough RxNorm atoms to find the concept's RXCUIs; a concept rarely has more than a few. */
const RXNORM_ATOMS = 25;

const rxnormAtomsQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'atoms', 'rxnorm-codes'],
    queryFn: ({ signal }) =>
      emptyIfNotFound(
        getConceptAtoms({ cui, sabs: ['RXNORM'], pageSize: RXNORM_ATOMS }, { release, signal }),
      ),
  });

/**
 * The UMLS → RxNorm half of the bridge: a concept with RxNorm atoms links to the drug pages of
 * their RXCUIs (the RxNorm code of an atom is its RXCUI). Nothing is shown for other concepts
 * or when the atoms cannot be read: the link is a shortcut, the Atoms tab has the same data.
 * `asked`: only for concepts whose semantic types can have RxNorm atoms (lib/drugLike.ts).
 */
export function DrugDetailsLinks({ cui, release, asked }: { cui: string; release: string; asked: boolean }) {
  const to = useHref();
  const atoms = useQuery({ ...rxnormAtomsQuery(release, cui), enabled: asked });
  const rxcuis = [
    ...new Set(
      (atoms.data?.items ?? [])
        .map((a) => (a.code?.source === 'RXNORM' && a.code.id !== 'NOCODE' ? a.code.id : null))
        .filter((id): id is string => id !== null),
    ),
  ];
  if (rxcuis.length === 0) return null;
  return (
    <Group gap="xs" data-testid="drug-details">
      <Text size="sm">Drug details (RxNorm):</Text>
      {rxcuis.map((id) => (
        <Anchor
          key={id}
          component={Link}
          to={to(drugPath(id))}
          size="sm"
          aria-label={`Drug details for RXCUI ${id}`}
        >
          RXCUI {id}
        </Anchor>
      ))}
    </Group>
  );
}
