import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { basketStore, type NewEntry } from '../../lib/basket/index.ts';
import type { TreeNodeData, TreeSource } from '../../lib/tree/index.ts';
import type { SubtreeRow } from '../../lib/tree/walk.ts';
import { AddToBasketButton } from '../AddToBasketButton.tsx';
import { CancelWalk, DepthSelect, WalkProgressNote } from './SubtreeWalkParts.tsx';
import { useSubtreeWalk } from './useSubtreeWalk.ts';

/** A tree node as a basket entry: its source's code (trees do not know the node's CUI). */
const nodeEntry = (n: Pick<SubtreeRow, 'source' | 'code' | 'name'>, release: string): NewEntry => ({
  system: n.source,
  code: n.code,
  display: n.name,
  from: null,
  release,
});

/**
 * The basket actions at the end of a tree row: add this node, or open "add with descendants"
 * for it. Out of the Tab order: the tree is one Tab stop and its keys move between rows.
 */
export function NodeBasketActions({
  node,
  release,
  onDescendants,
}: {
  node: TreeNodeData;
  release: string;
  onDescendants: (node: TreeNodeData) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <AddToBasketButton entry={nodeEntry({ ...node, source: node.ref.sab }, release)} short tabIndex={-1} />
      {node.hasChildren && (
        <Button
          size="compact-xs"
          variant="default"
          tabIndex={-1}
          aria-label={`Add ${node.name} and its descendants to the basket…`}
          onClick={() => onDescendants(node)}
        >
          + Descendants…
        </Button>
      )}
    </Group>
  );
}

/**
 * "Add node and descendants to depth N": walks the subtree with the tree's own rate-limited
 * child fetching, then adds every node at once (a node under two parents, or already in the
 * basket, is one entry). Cancel adds nothing.
 */
export function SubtreeToBasket({
  source,
  root,
  release,
  onClose,
}: {
  source: TreeSource;
  root: TreeNodeData;
  release: string;
  onClose: () => void;
}) {
  const [depth, setDepth] = useState(1);
  // Opened from a row that may be far up a long tree: bring the panel into view.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.scrollIntoView({ block: 'nearest' }), []);
  const walk = useSubtreeWalk<{ added: number; found: number; complete: boolean }>(source, root);
  const { status, running } = walk;
  const start = () =>
    walk.start(depth, ({ rows, complete }) => {
      const entries = rows.map((r) => nodeEntry(r, release));
      const found = new Set(entries.map((e) => `${e.system}|${e.code}`)).size;
      return { added: basketStore().add(entries), found, complete };
    });
  return (
    <Paper
      ref={box}
      withBorder
      p="sm"
      data-testid="subtree-basket"
      aria-label={`Add ${root.name} and its descendants`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
          Add {root.name} ({root.ref.sab} {root.code}) and its descendants to the basket
        </Text>
        <CloseButton aria-label="Close" disabled={running} onClick={onClose} />
      </Group>
      <Group gap="xs" align="end" mt="xs">
        <DepthSelect label="Depth" value={depth} disabled={running} onChange={setDepth} />
        <Button size="xs" disabled={running} onClick={() => void start()}>
          Add to basket
        </Button>
        {running && <CancelWalk onCancel={walk.cancel} />}
      </Group>
      {status.kind === 'running' && (
        <WalkProgressNote progress={status.progress} label="Adding to the basket" />
      )}
      {status.kind === 'done' && (
        <Text size="sm" role="status">
          Added {status.result.added} new code{status.result.added === 1 ? '' : 's'} of {status.result.found}{' '}
          found
          {status.result.found > status.result.added ? ' (the others were in the basket already)' : ''}
          {status.result.complete ? '.' : '; stopped at the row limit.'}
        </Text>
      )}
      {status.kind === 'cancelled' && (
        <Text size="sm" role="status">
          Cancelled; nothing was added.
        </Text>
      )}
      {status.kind === 'failed' && (
        <Text size="sm" c="red" role="alert">
          Nothing was added: {status.message}
        </Text>
      )}
    </Paper>
  );
}
