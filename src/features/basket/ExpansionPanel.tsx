import { Alert, Badge, Button, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { BasketEntry, StoredExpansion } from '../../lib/basket/index.ts';
import { ruleLabel } from '../../lib/basket/ruleText.ts';
import type { ExpandState, Unfinished } from './useExpansion.ts';

const FIRST_ROWS = 200;

/** The codes the rules give now: count, release, when, and the list (first rows, then all). */
export function ExpansionPanel({
  stored,
  stale,
  state,
  unfinished,
  entries,
  onReExpand,
}: {
  stored: StoredExpansion | null;
  stale: boolean;
  state: ExpandState;
  /** The last run, when it could not read every rule. */
  unfinished: Unfinished | null;
  /** The rules, to name the ones not read. */
  entries: readonly BasketEntry[];
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
      <NotRead stored={stored} unfinished={unfinished} entries={entries} />
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

/**
 * The rules an expansion run could not read: by name, with what the service said, and what the
 * list below is then (the expansion before, kept whole; or only what the other rules gave).
 */
function NotRead({
  stored,
  unfinished,
  entries,
}: {
  stored: StoredExpansion | null;
  unfinished: Unfinished | null;
  entries: readonly BasketEntry[];
}) {
  const source = unfinished?.run ?? stored;
  const rules = Object.entries(source?.notRead ?? {});
  if (!source || rules.length === 0) return null;
  const n = rules.length;
  const these = n === 1 ? 'one rule was' : `${n} rules were`;
  const kept = unfinished?.kept && stored;
  return (
    <Alert
      color="orange"
      title={kept ? 'Re-expansion not finished' : 'Expansion incomplete'}
      role="status"
      data-testid="expansion-not-read"
    >
      <Text size="sm">
        The service did not answer, so {these} not read.{' '}
        {kept
          ? `The expansion below is the one of ${new Date(stored.timestamp).toLocaleString()}, kept as it was. `
          : 'The list below holds only what the other rules gave, and the FHIR export carries no expansion until every rule is read. '}
        Re-expand when the service answers.
      </Text>
      <ul style={{ margin: 0 }}>
        {rules.map(([id, why]) => (
          <li key={id}>
            {ruleLabel(id, entries)}: not read ({why})
          </li>
        ))}
      </ul>
    </Alert>
  );
}
