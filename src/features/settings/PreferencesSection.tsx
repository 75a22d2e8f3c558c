import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { isValidRelease, setPreferences, type AuthMode } from '../../api/auth/credentials.ts';
import { usePreferences } from './useCredentials.ts';

export function PreferencesSection() {
  const prefs = usePreferences();
  const [authMode, setAuthMode] = useState<AuthMode>(prefs.authMode);
  const [release, setRelease] = useState(prefs.release);
  const releaseError = isValidRelease(release.trim())
    ? null
    : 'Use "current" or a release name such as 2025AB (year, then AA or AB; 2008AA or later)';

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (releaseError) return;
    setPreferences({ authMode, release: release.trim() });
    notifications.show({ message: 'Settings saved' });
  };

  return (
    <form onSubmit={save} aria-labelledby="prefs-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="prefs-title">
          Connection
        </Title>
        <Text size="sm" fw={500} id="auth-mode-label">
          Authentication
        </Text>
        <SegmentedControl
          aria-labelledby="auth-mode-label"
          value={authMode}
          onChange={(v) => setAuthMode(v as AuthMode)}
          data={[
            { value: 'apiKey', label: 'API key' },
            { value: 'tickets', label: 'Tickets (deprecated)' },
          ]}
          w="fit-content"
        />
        <Text size="xs" c="dimmed">
          Tickets: the older CAS scheme, a single-use service ticket per request. Use it only if your account
          needs it.
        </Text>
        <TextInput
          label="Release"
          description="Which UMLS release to read: current, or a name like 2025AB. A link may still choose another with ?release="
          value={release}
          onChange={(e) => setRelease(e.currentTarget.value)}
          error={releaseError}
          maw={320}
        />
        <Group>
          <Button type="submit" disabled={!!releaseError}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
