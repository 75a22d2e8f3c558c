import { Anchor, Badge, Button, Checkbox, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeRule, fhirSystemFor, type BasketEntry } from '../../lib/basket/index.ts';
import { conceptPath, drugPath, sourceCodePath } from '../../lib/paths.ts';
import { DemoIdMark } from '../../ui/DemoIdMark.tsx';
import { UserText } from '../../ui/UserText.tsx';

/** Rows drawn at first per system: 10,000 table rows would take seconds to lay out. */
const FIRST_ROWS = 200;

interface Props {
  system: string;
  entries: BasketEntry[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onRemove: (ids: string[]) => void;
  /** Codes each rule gives in the current expansion (by entry id); absent while stale. */
  contributions?: Record<string, number> | null;
  flags?: Record<string, string>;
  /** Rules the stored expansion could not read (the service did not answer). */
  notRead?: Record<string, string>;
}

function codePath(e: BasketEntry): string {
  if (e.system === 'UMLS') return conceptPath(e.code);
  return sourceCodePath(e.system, e.code);
}

/** One code system's entries: code, name, where it came from, release, when added. */
export function BasketGroup({
  system,
  entries,
  selected,
  onSelect,
  onRemove,
  contributions,
  flags,
  notRead,
}: Props) {
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, FIRST_ROWS);
  const uri = fhirSystemFor(system);
  const headingId = `basket-system-${system}`;
  return (
    <section aria-labelledby={headingId} data-testid={`basket-group-${system}`}>
      <Group gap="xs" mb={4}>
        <Title order={2} size="h4" id={headingId}>
          {system === 'UMLS' ? 'UMLS concepts (CUI)' : system}
        </Title>
        <Badge variant="light">{entries.length}</Badge>
        {uri ? (
          <Text size="xs" c="dimmed" ff="monospace">
            {uri}
          </Text>
        ) : (
          <Badge color="orange" variant="light">
            no FHIR system URI
          </Badge>
        )}
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => onRemove(entries.map((e) => e.id))}
        >
          Remove all {system}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <VisuallyHidden>Select</VisuallyHidden>
              </Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Rule</Table.Th>
              <Table.Th>Gives</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>Release</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th w={90}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((e) => (
              <Table.Tr key={e.id} data-testid="basket-row">
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${e.system} ${e.code}`}
                    checked={selected.has(e.id)}
                    onChange={(ev) => onSelect(e.id, ev.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={codePath(e)} ff="monospace" size="sm">
                    {e.code}
                  </Anchor>
                  {e.system === 'UMLS' && <DemoIdMark id={e.code} />}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <UserText text={e.display} />
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c={e.rule?.exclude ? 'red.8' : undefined} data-testid="rule-text">
                    {describeRule(e.rule)}
                  </Text>
                  {flags?.[e.id] && (
                    <Badge color="orange" variant="light" title={flags[e.id]}>
                      flagged: {flags[e.id]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td data-testid="rule-gives">
                  {notRead?.[e.id] !== undefined
                    ? 'not read'
                    : contributions?.[e.id] !== undefined
                      ? `${e.rule?.exclude ? '−' : ''}${contributions[e.id]!.toLocaleString('en-US')}`
                      : ''}
                </Table.Td>
                <Table.Td>
                  {e.from && (
                    <Anchor
                      component={Link}
                      to={e.from.kind === 'CUI' ? conceptPath(e.from.id) : drugPath(e.from.id)}
                      size="sm"
                      ff="monospace"
                    >
                      {e.from.kind} {e.from.id}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>{e.release}</Table.Td>
                <Table.Td>
                  <Text size="xs" title={e.addedAt}>
                    {new Date(e.addedAt).toLocaleString()}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${e.system} ${e.code}`}
                    onClick={() => onRemove([e.id])}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!all && entries.length > FIRST_ROWS && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
          Show all {entries.length} {system} codes
        </Button>
      )}
    </section>
  );
}
