import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { licenceCheckMutation } from './queries.ts';

/**
 * Does a UTS user hold a licence? The application's validator key and the user's key are
 * typed here, sent in request headers (the proxy moves them upstream) and kept nowhere else.
 */
export function LicenceCheck() {
  const [validatorKey, setValidatorKey] = useState('');
  const [userKey, setUserKey] = useState('');
  const validatorField = useRef<HTMLInputElement>(null);
  const userField = useRef<HTMLInputElement>(null);
  const check = useMutation(
    licenceCheckMutation(() => ({
      validatorApiKey: validatorKey.trim(),
      apiKey: userKey.trim() || undefined,
    })),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    check.mutate();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="licence-heading">
      <Title order={2} size="h4" id="licence-heading">
        Licence check
      </Title>
      <Text size="sm" c="dimmed">
        Applications that redistribute UMLS content check that their users hold a UMLS licence. Enter your
        application's validator key and the user's API key (leave it empty to check the key set in Settings).
      </Text>
      <form onSubmit={submit} aria-label="Licence check" autoComplete="off">
        <Stack gap="xs" maw={480}>
          <PasswordInput
            ref={validatorField}
            label="Validator API key"
            description="Your application's key; used for this check only, never stored"
            value={validatorKey}
            onChange={(e) => setValidatorKey(e.currentTarget.value)}
            required
            autoComplete="off"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the validator key' }}
          />
          <PasswordInput
            ref={userField}
            label="User API key"
            description="The key of the user to check"
            value={userKey}
            onChange={(e) => setUserKey(e.currentTarget.value)}
            autoComplete="off"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the user key' }}
          />
          <Group>
            <Button type="submit" loading={check.isPending} disabled={!validatorKey.trim()}>
              Check licence
            </Button>
          </Group>
        </Stack>
      </form>
      <div aria-live="polite" data-testid="licence-result">
        {check.isSuccess &&
          (check.data ? (
            <Alert color="green" title="Licensed">
              This user holds a UMLS licence.
            </Alert>
          ) : (
            <Alert color="orange" title="Not licensed">
              This key does not belong to a user with a UMLS licence.
            </Alert>
          ))}
        {check.isError && (
          <CheckFailed
            error={check.error}
            focusValidator={() => validatorField.current?.focus()}
            focusUser={() => userField.current?.focus()}
          />
        )}
      </div>
    </Stack>
  );
}

/**
 * A refusal here is about the keys typed on this page, not the one in Settings, and nothing
 * retries by itself: the message points at the field to correct.
 */
function CheckFailed({
  error,
  focusValidator,
  focusUser,
}: {
  error: unknown;
  focusValidator: () => void;
  focusUser: () => void;
}) {
  if (!isApiError(error) || error.kind !== 'auth')
    return <ErrorPanel error={error} what="the licence check" />;
  // With a status the service refused the validator key; without one a key was missing.
  if (error.status !== undefined) {
    return (
      <Alert color="orange" title="Validator key refused" role="alert" data-error-kind="auth">
        <Text size="sm">
          The service refused the validator API key.{' '}
          <Anchor component="button" type="button" onClick={focusValidator} fz="sm">
            Check the Validator API key field
          </Anchor>{' '}
          (your application&apos;s key, not a user&apos;s), then select Check licence again.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="orange" title="User key needed" role="alert" data-error-kind="auth">
      <Text size="sm">
        No user key to check.{' '}
        <Anchor component="button" type="button" onClick={focusUser} fz="sm">
          Enter one in the User API key field
        </Anchor>
        , or set your own key in{' '}
        <Anchor component={Link} to="/settings#api-key" fz="sm">
          Settings
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
