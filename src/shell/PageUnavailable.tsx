import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';

/**
 * Shown instead of a page whose code could not be fetched (the server is down or the
 * connection dropped). Never an empty main area: it says what happened and loads the page by
 * itself as soon as the connection is back (online event, window focus, or every 10 s).
 */
export function PageUnavailable() {
  useEffect(() => {
    const reload = () => window.location.reload();
    const tryAgain = () => {
      if (navigator.onLine) reload();
    };
    window.addEventListener('online', reload);
    window.addEventListener('focus', tryAgain);
    const timer = setInterval(tryAgain, 10_000);
    return () => {
      window.removeEventListener('online', reload);
      window.removeEventListener('focus', tryAgain);
      clearInterval(timer);
    };
  }, []);
  return (
    <Stack>
      <Title order={1}>Page not loaded</Title>
      <Alert color="red" title="Service unreachable" role="alert" data-error-kind="network">
        <Group justify="space-between">
          <Text size="sm">
            This page could not be loaded: the server did not answer. It loads by itself when the connection
            is back.
          </Text>
          <Button size="xs" variant="default" onClick={() => window.location.reload()}>
            Retry
          </Button>
        </Group>
      </Alert>
    </Stack>
  );
}
