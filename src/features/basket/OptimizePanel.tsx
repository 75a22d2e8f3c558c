import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { getAllSourceDescendants } from '../../api/uts/descendants.ts';
import { proposeRules, rootCandidates, type Proposal } from '../../lib/basket/optimize.ts';
import { basketStore, type Basket } from '../../lib/basket/index.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'found'; proposals: Proposal[] }
  | { kind: 'failed'; message: string };

/**
 * "Optimize": asks the service for the descendants of each single code and offers to fold a
 * subtree the basket holds whole into one "with all descendants" rule. Shown before and after;
 * nothing changes until the user applies it.
 */
export function OptimizePanel({ basket, release }: { basket: Basket; release: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const candidates = rootCandidates(basket.entries);
  if (candidates.length < 2 && state.kind === 'idle') return null;

  const look = async () => {
    setState({ kind: 'looking' });
    try {
      const below = new Map<string, string[]>();
      for (const e of candidates) {
        const { nodes } = await getAllSourceDescendants({ source: e.system, id: e.code }, { release });
        below.set(
          e.id,
          nodes.map((n) => n.code),
        );
      }
      setState({ kind: 'found', proposals: proposeRules(basket.entries, below) });
    } catch (err) {
      setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  };

  const apply = (p: Proposal) => {
    const store = basketStore();
    store.remove(p.replaces.map((e) => e.id));
    store.add([{ ...p.root, rule: { exclude: false, scope: 'descendants' } }]);
    setState((s) =>
      s.kind === 'found' ? { kind: 'found', proposals: s.proposals.filter((q) => q !== p) } : s,
    );
  };

  return (
    <section aria-label="Optimize" data-testid="optimize">
      <Group gap="xs">
        <Button size="xs" variant="default" loading={state.kind === 'looking'} onClick={() => void look()}>
          Optimize: find whole subtrees
        </Button>
      </Group>
      {state.kind === 'failed' && (
        <Text size="sm" c="red" role="alert">
          Could not look: {state.message}
        </Text>
      )}
      {state.kind === 'found' && state.proposals.length === 0 && (
        <Text size="sm" role="status">
          No subtree is held whole; nothing to fold.
        </Text>
      )}
      {state.kind === 'found' && state.proposals.length > 0 && (
        <Alert color="blue" title="These codes cover whole subtrees" mt="xs">
          <List size="sm">
            {state.proposals.map((p) => (
              <List.Item key={p.root.id}>
                <Group gap="xs">
                  <Text size="sm">
                    Before: {p.replaces.length} codes ({p.root.system} {p.root.code} and all below it). After:
                    1 rule, “{p.root.code}: include this code and all its descendants”.
                  </Text>
                  <Button size="compact-xs" onClick={() => apply(p)}>
                    Use one rule for {p.root.code}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </section>
  );
}
