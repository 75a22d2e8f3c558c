import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Error boundary of one route: the shell (header, search, navigation) stays usable. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Stack role="alert">
      <Title order={1}>Something went wrong on this page</Title>
      <Alert color="red" title="Error">
        {message}
      </Alert>
      <Group>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="default" component={Link} to="/">
          Home
        </Button>
      </Group>
    </Stack>
  );
}
