import { Badge, Paper, Stack, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../ui/QueryView.tsx';
import { definitionsQuery } from './queries.ts';
import { sanitizeDefinition } from './sanitize.ts';

export function DefinitionsTab({ cui, release }: { cui: string; release: string }) {
  const defs = useQuery(definitionsQuery(release, cui));
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
