import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { showToast } from '../../ui/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isValidRelease, setPreferences, type AuthMode } from '../../api/auth/credentials.ts';
import { releaseAvailabilityQuery } from '../../lib/queries/releaseAvailability.ts';
import { usePreferences } from './useCredentials.ts';

export function PreferencesSection() {
  const prefs = usePreferences();
  const [authMode, setAuthMode] = useState<AuthMode>(prefs.authMode);
  const [release, setRelease] = useState(prefs.release);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const formatError = isValidRelease(release.trim())
    ? null
    : 'Use "current" or a release name such as 2025AB (year, then AA or AB; 2008AA or later)';

  // A well-formed name is not enough: a release the service does not have would turn every
  // page into "not found", so the service is asked before the choice is kept.
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (formatError) return;
    const chosen = release.trim();
    setChecking(true);
    try {
      const available = await queryClient.fetchQuery(releaseAvailabilityQuery(chosen));
      if (!available) {
        setRefusal(
          `Release ${chosen} is not available from this service. Use current or a release it offers.`,
        );
        return;
      }
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      setRefusal(`Could not check release ${chosen} with the service (${why}). Try again in a moment.`);
      return;
    } finally {
      setChecking(false);
    }
    setRefusal(null);
    setPreferences({ authMode, release: chosen });
    showToast({ message: 'Settings saved' });
  };

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby="prefs-title">
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
          onChange={(e) => {
            setRelease(e.currentTarget.value);
            setRefusal(null);
          }}
          error={formatError ?? refusal}
          maw={320}
        />
        <Group>
          <Button type="submit" disabled={!!formatError} loading={checking}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
