import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../api/errors.ts';
import { isOutage, retryFailedQueries } from '../lib/outage.ts';
import { CodeLoadError } from '../lib/retryableImport.ts';

const RATE_LIMIT_RETRY_MS = 5000;

interface Props {
  error: unknown;
  /** Called by the retry button, and automatically after a rate-limit pause. */
  onRetry?: () => void;
  /** What a not-found means here ("No concept C123 in release 2025AB"). */
  notFound?: ReactNode;
  /** Short name of what failed to load ("atoms", "relations"). */
  what?: string;
}

/** One way to show a failed call, by error kind, with the next step a user can take. */
export function ErrorPanel({ error, onRetry, notFound, what }: Props) {
  const kind = isApiError(error) ? error.kind : error instanceof CodeLoadError ? 'network' : 'unknown';
  const message = error instanceof Error ? error.message : String(error);
  const subject = what ? ` ${what}` : '';
  // One click retries every failed section of the page, not only this one: after an outage
  // they all failed for the same reason. (Read from context, so the panel also works outside
  // a QueryClientProvider, e.g. in a render-error boundary's tests.)
  const queryClient = useContext(QueryClientContext);
  const retry = onRetry && (
    <Button
      size="xs"
      variant="default"
      onClick={() => {
        onRetry();
        if (queryClient) void retryFailedQueries(queryClient);
      }}
    >
      Retry
    </Button>
  );
  const heals = isOutage(error) ? ' This page tries again by itself when the service answers.' : '';

  switch (kind) {
    case 'auth':
      return (
        <Alert color="orange" title="API key needed" role="alert" data-error-kind={kind}>
          <Text size="sm">
            {isApiError(error) && error.status
              ? `The service refused the request: ${message}.`
              : `${message}.`}{' '}
            <Anchor component={Link} to="/settings#api-key">
              Open Settings
            </Anchor>{' '}
            to set your UTS API key; this page will try again by itself.
          </Text>
        </Alert>
      );
    case 'not-found':
      return (
        <Alert color="gray" title="Not found" role="alert" data-error-kind={kind}>
          {notFound ?? <Text size="sm">Nothing was found{subject ? ` for${subject}` : ''}.</Text>}
        </Alert>
      );
    case 'rate-limited':
      return (
        <RateLimited onRetry={onRetry} retryAfterMs={isApiError(error) ? error.retryAfterMs : undefined} />
      );
    case 'network':
    case 'timeout':
      return (
        <Alert
          color="red"
          title={kind === 'timeout' ? 'The service is slow' : 'Service unreachable'}
          role="alert"
          data-error-kind={kind}
        >
          <Group justify="space-between">
            <Text size="sm">
              Could not load{subject}: {message}. Check your connection, then retry.{heals}
            </Text>
            {retry}
          </Group>
        </Alert>
      );
    case 'soap-fault':
      return (
        <Alert color="red" title="The drug service reported an error" role="alert" data-error-kind={kind}>
          <Group justify="space-between">
            <Text size="sm">
              {isApiError(error) && error.faultString ? error.faultString : message}
              {isApiError(error) && error.faultCode ? ` (${error.faultCode})` : ''}
            </Text>
            {retry}
          </Group>
        </Alert>
      );
    case 'upstream':
      if (isApiError(error) && error.status !== undefined && error.status >= 502 && error.status <= 504) {
        return (
          <Alert color="red" title="Service temporarily unavailable" role="alert" data-error-kind={kind}>
            <Group justify="space-between">
              <Text size="sm">
                Could not load{subject}: the service or the connection to it failed (status {error.status}).
                Retry in a moment.{heals}
              </Text>
              {retry}
            </Group>
          </Alert>
        );
      }
      return <Generic kind={kind} subject={subject} message={message + heals} retry={retry} />;
    default:
      return <Generic kind={kind} subject={subject} message={message} retry={retry} />;
  }
}

function Generic({
  kind,
  subject,
  message,
  retry,
}: {
  kind: string;
  subject: string;
  message: string;
  retry: ReactNode;
}) {
  return (
    <Alert color="red" title="Something went wrong" role="alert" data-error-kind={kind}>
      <Group justify="space-between">
        <Text size="sm">
          Could not load{subject}: {message}
        </Text>
        {retry}
      </Group>
    </Alert>
  );
}

/** 429 after the client's own retries: say so, wait, and try again by itself. */
function RateLimited({ onRetry, retryAfterMs }: { onRetry?: () => void; retryAfterMs?: number }) {
  const wait = Math.max(1000, retryAfterMs ?? RATE_LIMIT_RETRY_MS);
  const [left, setLeft] = useState(Math.ceil(wait / 1000));
  useEffect(() => {
    if (!onRetry) return;
    const started = Date.now();
    const tick = setInterval(
      () => setLeft(Math.max(0, Math.ceil((wait - (Date.now() - started)) / 1000))),
      250,
    );
    const fire = setTimeout(onRetry, wait);
    return () => {
      clearInterval(tick);
      clearTimeout(fire);
    };
  }, [onRetry, wait]);
  return (
    <Alert color="yellow" title="Too many requests" role="status" data-error-kind="rate-limited">
      <Text size="sm">
        The service asks us to slow down.{onRetry ? ` Trying again in ${left} s…` : ' Try again in a moment.'}
      </Text>
    </Alert>
  );
}
