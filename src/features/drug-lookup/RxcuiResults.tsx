import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { RXCUI_COLUMNS } from '../../ui/drugColumns.ts';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { Link } from 'react-router';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { ttyLabel } from '../../lib/rxnavLayout.ts';
import { drugPath } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { WRAP } from '../../ui/wrap.ts';
import { conceptPropertiesQuery } from '../../lib/queries/drugs.ts';
import { SortableTh } from '../../ui/SortableTh.tsx';
import { useSortedRows } from '../../lib/useSortParam.ts';

/** More than this many RXCUIs are listed without names, to stay inside the 20 requests/s budget. */
const NAMED = 25;

/**
 * RXCUIs from a find call, each with its name and term type (getRxConceptProperties, one
 * call per row, each row with its own loading and error state).
 */
export function RxcuiResults({ rxcuis, caption }: { rxcuis: string[]; caption: string }) {
  const href = useHref();
  const props = useQueries({ queries: rxcuis.slice(0, NAMED).map((r) => conceptPropertiesQuery(r)) });
  const meta = usePageMeta(caption);
  // Every row is here (no paging): a header sorts them all, the export follows the order shown.
  const named = rxcuis.map((rxcui, i) => ({ rxcui, concept: props[i]?.data, q: props[i] }));
  const { rows, sort, onSort } = useSortedRows<(typeof named)[number]>(named, RXCUI_COLUMNS);
  const th = { sort, onSort };
  return (
    <>
      <Group justify="flex-end">
        <TableExport
          label="Export RXCUIs"
          columns={RXCUI_COLUMNS}
          what={caption}
          meta={meta}
          pageRows={rows}
        />
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table striped highlightOnHover>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="RXCUI" sortKey="rxcui" {...th} />
              <SortableTh label="Name" sortKey="name" {...th} />
              <SortableTh label="Term type" sortKey="tty" {...th} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ rxcui, concept, q }) => {
              return (
                <Table.Tr key={rxcui}>
                  <Table.Td>
                    <Anchor component={Link} to={href(drugPath(rxcui))} ff="monospace">
                      {rxcui}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={WRAP}>
                    {!q ? (
                      <Text span c="dimmed" size="sm">
                        open the concept for its name
                      </Text>
                    ) : q.isPending ? (
                      <Text span c="dimmed" size="sm" aria-busy="true">
                        loading…
                      </Text>
                    ) : q.isError ? (
                      <ErrorPanel
                        error={q.error}
                        what={`the name of ${rxcui}`}
                        onRetry={() => void q.refetch()}
                      />
                    ) : concept ? (
                      <Anchor component={Link} to={href(drugPath(rxcui))}>
                        {concept.STR || rxcui}
                      </Anchor>
                    ) : (
                      <Text span c="dimmed" size="sm">
                        not an active concept
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {concept?.TTY ? (
                      <Badge variant="light" title={ttyLabel(concept.TTY)}>
                        {concept.TTY}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
