import { Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DemoBanner } from '../../ui/DemoBanner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ApiKeySection } from './ApiKeySection.tsx';
import { OfflineSection } from './OfflineSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const config = useQuery(runtimeConfigQuery());
  return (
    <Stack maw={720}>
      <Title order={1}>Settings</Title>
      <DemoBanner />
      <ApiKeySection />
      <Divider />
      <PreferencesSection />
      <Divider />
      <OfflineSection />
      <Divider />
      <Title order={2} size="h4">
        Upstream
      </Title>
      <Text size="sm" data-testid="settings-upstream">
        {config.data?.upstreamLabel ?? (config.isError ? 'unknown' : 'checking…')}
      </Text>
      <Text size="xs" c="dimmed">
        Set by the server (UTS_BASE_URL and related variables), not here.
      </Text>
    </Stack>
  );
}
