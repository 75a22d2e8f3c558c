import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <Stack>
      <Title order={1}>Page not found</Title>
      <Text>
        There is no page at <code>{pathname}</code>. Use the search box above, or go to the{' '}
        <Anchor component={Link} to="/">
          home page
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
