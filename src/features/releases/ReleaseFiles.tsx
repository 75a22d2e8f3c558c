import { Badge, Button, Checkbox, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { RELEASE_FILE_COLUMNS } from './releaseFileColumns.ts';
import { useSearchParams } from 'react-router';
import type { ReleaseFile } from '../../api/uts/index.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { downloadMutation, releaseFilesQuery, releaseTypesQuery } from './queries.ts';
import { chooseReleaseType, groupByProduct } from './releaseTypeChoice.ts';
import { formatBytes, saveBlob } from './saveBlob.ts';
import { EmptyNote } from '../../ui/EmptyNote.tsx';

/** Release types, the files of the chosen one (`?type=`, `?current=1`) and their download. */
export function ReleaseFiles() {
  const [params, setParams] = useSearchParams();
  const types = useQuery(releaseTypesQuery());
  const chosen = types.data ? chooseReleaseType(types.data, params.get('type')) : null;
  const currentOnly = params.get('current') === '1';
  const set = (name: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="files-heading">
      <Title order={2} size="h4" id="files-heading">
        Release files
      </Title>
      <QueryView query={types} what="release types">
        {(list) => (
          <Group align="flex-end">
            <Select
              label="Release type"
              data={groupByProduct(list)}
              value={chosen}
              onChange={(v) => set('type', v)}
              allowDeselect={false}
              searchable
              w={380}
              data-testid="release-type"
            />
            <Checkbox
              label="Current release only"
              checked={currentOnly}
              onChange={(e) => set('current', e.currentTarget.checked ? '1' : null)}
            />
          </Group>
        )}
      </QueryView>
      {chosen && <FilesTable releaseType={chosen} currentOnly={currentOnly} />}
    </Stack>
  );
}

function FilesTable({ releaseType, currentOnly }: { releaseType: string; currentOnly: boolean }) {
  const files = useQuery(releaseFilesQuery(releaseType, currentOnly));
  const meta = usePageMeta(`${releaseType} release files`);
  const download = useMutation({
    ...downloadMutation(),
    onSuccess: ({ file, blob }) => saveBlob(blob, file.fileName),
  });
  const busy = (f: ReleaseFile) => download.isPending && download.variables?.downloadUrl === f.downloadUrl;

  return (
    <Stack gap="xs">
      <QueryView
        query={files}
        what="release files"
        isEmpty={(l) => l.length === 0}
        empty={<EmptyNote>No files are listed for this release type.</EmptyNote>}
      >
        {(list) => (
          <>
            <Group justify="flex-end">
              <TableExport
                label="Export release files"
                columns={RELEASE_FILE_COLUMNS}
                what={`releases ${releaseType}`}
                meta={meta}
                pageRows={list}
              />
            </Group>
            <Table.ScrollContainer minWidth={680}>
              <Table striped highlightOnHover data-testid="release-files">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>File</Table.Th>
                    <Table.Th>Version</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Product</Table.Th>
                    <Table.Th>Download</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((f) => (
                    <Table.Tr key={f.downloadUrl}>
                      <Table.Td>
                        <Text size="sm" ff="monospace" span>
                          {f.fileName}
                        </Text>{' '}
                        {f.current && (
                          <Badge size="xs" color="teal.9" variant="filled">
                            current
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{f.releaseVersion}</Table.Td>
                      <Table.Td>{f.releaseDate}</Table.Td>
                      <Table.Td>{f.product}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          loading={busy(f)}
                          disabled={download.isPending && !busy(f)}
                          onClick={() => download.mutate(f)}
                          aria-label={`Download ${f.fileName}`}
                        >
                          Download
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </QueryView>
      <div aria-live="polite" data-testid="download-status">
        {download.isPending && download.variables && (
          <Text size="sm">Downloading {download.variables.fileName}…</Text>
        )}
        {download.isSuccess && (
          <Text size="sm">
            Saved {download.data.file.fileName} ({formatBytes(download.data.blob.size)}).
          </Text>
        )}
        {download.isError && (
          <ErrorPanel
            error={download.error}
            what={download.variables ? download.variables.fileName : 'the file'}
            onRetry={download.variables ? () => download.mutate(download.variables!) : undefined}
          />
        )}
      </div>
    </Stack>
  );
}
