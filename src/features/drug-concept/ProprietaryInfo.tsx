import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getApiKey, subscribeCredentials } from '../../api/auth/credentials.ts';
import { QueryView } from '../../ui/QueryView.tsx';
import { WRAP } from '../../ui/wrap.ts';
import { proprietaryInfoQuery } from './queries.ts';

/**
 * getProprietaryInformation with a fresh CAS service ticket as `proxyTicket`. The service
 * answers without a licence too, with unrestricted sources only, and does not say so; so
 * the page says which case this is.
 */
export function ProprietaryInfo({ rxcui }: { rxcui: string }) {
  const hasApiKey = useSyncExternalStore(subscribeCredentials, () => getApiKey() !== '');
  const info = useQuery(proprietaryInfoQuery(rxcui, hasApiKey));
  return (
    <QueryView query={info} what="proprietary information">
      {({ rows, noTicketReason }) => (
        <Stack gap="sm">
          {noTicketReason !== null ? (
            <Alert
              color="yellow"
              title="Only unrestricted sources are shown"
              role="status"
              data-testid="proprietary-scope"
            >
              No service ticket could be obtained ({noTicketReason}), so sources that need a UMLS licence are
              left out. Check your API key in Settings, then reload.
            </Alert>
          ) : (
            <Alert color="blue" title="Licensed request" role="status" data-testid="proprietary-scope">
              A single-use service ticket from your UTS account went with this request: restricted sources are
              included as far as your licence allows. Sources your licence does not cover are left out by the
              service without notice.
            </Alert>
          )}
          <Group>
            <Button size="xs" variant="default" onClick={() => void info.refetch()} loading={info.isFetching}>
              Reload with a new ticket
            </Button>
          </Group>
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="empty-state">
              No source information for this concept.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped data-testid="proprietary-table">
                <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
                  {rows.length} name{rows.length === 1 ? '' : 's'} from {new Set(rows.map((r) => r.SAB)).size}{' '}
                  source(s)
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Source</Table.Th>
                    <Table.Th>Term type</Table.Th>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Name</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r, i) => (
                    <Table.Tr key={`${r.SAB}|${r.CODE}|${r.TTY}|${i}`}>
                      <Table.Td>{r.SAB ?? '—'}</Table.Td>
                      <Table.Td>{r.TTY ?? '—'}</Table.Td>
                      <Table.Td ff="monospace">{r.CODE ?? '—'}</Table.Td>
                      <Table.Td style={WRAP}>{r.STR ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </QueryView>
  );
}
