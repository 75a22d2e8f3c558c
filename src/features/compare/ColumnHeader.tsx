import { Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { compareToken, type CompareId } from '../../lib/compareIds.ts';
import { useHref } from '../../lib/useHref.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { columnLetter } from './facts.ts';
import { DemoIdMark } from '../../ui/DemoIdMark.tsx';
import type { ColumnState } from './useCompareColumns.ts';

interface Props {
  index: number;
  id: CompareId;
  state: ColumnState;
  release: string;
  onRemove: () => void;
}

/**
 * The head of one compared concept: letter, name, id and state. It keeps one height whether
 * loading, loaded or failed (the failure shows below its name line), so columns do not jump.
 */
export function ColumnHeader({ index, id, state, release, onRemove }: Props) {
  const to = useHref();
  const token = compareToken(id);
  return (
    <Stack gap={4} mih={88} data-testid={`compare-column-${columnLetter(index)}`}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Badge variant="filled" aria-label={`Column ${columnLetter(index)}`} style={{ flexShrink: 0 }}>
          {columnLetter(index)}
        </Badge>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={`Remove ${token} from the comparison`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Group>
      {state.status === 'loading' && (
        <Skeleton height={24} radius="sm" aria-label={`Loading ${token}`} role="status" />
      )}
      {state.status === 'ready' && (
        <Anchor component={Link} to={to(state.facts.href)} fw={600} style={{ wordBreak: 'break-word' }}>
          {state.facts.name}
        </Anchor>
      )}
      {state.status === 'not-found' && (
        <Text fw={600} role="alert">
          Not found
        </Text>
      )}
      <Text size="xs" ff="monospace" c="dimmed">
        {id.kind === 'CUI' ? `CUI ${id.id}` : `RXCUI ${id.id}`}
        {id.kind === 'CUI' && <DemoIdMark id={id.id} />}
      </Text>
      {state.status === 'not-found' && (
        <Text size="sm" c="dimmed">
          {id.kind === 'CUI'
            ? `No UMLS concept ${id.id} in release ${release}.`
            : `No RxNorm concept ${id.id}.`}
        </Text>
      )}
      {state.status === 'error' && <ErrorPanel error={state.error} onRetry={state.retry} what={token} />}
    </Stack>
  );
}
