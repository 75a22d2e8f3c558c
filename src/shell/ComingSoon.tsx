import { Alert, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

/** A route of the table that is not built yet: say so plainly, never show made-up data. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  useDocumentTitle(title);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Alert color="gray" title="Coming soon" role="status">
        This page is not built yet. It will offer: {summary}
      </Alert>
    </Stack>
  );
}
