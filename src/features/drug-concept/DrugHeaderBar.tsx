import { Box, Button, Group, Skeleton, Stack } from '@mantine/core';
import { AddToBasketButton } from '../../ui/AddToBasketButton.tsx';
import { UmlsConcepts } from './UmlsConcepts.tsx';

/** Under the drug's name: add it to the basket (as an RxNorm code) and its UMLS concept(s). */
export function DrugHeaderBar({
  rxcui,
  name,
  pending,
}: {
  rxcui: string;
  name: string | null;
  pending: boolean;
}) {
  return (
    // A row's height each from the start, for the button and for the UMLS concept(s): they land
    // without moving the page. On one row they wrapped on a phone once the concept's name and
    // its marks arrived.
    <Stack gap={4}>
      <Group gap="sm" mih={26}>
        {pending && (
          // The button itself, hidden under the skeleton: exactly its width, so the UMLS link
          // beside it wraps (or not) on a phone as it will when the drug has loaded.
          <Skeleton visible width="fit-content">
            <Button size="compact-xs" variant="default" tabIndex={-1} aria-hidden>
              + Add to basket
            </Button>
          </Skeleton>
        )}
        <AddToBasketButton
          entry={
            name
              ? // The drug service has no UMLS release: the entry says `current`, as the page does.
                {
                  system: 'RXNORM',
                  code: rxcui,
                  display: name,
                  from: { kind: 'RXCUI', id: rxcui },
                  release: 'current',
                }
              : null
          }
        />
      </Group>
      <Box mih={24}>
        <UmlsConcepts rxcui={rxcui} />
      </Box>
    </Stack>
  );
}
