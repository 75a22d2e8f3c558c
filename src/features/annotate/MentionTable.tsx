import { Anchor, Button, Group, Menu, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DecidedMention } from '../../lib/annotate/decisions.ts';
import { groupName } from '../../lib/annotate/semanticGroups.ts';
import type { FoundConcept } from '../../lib/annotate/types.ts';
import { conceptPath, withRelease } from '../../lib/paths.ts';
import { UserText } from '../../ui/UserText.tsx';
import { DemoIdMark } from '../../ui/DemoIdMark.tsx';

const PAGE = 100;

const MATCHED: Record<DecidedMention['matchedBy'], string> = {
  exact: 'exact',
  normalised: 'normalised',
  // Another spelling, the organ's disease, the drug-induced form or the disorder's name (variants.ts, disorderNames.ts).
  variant: 'other wording',
  abbreviation: 'abbreviation',
  hand: 'by hand',
};

const CONTEXT: Record<string, string> = {
  negated: 'negated',
  possible: 'possible',
  historical: 'historical',
  other: "someone else's",
};

/** The mentions, one row each, with a hand on every one: pick another concept, or remove it. */
export function MentionTable({
  mentions,
  target,
  release,
  selected,
  onSelect,
  onPick,
  onRemove,
}: {
  mentions: readonly DecidedMention[];
  target: string | null;
  release: string;
  selected: string | null;
  onSelect: (id: string) => void;
  onPick: (m: DecidedMention, c: FoundConcept) => void;
  onRemove: (m: DecidedMention) => void;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(mentions.length / PAGE));
  const shownPage = Math.min(page, pages);
  const rows = mentions.slice((shownPage - 1) * PAGE, shownPage * PAGE);
  return (
    <>
      <Table.ScrollContainer minWidth={900} type="native">
        <Table verticalSpacing="xs" aria-label="Mentions" data-testid="mentions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Span</Table.Th>
              <Table.Th>Text</Table.Th>
              <Table.Th>Concept</Table.Th>
              <Table.Th>Preferred name</Table.Th>
              <Table.Th>Semantic types</Table.Th>
              {target && <Table.Th>{target} codes</Table.Th>}
              <Table.Th>Matched</Table.Th>
              <Table.Th>Context</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr
                key={m.id}
                data-mention-row={m.id}
                className={selected === m.id ? 'annot-row-selected' : undefined}
                onClick={() => onSelect(m.id)}
              >
                <Table.Td>
                  {m.start}–{m.end}
                </Table.Td>
                <Table.Td>
                  <UserText text={m.text} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={withRelease(conceptPath(m.cui), release)}>
                    {m.cui}
                  </Anchor>
                  <DemoIdMark id={m.cui} />
                </Table.Td>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td>
                  {m.semanticTypes ? (
                    m.semanticTypes.map((t) => t.name).join('; ')
                  ) : (
                    <Text span c="dimmed" size="sm">
                      not read yet
                    </Text>
                  )}
                  {m.group && (
                    <Text size="xs" c="dimmed">
                      {groupName(m.group)}
                    </Text>
                  )}
                </Table.Td>
                {target && (
                  <Table.Td>{m.target ? m.target.map((t) => t.code).join('; ') || 'none' : '…'}</Table.Td>
                )}
                <Table.Td>
                  {MATCHED[m.matchedBy]}
                  {m.abbreviationOf && (
                    <Text size="xs" c="dimmed">
                      of “<UserText text={m.abbreviationOf} />”
                    </Text>
                  )}
                  {m.matchedBy === 'variant' && (
                    <Text size="xs" c="dimmed">
                      as “{m.phrase}”
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {m.context.length === 0
                    ? '—'
                    : m.context.map((c) => (
                        <div key={c.kind}>
                          {CONTEXT[c.kind]}{' '}
                          <Text span size="xs" c="dimmed">
                            (“{c.trigger}”)
                          </Text>
                        </div>
                      ))}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button size="compact-xs" variant="default" disabled={m.alternatives.length === 0}>
                          Another…
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown aria-label={`Other concepts for ${m.text}`}>
                        {m.alternatives.map((a) => (
                          <Menu.Item key={a.cui} onClick={() => onPick(m, a)}>
                            {a.name} ({a.cui})
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(m)}>
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination total={pages} value={shownPage} onChange={setPage} aria-label="Mention pages" />
      )}
    </>
  );
}
