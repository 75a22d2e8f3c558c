import { Button, CloseButton, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { countingDeps } from '../../lib/basket/countingDeps.ts';
import { expandEntry } from '../../lib/basket/expand.ts';
import { serviceDeps } from '../../lib/basket/expandDeps.ts';
import { basketStore, describeRule, type EntryRule, type NewEntry } from '../../lib/basket/index.ts';
import type { TreeNodeData, TreeSource } from '../../lib/tree/index.ts';
import type { SubtreeRow } from '../../lib/tree/walk.ts';
import { AddToBasketButton } from '../AddToBasketButton.tsx';
import { CancelWalk } from './SubtreeWalkParts.tsx';

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

type AddStatus =
  | { kind: 'idle' }
  | { kind: 'running'; calls: number; codes: number }
  | { kind: 'done'; added: boolean; codes: number; calls: number; flag: string | null; what: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

const LEVELS = ['all', '1', '2', '3', '4', '5'] as const;

/**
 * "Add node and its descendants": one rule in the basket (all levels by default, or to a depth),
 * not a frozen list of codes, so it can be expanded again next release. The rule is expanded
 * first (the service's `descendants` list, paged at its largest size) to show what it gives;
 * Cancel adds nothing.
 */
export function SubtreeToBasket({
  root,
  release,
  onClose,
}: {
  source?: TreeSource;
  root: TreeNodeData;
  release: string;
  onClose: () => void;
}) {
  const [levels, setLevels] = useState<(typeof LEVELS)[number]>('all');
  const [status, setStatus] = useState<AddStatus>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // Opened from a row that may be far up a long tree: bring the panel into view.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  useEffect(() => () => abort.current?.abort(), []);
  const running = status.kind === 'running';
  const rule: EntryRule =
    levels === 'all'
      ? { exclude: false, scope: 'descendants' }
      : { exclude: false, scope: 'descendants', depth: Number(levels) };
  const entry: NewEntry = { ...nodeEntry({ ...root, source: root.ref.sab }, release), rule };
  const start = async () => {
    const ctrl = new AbortController();
    abort.current = ctrl;
    setStatus({ kind: 'running', calls: 0, codes: 0 });
    let calls = 0;
    const deps = countingDeps(serviceDeps(release), (c, codes) => {
      calls = c;
      setStatus((s) => (s.kind === 'running' ? { kind: 'running', calls: c, codes } : s));
    });
    try {
      const { nodes, flag } = await expandEntry(deps, { ...entry, id: '', addedAt: '' }, ctrl.signal);
      if (ctrl.signal.aborted) throw ctrl.signal.reason;
      const added = basketStore().add([entry]) > 0;
      setStatus({ kind: 'done', added, codes: nodes.length, calls, flag, what: describeRule(rule) });
    } catch (err) {
      if (ctrl.signal.aborted) setStatus({ kind: 'cancelled' });
      else setStatus({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  };
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
          Add {root.name} ({root.ref.sab} {root.code}) and its descendants to the basket, as a rule
        </Text>
        <CloseButton aria-label="Close" disabled={running} onClick={onClose} />
      </Group>
      <Group gap="xs" align="end" mt="xs">
        <NativeSelect
          size="xs"
          label="Depth"
          value={levels}
          disabled={running}
          onChange={(e) => setLevels(e.currentTarget.value as (typeof LEVELS)[number])}
          data={LEVELS.map((d) => ({
            value: d,
            label: d === 'all' ? 'All levels' : d === '1' ? '1 (children)' : d,
          }))}
        />
        <Button size="xs" disabled={running} onClick={() => void start()}>
          Add to basket
        </Button>
        {running && <CancelWalk onCancel={() => abort.current?.abort()} />}
      </Group>
      {status.kind === 'running' && (
        <Text size="xs" c="dimmed" role="status">
          Expanding: {status.codes} codes so far ({status.calls} requests)
        </Text>
      )}
      {status.kind === 'done' && (
        <Text size="sm" role="status">
          {status.added ? 'Added the rule' : 'The basket already holds the rule'} “{root.code}: {status.what}
          ”: {status.codes} code{status.codes === 1 ? '' : 's'} today ({status.calls} request
          {status.calls === 1 ? '' : 's'}).{status.flag ? ` ${status.flag}.` : ''}
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
