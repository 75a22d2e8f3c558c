import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** An identifier that does not exist: say which, in which release, and what to do next. */
export function NotFoundNotice({ what, id, release }: { what: string; id: string; release: string }) {
  // Not kept in "recently viewed": the page found nothing.
  useDocumentTitle(`No such ${what}`, false);
  return (
    <Stack data-testid="not-found">
      <Title order={1}>No such {what}</Title>
      <Alert color="gray" title="Not found">
        <Text size="sm">
          There is no {what} <code>{id}</code> in release <strong>{release}</strong>. Check the identifier,
          search for the term with the box at the top, or{' '}
          <Anchor component={Link} to={`/search?${new URLSearchParams({ string: id })}`}>
            search for “{id}”
          </Anchor>
          .
        </Text>
      </Alert>
    </Stack>
  );
}
