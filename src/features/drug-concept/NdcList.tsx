import { Anchor, Button, CopyButton, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { ndcColumns } from './ndcColumns.ts';
import { Link } from 'react-router';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { articleForAbbreviation } from '../../lib/inputText.ts';
import { lookupSearch, EMPTY_LOOKUP } from '../../lib/drugUrls.ts';
import { DRUG_LOOKUP_PATH } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { formatNdc11 } from '../../lib/ndc.ts';
import { ndcsQuery } from './queries.ts';
import { memo, useMemo, useState } from 'react';
import { useFocusFirstNew } from '../../lib/useFocusFirstNew.ts';
import { SortableTh } from '../../ui/SortableTh.tsx';
import { useSortedRows } from '../../lib/useSortParam.ts';

/** getNDCs: the product's active NDCs (CMS 11-digit), each copyable and linked back to the identifier search. */
export function NdcList({ rxcui, tty }: { rxcui: string; tty: string | null }) {
  const ndcs = useQuery(ndcsQuery(rxcui));
  const notProduct = tty !== null && !['SCD', 'SBD', 'GPCK', 'BPCK'].includes(tty);
  return (
    <QueryView
      query={ndcs}
      what="NDCs"
      isEmpty={(d) => d.length === 0}
      empty={
        notProduct
          ? `NDCs belong to drug products (SCD, SBD, GPCK, BPCK); this concept is ${articleForAbbreviation(tty ?? '')} ${tty}.`
          : 'This drug has no active NDC.'
      }
    >
      {(list) => <NdcTable rxcui={rxcui} list={list} />}
    </QueryView>
  );
}

/**
 * Rows drawn at first: a common product has over a thousand NDCs (ibuprofen 200 MG Oral
 * Tablet: 1,441), and drawing them all, each with its link and copy button, took seconds.
 */
export const NDC_ROWS_SHOWN = 100;

/**
 * One NDC's row. Memoised: a sort (or "Show more") then redraws no row that was drawn already,
 * only moves it; with all 1,441 rows of a common product shown, redrawing each row with its
 * link, tooltip and copy button took about a second per sort, several under load.
 */
const NdcRow = memo(function NdcRow({ ndc, to }: { ndc: string; to: string }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={to} ff="monospace" title="Find the drugs with this NDC">
          {ndc}
        </Anchor>
      </Table.Td>
      <Table.Td ff="monospace">{formatNdc11(ndc)}</Table.Td>
      <Table.Td>
        <CopyValue value={ndc} label={`Copy NDC ${ndc}`} plain />
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * The NDCs, sortable by their number (the URL keeps the order); copy and export follow it and
 * take every NDC. The first NDC_ROWS_SHOWN rows of that order are drawn, then more on request.
 */
function NdcTable({ rxcui, list: served }: { rxcui: string; list: string[] }) {
  const href = useHref();
  const meta = usePageMeta(`NDCs of ${rxcui}`);
  const columns = useMemo(() => ndcColumns(rxcui), [rxcui]);
  const { rows: list, sort, onSort } = useSortedRows(served, columns);
  const [shown, setShown] = useState(NDC_ROWS_SHOWN);
  const rows = list.length > shown ? list.slice(0, shown) : list;
  // After "Show … more" or "Show all" (which is then gone) focus moves to the first new NDC.
  const { listRef: bodyRef, expectFrom } = useFocusFirstNew<HTMLTableSectionElement>(rows.length);
  const showUpTo = (n: number) => {
    expectFrom(rows.length);
    setShown(n);
  };
  return (
    <Stack gap="xs">
      <Group>
        <Text size="sm">
          {list.length.toLocaleString('en-US')} active NDC{list.length === 1 ? '' : 's'} (CMS 11-digit)
        </Text>
        <CopyButton value={list.join('\n')}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy all NDCs'}
            </Button>
          )}
        </CopyButton>
        <TableExport
          label="Export NDCs"
          columns={columns}
          what={`NDCs ${rxcui}`}
          meta={meta}
          pageRows={list}
        />
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table striped maw={560} data-testid="ndc-table">
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="NDC (11-digit)" sortKey="ndc11" sort={sort} onSort={onSort} />
              <Table.Th>5-4-2</Table.Th>
              <Table.Th>
                <VisuallyHidden>Copy</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={bodyRef}>
            {rows.map((ndc) => (
              <NdcRow
                key={ndc}
                ndc={ndc}
                to={href(
                  DRUG_LOOKUP_PATH,
                  lookupSearch({ ...EMPTY_LOOKUP, mode: 'id', idType: 'NDC', id: ndc }),
                )}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length < list.length && (
        <Group gap="xs">
          <Text size="sm" data-testid="ndc-rows-shown">
            {rows.length.toLocaleString('en-US')} of {list.length.toLocaleString('en-US')} shown.
          </Text>
          <Button size="xs" variant="default" onClick={() => showUpTo(shown + NDC_ROWS_SHOWN)}>
            Show {Math.min(NDC_ROWS_SHOWN, list.length - rows.length)} more
          </Button>
          <Button size="xs" variant="subtle" onClick={() => showUpTo(list.length)}>
            Show all {list.length.toLocaleString('en-US')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
