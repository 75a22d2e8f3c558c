import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { clearApiKey, setApiKey } from '../../api/auth/credentials.ts';
import { useApiKey } from './useCredentials.ts';

export function ApiKeySection() {
  const stored = useApiKey();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? stored;

  const save = (e: FormEvent) => {
    e.preventDefault();
    setApiKey(value);
    setDraft(null);
    notifications.show({ message: value.trim() ? 'API key saved for this tab' : 'API key cleared' });
  };
  const clear = () => {
    clearApiKey();
    setDraft(null);
    notifications.show({ message: 'API key cleared' });
  };

  return (
    <form onSubmit={save} aria-labelledby="api-key-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="api-key-title">
          API key
        </Title>
        <Text size="sm" c="dimmed">
          Your UTS API key (from your UTS profile). It is kept only for this browser tab (session storage) and
          is sent to the server in a request header, never in a link.
        </Text>
        <PasswordInput
          label="UTS API key"
          value={value}
          onChange={(e) => setDraft(e.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          maw={480}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the API key' }}
        />
        <Group>
          <Button type="submit">Save key</Button>
          <Button variant="default" onClick={clear} disabled={!stored && !draft}>
            Clear key
          </Button>
          <Text size="sm" c="dimmed" data-testid="api-key-status">
            {stored ? 'A key is set for this tab.' : 'No key set.'}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
