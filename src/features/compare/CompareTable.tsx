import { Anchor, Badge, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompareId } from '../../lib/compareIds.ts';
import { useHref } from '../../lib/useHref.ts';
import { ColumnHeader } from './ColumnHeader.tsx';
import {
  columnLetter,
  FACT_LISTS,
  factMatrix,
  presence,
  type FactItem,
  type Facts,
  type PresenceKind,
} from './facts.ts';
import type { ColumnState } from './useCompareColumns.ts';
import './compare.css';

interface Props {
  ids: readonly CompareId[];
  columns: readonly ColumnState[];
  release: string;
  onRemove: (index: number) => void;
}

const FIRST_COL = 180;
/** Rows shown per list at first (shared rows come first); the rest one click away. */
const FIRST_ROWS = 12;
const COL = 200;

/** Words and a mark for each kind of row, so a difference never shows by colour alone. */
const MARK: Record<PresenceKind, string> = { shared: '=', only: '◆', some: '◐' };

const factsOf = (s: ColumnState): Facts | null => (s.status === 'ready' ? s.facts : null);

/** A cell of one column: its value, or why it has none. */
function Cell({ state, children }: { state: ColumnState; children: ReactNode }) {
  if (state.status === 'loading') return <Skeleton height={14} width="60%" radius="sm" />;
  if (state.status !== 'ready')
    return (
      <Text size="sm" c="dimmed">
        no data
      </Text>
    );
  return children;
}

function ItemLabel({ item }: { item: FactItem }) {
  const to = useHref();
  const text = (
    <span style={{ wordBreak: 'break-word' }} title={item.title}>
      {item.label}
    </span>
  );
  return item.href ? (
    <Anchor component={Link} to={to(item.href)} size="sm">
      {text}
    </Anchor>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

/**
 * The comparison as one table: a column per concept, and per list (semantic types, names,
 * sources, codes, relations) a row per item with which concepts have it. Shared rows come
 * first and say "Shared by all"; the others say whose they are ("Only in A").
 */
export function CompareTable({ ids, columns, release, onRemove }: Props) {
  const withData = columns.map((c) => c.status === 'ready');
  // Until every column is in, "only in A" may still become "shared": the headings say so.
  const loading = columns.flatMap((c, i) => (c.status === 'loading' ? [columnLetter(i)] : []));
  const waiting = loading.length ? ` · ${loading.join(', ')} still loading` : '';
  const span = ids.length + 1;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  return (
    <Table.ScrollContainer minWidth={FIRST_COL + COL * ids.length} type="native">
      <Table layout="fixed" withColumnBorders verticalSpacing="xs" aria-label="Comparison">
        <colgroup>
          <col style={{ width: FIRST_COL }} />
          {ids.map((id) => (
            <col key={`${id.kind}${id.id}`} style={{ width: COL }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Concept</Table.Th>
            {ids.map((id, i) => (
              <Table.Th key={`${id.kind}${id.id}`} scope="col" style={{ verticalAlign: 'top' }}>
                <ColumnHeader
                  index={i}
                  id={id}
                  state={columns[i]!}
                  release={release}
                  onRemove={() => onRemove(i)}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FACT_LISTS.map(({ list, title }) => {
            const rows = factMatrix(columns.map((c) => factsOf(c)?.[list] ?? null));
            const shared = rows.filter((r) => presence(r.has, withData).kind === 'shared').length;
            return (
              <Fragment key={list}>
                <Table.Tr className="compare-section">
                  <Table.Th colSpan={span} scope="colgroup">
                    {title}{' '}
                    <Text span size="xs" c="dimmed" fw={400} data-testid={`compare-summary-${list}`}>
                      {rows.length
                        ? `${shared} shared, ${rows.length - shared} not shared${waiting}`
                        : withData.some(Boolean)
                          ? `none${waiting}`
                          : ''}
                    </Text>
                  </Table.Th>
                </Table.Tr>
                {(open.has(list) ? rows : rows.slice(0, FIRST_ROWS)).map((row) => {
                  const p = presence(row.has, withData);
                  return (
                    <Table.Tr
                      key={row.item.key}
                      className={`compare-row-${p.kind}`}
                      data-testid={`compare-row-${list}`}
                      data-presence={p.kind}
                    >
                      <Table.Td>
                        <Stack gap={2} align="flex-start">
                          <ItemLabel item={row.item} />
                          <Badge
                            size="sm"
                            // Filled dark teal: white on teal.9 reads at 4.5:1 on the row's tint in both schemes.
                            variant={p.kind === 'shared' ? 'filled' : 'outline'}
                            color={p.kind === 'shared' ? 'teal.9' : 'gray'}
                          >
                            <span aria-hidden="true">{MARK[p.kind]} </span>
                            {p.text}
                          </Badge>
                        </Stack>
                      </Table.Td>
                      {columns.map((c, i) => (
                        <Table.Td key={i}>
                          <Cell state={c}>
                            {row.has[i] ? (
                              <Text size="sm" fw={600}>
                                <span aria-hidden="true">✓ </span>Yes
                              </Text>
                            ) : (
                              <Text size="sm" c="dimmed">
                                <span aria-hidden="true">✗ </span>No
                              </Text>
                            )}
                          </Cell>
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
                {!open.has(list) && rows.length > FIRST_ROWS && (
                  <Table.Tr>
                    <Table.Td colSpan={span}>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setOpen((o) => new Set([...o, list]))}
                      >
                        Show all {rows.length} {title.toLowerCase()}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
          <Table.Tr className="compare-section">
            <Table.Th colSpan={span} scope="colgroup">
              Definitions
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>
              <Text size="sm" c="dimmed">
                Each concept&apos;s own definitions, by source.
              </Text>
            </Table.Td>
            {columns.map((c, i) => (
              <Table.Td key={i} style={{ verticalAlign: 'top' }} data-testid="compare-definitions">
                <Cell state={c}>
                  <Definitions facts={factsOf(c)} />
                </Cell>
              </Table.Td>
            ))}
          </Table.Tr>
          {columns.some((c) => factsOf(c)?.notes.length) && (
            <Table.Tr>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  Notes
                </Text>
              </Table.Td>
              {columns.map((c, i) => (
                <Table.Td key={i}>
                  <Text size="xs" c="dimmed">
                    {factsOf(c)?.notes.join(' ')}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Definitions may carry HTML from their source; a compare cell shows only its text. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function Definitions({ facts }: { facts: Facts | null }) {
  if (!facts?.definitions.length)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Stack gap="xs">
      {facts.definitions.map((d, i) => (
        <Text key={i} size="sm" lineClamp={6} style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="sm">
            {d.rootSource}:
          </Text>{' '}
          {plainText(d.value)}
        </Text>
      ))}
    </Stack>
  );
}
