import { Alert, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { serviceWatch } from '../api/serviceWatch.ts';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Above every page while the services keep the user waiting: a request unanswered for
 * seconds, or a run of refusals (429) holding every request back. The sections keep their own
 * spinners and errors; this says why they wait, and that the app is still at it.
 */
export function ServiceNotice() {
  const notice = useSyncExternalStore(serviceWatch.subscribe, serviceWatch.get);
  if (!notice) return null;
  return (
    <Alert color="yellow" role="status" mb="md" py="xs" data-testid="service-notice">
      <Text size="sm">
        {notice.kind === 'stalled'
          ? 'The service is not answering; still trying.'
          : `The service is limiting requests; resuming at ${clock.format(notice.resumeAt)}.`}
      </Text>
    </Alert>
  );
}
