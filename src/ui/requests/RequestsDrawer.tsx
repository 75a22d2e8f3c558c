import { Badge, Button, Code, Drawer, Group, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { callLog, type LoggedCall } from '../../api/callLog.ts';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';
import {
  callLabel,
  COPY_FORMATS,
  copyTarget,
  formatCall,
  targetUrl,
  type CopyFormat,
  type Upstream,
} from './copyFormats.ts';

/**
 * The calls behind the view on screen, each as it could be repeated in a script: method,
 * upstream URL with YOUR_API_KEY where the key goes, status, time, network or the browser's
 * HTTP cache; copied as curl, Python requests or R httr2, and SOAP calls with their envelope.
 * Loaded only when first opened (shell/RequestsButton).
 */
export function RequestsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const calls = useSyncExternalStore(callLog.subscribe, callLog.list);
  const config = useQuery(runtimeConfigQuery()).data;
  const [earlier, setEarlier] = useState(false);
  const view = callLog.currentView();
  const shown = (earlier ? calls : calls.filter((c) => c.view === view)).slice().reverse();
  const up: Upstream = {
    origin: window.location.origin,
    restBaseUrl: config?.restBaseUrl,
    soapUrl: config?.soapUrl,
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title="Requests behind this view"
      closeButtonProps={{ 'aria-label': 'Close requests' }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The REST and SOAP calls this page made, newest first. Your API key is never shown or copied: copies
          say YOUR_API_KEY where it goes. Data an earlier page already loaded is reused without a call; reload
          the page to see every call it needs.
        </Text>
        <Switch
          label="Show calls of earlier pages too"
          checked={earlier}
          onChange={(e) => setEarlier(e.currentTarget.checked)}
        />
        {shown.length === 0 ? (
          <Text size="sm">No calls yet for this view.</Text>
        ) : (
          <ol aria-label="Requests" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((c) => (
              <CallItem key={c.id} call={c} up={up} earlier={c.view !== view} />
            ))}
          </ol>
        )}
      </Stack>
    </Drawer>
  );
}

function statusText(c: LoggedCall): string {
  if (c.status === null && c.error === null) return 'waiting…';
  const parts = [c.status !== null ? String(c.status) : 'no answer'];
  if (c.error) parts.push(c.error);
  return parts.join(' · ');
}

function CallItem({ call, up, earlier }: { call: LoggedCall; up: Upstream; earlier: boolean }) {
  const [format, setFormat] = useState<CopyFormat | null>(null);
  const [copied, setCopied] = useState<CopyFormat | null>(null);
  const url = targetUrl(copyTarget(call, up));
  const formats = COPY_FORMATS.filter((f) => f.value !== 'envelope' || call.body !== null);
  const copy = (f: CopyFormat) => {
    setFormat(f);
    void navigator.clipboard
      ?.writeText(formatCall(call, f, up))
      .then(() => setCopied(f))
      .catch(() => setCopied(null));
  };
  const label = callLabel(call);
  return (
    <li
      data-testid="request"
      aria-label={`${call.method} ${label}`}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '8px 0' }}
    >
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" tt="none">
          {call.method}
        </Badge>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" data-testid="request-status">
          {statusText(call)}
        </Text>
        {call.ms !== null && <Text size="sm">{call.ms} ms</Text>}
        {call.from && (
          <Badge variant="outline" tt="none" color={call.from === 'http-cache' ? 'teal' : 'gray'}>
            {call.from === 'http-cache' ? 'HTTP cache' : 'network'}
          </Badge>
        )}
        {call.attempts > 1 && <Text size="sm">{call.attempts} attempts</Text>}
      </Group>
      {earlier && (
        <Text size="xs" c="dimmed" data-testid="request-page">
          Made by an earlier page: {call.viewKey || 'the first load'}
          {call.late ? ` (${call.error ? 'it ended' : 'answered'} after you left it)` : ''}
        </Text>
      )}
      <Code block data-testid="request-url" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} mt={4}>
        {url}
      </Code>
      <Group gap={6} mt={4} wrap="wrap">
        {formats.map((f) => (
          <Button key={f.value} size="compact-xs" variant="default" onClick={() => copy(f.value)}>
            {copied === f.value
              ? 'Copied'
              : `Copy ${f.value === 'envelope' ? 'SOAP envelope' : `as ${f.label}`}`}
          </Button>
        ))}
      </Group>
      {format && (
        <Code
          block
          data-testid="request-copy"
          aria-label={`${COPY_FORMATS.find((f) => f.value === format)!.label} of this request`}
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          mt={4}
        >
          {formatCall(call, format, up)}
        </Code>
      )}
    </li>
  );
}
