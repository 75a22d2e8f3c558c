import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReturnIdType, SearchPage } from '../../api/uts/index.ts';
import { useReleaseLink } from '../../app/links.ts';
import { hitPath } from './hitLink.ts';

interface Props {
  page: SearchPage;
  returnIdType: ReturnIdType;
  isFetching: boolean;
  onPage: (pageNumber: number) => void;
}

export function SearchResults({ page, returnIdType, isFetching, onPage }: Props) {
  const link = useReleaseLink();
  const first = (page.pageNumber - 1) * page.pageSize + 1;
  const last = first + page.hits.length - 1;
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="result-range" aria-live="polite">
          {page.hits.length
            ? `Results ${first}–${last}${page.recCount !== null ? ` of ${page.recCount}` : ''}`
            : `No more results after ${first - 1}`}
        </Text>
        <Pager page={page} isFetching={isFetching} onPage={onPage} where="top" />
      </Group>
      <Table striped highlightOnHover aria-label="Search results" style={{ opacity: isFetching ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Identifier</Table.Th>
            <Table.Th>Source</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.hits.map((h, i) => {
            const path = hitPath(h, returnIdType);
            return (
              <Table.Tr key={`${h.ui}-${h.rootSource}-${i}`}>
                <Table.Td>
                  {path ? (
                    <Anchor component={Link} to={link(path)}>
                      {h.name}
                    </Anchor>
                  ) : (
                    h.name
                  )}
                </Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {h.ui}
                  </Text>
                </Table.Td>
                <Table.Td>{h.rootSource && <Badge variant="light">{h.rootSource}</Badge>}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Pager page={page} isFetching={isFetching} onPage={onPage} where="bottom" />
      </Group>
    </>
  );
}

function Pager({
  page,
  isFetching,
  onPage,
  where,
}: Omit<Props, 'returnIdType'> & { where: 'top' | 'bottom' }) {
  return (
    <Group gap="xs" component="nav" aria-label={`Result pages (${where})`}>
      <Button
        size="compact-sm"
        variant="default"
        disabled={page.pageNumber <= 1 || isFetching}
        onClick={() => onPage(page.pageNumber - 1)}
      >
        Previous page
      </Button>
      <Text size="sm">Page {page.pageNumber}</Text>
      <Button
        size="compact-sm"
        variant="default"
        disabled={page.isLast || isFetching}
        onClick={() => onPage(page.pageNumber + 1)}
      >
        Next page
      </Button>
    </Group>
  );
}
