import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { licenceCheckMutation } from './queries.ts';

/**
 * Does a UTS user hold a licence? The application's validator key and the user's key are
 * typed here, sent in request headers (the proxy moves them upstream) and kept nowhere else.
 */
export function LicenceCheck() {
  const [validatorKey, setValidatorKey] = useState('');
  const [userKey, setUserKey] = useState('');
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
            label="Validator API key"
            description="Your application's key; used for this check only, never stored"
            value={validatorKey}
            onChange={(e) => setValidatorKey(e.currentTarget.value)}
            required
            autoComplete="off"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the validator key' }}
          />
          <PasswordInput
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
        {check.isError && <ErrorPanel error={check.error} what="the licence check" />}
      </div>
    </Stack>
  );
}
