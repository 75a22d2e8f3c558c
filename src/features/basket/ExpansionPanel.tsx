import { Alert, Badge, Button, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { StoredExpansion } from '../../lib/basket/index.ts';
import type { ExpandState } from './useExpansion.ts';

const FIRST_ROWS = 200;

/** The codes the rules give now: count, release, when, and the list (first rows, then all). */
export function ExpansionPanel({
  stored,
  stale,
  state,
  onReExpand,
}: {
  stored: StoredExpansion | null;
  stale: boolean;
  state: ExpandState;
  onReExpand: (release: string) => void;
}) {
  const [all, setAll] = useState(false);
  const [release, setRelease] = useState(stored?.release ?? 'current');
  const codes = stored?.codes ?? [];
  const shown = all ? codes : codes.slice(0, FIRST_ROWS);
  return (
    <section aria-labelledby="basket-expansion" data-testid="expansion">
      <Group gap="xs" align="end" mb={4}>
        <Title order={2} size="h4" id="basket-expansion">
          Expansion
        </Title>
        {stored && (
          <Badge variant="light" data-testid="expansion-count">
            {codes.length.toLocaleString('en-US')}
          </Badge>
        )}
        <TextInput
          size="xs"
          label="Release"
          w={110}
          value={release}
          maxLength={20}
          onChange={(e) => setRelease(e.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          disabled={state.kind === 'running' || !/^(current|[A-Za-z0-9._-]{1,20})$/.test(release)}
          onClick={() => onReExpand(release)}
        >
          Re-expand
        </Button>
      </Group>
      {state.kind === 'running' && (
        <Text size="xs" c="dimmed" role="status">
          Expanding: {state.codes.toLocaleString('en-US')} codes read ({state.calls} requests)
        </Text>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" title="Not expanded" role="alert">
          {state.message}
        </Alert>
      )}
      {stored && (
        <Text size="xs" c="dimmed" data-testid="expansion-meta">
          {stored.origin === 'imported' ? 'Imported expansion' : 'Expanded'} against release {stored.release}
          {stored.resolvedRelease ? ` (${stored.resolvedRelease})` : ''}
          {stored.rxnormVersion ? ` (RxNorm ${stored.rxnormVersion})` : ''} on{' '}
          <time dateTime={stored.timestamp}>{new Date(stored.timestamp).toLocaleString()}</time>.
        </Text>
      )}
      {stale && (
        <Alert color="yellow" title="The rules changed since this expansion" data-testid="expansion-stale">
          The list below is the {stored?.origin === 'imported' ? 'imported' : 'stored'} expansion. Re-expand
          to see what the rules give now and what changed.
        </Alert>
      )}
      {Object.keys(stored?.flags ?? {}).length > 0 && (
        <Alert color="orange" title="Rules not expanded as asked" data-testid="expansion-flags">
          <ul style={{ margin: 0 }}>
            {Object.entries(stored?.flags ?? {}).map(([id, why]) => (
              <li key={id}>
                {id.split('|').slice(0, 2).join(' ')}: {why}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {codes.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-labelledby="basket-expansion">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>System</Table.Th>
                <Table.Th>Code</Table.Th>
                <Table.Th>Name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((c) => (
                <Table.Tr key={`${c.system}|${c.code}`} data-testid="expansion-row">
                  <Table.Td>{c.system}</Table.Td>
                  <Table.Td ff="monospace">{c.code}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{c.display}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!all && codes.length > FIRST_ROWS && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
          Show all {codes.length.toLocaleString('en-US')} codes
        </Button>
      )}
    </section>
  );
}
