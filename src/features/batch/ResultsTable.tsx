import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { INPUT_KINDS } from '../../lib/input-kind/index.ts';
import { conceptPath, drugPath, sourceCodePath, withRelease } from '../../lib/paths.ts';
import { useRelease } from '../../lib/release.ts';
import { UserText } from '../../ui/UserText.tsx';
import { BatchBasketButton } from './BatchBasketButton.tsx';
import type { Candidate, Resolution } from './resolve.ts';
import type { BatchRow } from './rows.ts';
import { STATUS_LABEL, type MatchStatus } from './status.ts';
import { DemoIdMark } from '../../ui/DemoIdMark.tsx';
import { whyText } from './why.ts';

const STATUS_COLOR: Record<MatchStatus, string> = {
  matched: 'green',
  review: 'orange',
  several: 'yellow',
  none: 'gray',
  error: 'red',
  pending: 'gray',
  empty: 'gray',
};

export interface RowActions {
  onChoose(key: string, previous: Resolution, candidate: Candidate): Promise<void>;
  /** Opens the hand editor for the row. */
  onEdit?(row: BatchRow): void;
  onAccept(row: BatchRow): void;
  targetSource: string | null;
}

/** The batch result table: one row per input line, a status a reviewer can act on, and a hand on each. */
export function ResultsTable({ rows, actions }: { rows: readonly BatchRow[]; actions: RowActions }) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped aria-label="Batch results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Input</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>CUI / RXCUI</Table.Th>
            <Table.Th>Preferred name</Table.Th>
            <Table.Th>Semantic types / TTY</Table.Th>
            <Table.Th>Source code</Table.Th>
            <Table.Th>Target codes</Table.Th>
            {/* Buttons only: left off paper, where they would take room from the matches. */}
            <Table.Th data-print="hide">Basket</Table.Th>
            <Table.Th data-print="hide">Review</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ResultRow key={row.line} row={row} actions={actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ResultRow({ row, actions }: { row: BatchRow; actions: RowActions }) {
  const release = useRelease();
  const matched = row.status === 'matched' ? row.resolution : null;
  // A review row's answer is shown as a candidate (dimmed), never as the match.
  const shown = matched ?? (row.status === 'review' && row.found?.id ? row.found : null);
  // Candidates to choose from: an ambiguous line's, or a review line's suggestions (typos).
  const several =
    (row.status === 'several' || row.status === 'review') &&
    row.found &&
    !row.found.id &&
    row.found.candidates.length > 0 &&
    row.key
      ? row.found
      : null;
  const why = whyText(row.resolution);
  const link = (r: Resolution) =>
    r.idType === 'RXCUI' ? drugPath(r.id!) : r.idType === 'CUI' ? conceptPath(r.id!) : null;
  return (
    <Table.Tr data-state={row.state} data-status={row.status} data-line={row.line}>
      <Table.Td>{row.line}</Table.Td>
      <Table.Td title={row.input.length > 80 ? row.input.slice(0, 500) : undefined}>
        {/* break-word: a long line breaks where it must, a code or a word (C0027051) stays whole. */}
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'break-word', maxWidth: '20rem' }}>
          {row.kind === 'empty' ? <em>empty line</em> : <UserText text={row.input} />}
        </Text>
      </Table.Td>
      <Table.Td>
        {row.kind === 'empty' ? '' : (INPUT_KINDS.find((k) => k.value === row.kind)?.label ?? row.kind)}
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {row.status === 'pending' ? (
            <Text size="sm" c="dimmed">
              waiting
            </Text>
          ) : row.status !== 'empty' ? (
            <Badge color={STATUS_COLOR[row.status]} variant="light" data-testid="status">
              {STATUS_LABEL[row.status]}
              {row.byHand ? ', by hand' : ''}
            </Badge>
          ) : null}
          {row.problem && (
            <Text size="xs" c={row.status === 'error' ? 'red' : 'dimmed'}>
              {row.problem}
            </Text>
          )}
          {row.note && !row.byHand && (
            <Text size="xs" c="dimmed">
              {row.note}
            </Text>
          )}
          {why && (
            <Text size="xs" c="dimmed" data-testid="why">
              {why}
            </Text>
          )}
          {row.comment && (
            <Text size="xs" fs="italic">
              Comment: {row.comment}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {shown?.id &&
          (link(shown) ? (
            <Anchor component={Link} to={withRelease(link(shown)!, release)} size="sm">
              {shown.id}
            </Anchor>
          ) : (
            shown.id
          ))}
        {shown?.idType === 'CUI' && <DemoIdMark id={shown.id} />}
      </Table.Td>
      <Table.Td>
        {several ? (
          <Select
            aria-label={`Choose the match for line ${row.line}`}
            placeholder={`Choose one of ${several.candidates.length}`}
            data={several.candidates.map((c) => ({ value: c.id, label: `${c.name} (${c.id})` }))}
            onChange={(id) => {
              const c = several.candidates.find((x) => x.id === id);
              if (c && row.key) void actions.onChoose(row.decisionKey, several, c);
            }}
            size="xs"
            comboboxProps={{ withinPortal: true }}
          />
        ) : shown ? (
          <Text size="sm" c={matched ? undefined : 'dimmed'}>
            {shown.name}
            {matched ? '' : ' (candidate)'}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{shown ? shown.semanticTypes.join('; ') || shown.tty || '' : ''}</Table.Td>
      <Table.Td>
        {shown?.source && shown.code ? (
          <>
            {shown.source === 'NDC' ? (
              `NDC ${shown.code}`
            ) : (
              <Anchor
                component={Link}
                to={withRelease(sourceCodePath(shown.source, shown.code), release)}
                size="sm"
              >
                {shown.source} {shown.code}
              </Anchor>
            )}
            {shown.codeName ? ` · ${shown.codeName}` : ''}
          </>
        ) : (
          ''
        )}
      </Table.Td>
      <Table.Td>
        {matched && actions.targetSource
          ? matched.target.map((t, i) => (
              <span key={t.code}>
                {i > 0 ? '; ' : ''}
                <Anchor
                  component={Link}
                  to={withRelease(sourceCodePath(actions.targetSource!, t.code), release)}
                  size="sm"
                >
                  {t.code}
                </Anchor>{' '}
                {t.name}
              </span>
            ))
          : ''}
      </Table.Td>
      <Table.Td data-print="hide">
        <BatchBasketButton row={row} targetSource={actions.targetSource} release={release} />
      </Table.Td>
      <Table.Td data-print="hide">
        {row.status !== 'empty' && (
          <Group gap={4} wrap="nowrap">
            {row.status === 'review' && row.found?.id && (
              <Button
                size="compact-xs"
                variant="light"
                aria-label={`Accept line ${row.line}`}
                onClick={() => actions.onAccept(row)}
              >
                Accept
              </Button>
            )}
            {actions.onEdit && (
              <Button
                size="compact-xs"
                variant="default"
                aria-label={`Change line ${row.line}`}
                onClick={() => actions.onEdit?.(row)}
              >
                Change…
              </Button>
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
