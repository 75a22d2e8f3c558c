import { Alert, Button, Group, Text } from '@mantine/core';
import { basketStore, type Basket } from '../../lib/basket/index.ts';
import { UserText } from '../../ui/UserText.tsx';

export interface Incoming {
  basket: Basket;
  from: 'link' | 'file';
}

/**
 * A basket from a share link or a file, waiting for the user: it never replaces a non-empty
 * basket without asking. "Add to mine" merges by entry id (a code already held keeps its entry).
 */
export function IncomingBasket({
  incoming,
  current,
  onDone,
}: {
  incoming: Incoming;
  current: number;
  onDone: (msg: string) => void;
}) {
  const n = incoming.basket.entries.length;
  const what = incoming.from === 'link' ? 'The shared link' : 'The file';
  return (
    <Alert
      color="blue"
      title={
        <>
          {what} holds {n} code{n === 1 ? '' : 's'} (“
          <UserText text={incoming.basket.name} />
          ”)
        </>
      }
      role="alertdialog"
    >
      <Text size="sm" mb="xs">
        Your basket holds {current} code{current === 1 ? '' : 's'}. Replace it, add these codes to it, or keep
        it as it is?
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          onClick={() => {
            basketStore().replace(incoming.basket);
            onDone(`Basket replaced: ${n} codes`);
          }}
        >
          Replace my basket
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            const added = basketStore().add(incoming.basket.entries);
            onDone(`${added} new code${added === 1 ? '' : 's'} added`);
          }}
        >
          Add to mine
        </Button>
        <Button size="xs" variant="subtle" onClick={() => onDone('Kept your basket as it was')}>
          Keep mine
        </Button>
      </Group>
    </Alert>
  );
}
