import { Badge, Group, Paper, Stack, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../ui/QueryView.tsx';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { definitionColumns } from './definitionColumns.ts';
import { conceptQuery, definitionsQuery } from './queries.ts';
import { sameFailure } from './sameFailure.ts';
import { SameErrorNote } from './SameErrorNote.tsx';
import { sanitizeDefinition } from './sanitize.ts';

export function DefinitionsTab({ cui, release }: { cui: string; release: string }) {
  const defs = useQuery(definitionsQuery(release, cui));
  const concept = useQuery(conceptQuery(release, cui));
  const meta = usePageMeta(`definitions of ${cui}`);
  if (defs.isError && sameFailure(concept.error, defs.error)) return <SameErrorNote what="definitions" />;
  return (
    <QueryView
      query={defs}
      what="definitions"
      notFound="This concept has no definitions."
      isEmpty={(p) => p.items.length === 0}
      empty="This concept has no definitions."
    >
      {(page) => (
        <Stack>
          <Group justify="flex-end">
            <TableExport
              label="Export definitions"
              columns={definitionColumns(cui)}
              what={`definitions ${cui}`}
              meta={meta}
              pageRows={page.items}
            />
          </Group>
          {page.items.map((d, i) => (
            <Paper
              key={`${d.rootSource}-${i}`}
              withBorder
              p="sm"
              component="article"
              aria-label={`Definition from ${d.rootSource}`}
            >
              <Badge mb="xs">{d.rootSource}</Badge>
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: sanitizeDefinition(d.value) }} />
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
