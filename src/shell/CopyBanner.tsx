import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { appCopy } from '../lib/offline/appCopy.ts';
import type { FromCopy } from '../lib/offline/copy.ts';
import { getLessonWalk, setLessonWalk, subscribeLessonWalk } from '../lib/offline/lessons.ts';

/** While views show answers from the copy, the service is asked again this often. */
const RETRY_MS = 20_000;

/** "10:42" today, "28 Nov, 16:05" before. */
function taken(at: number, now = new Date()): string {
  const d = new Date(at);
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return d.toDateString() === now.toDateString()
    ? `at ${time}`
    : `on ${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })} at ${time}`;
}

/** What the banner says, as one string (a stable snapshot): the oldest answer shown and the releases. */
const said = (shown: readonly FromCopy[]) =>
  shown.length
    ? `${Math.min(...shown.map((s) => s.at))}|${[...new Set(shown.map((s) => s.release).filter(Boolean))].join(', ')}`
    : '';

/**
 * Says so while a view shows answers from the offline copy: "Shown from a copy taken at 10:42,
 * release 2025AB; the service cannot be reached", with a way to ask again (also every 20 s). A
 * banner of its own, apart from the shell's other notices. It also drives a lesson's "make
 * available offline" walk.
 */
export function CopyBanner() {
  const client = useQueryClient();
  const copy = appCopy(client);
  const shown = useSyncExternalStore(copy.subscribe, () => said(copy.shown()));
  useEffect(() => {
    if (!shown) return;
    const id = setInterval(() => void copy.retry(), RETRY_MS);
    return () => clearInterval(id);
  }, [shown, copy]);
  const [at, releases] = shown.split('|');
  return (
    <>
      <LessonWalker client={client} />
      {shown && (
        <Alert color="yellow" role="status" mb="md" data-testid="copy-banner">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Shown from a copy taken {taken(Number(at))}
              {releases ? `, release ${releases}` : ''}; the service cannot be reached.
            </Text>
            <Button size="xs" variant="default" onClick={() => void copy.retry()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}

/** How long the answers of a view must have stopped arriving before the walk moves on. */
const SETTLED_MS = 600;
const POLL_MS = 150;
/** A view that keeps asking is left after this long. */
const VIEW_CAP_MS = 20_000;

/** Waits until the view has asked all it asks; true when nothing it shows failed. */
async function settled(client: QueryClient, cancelled: () => boolean): Promise<boolean> {
  const started = Date.now();
  let quietSince = Date.now();
  while (!cancelled() && Date.now() - started < VIEW_CAP_MS) {
    await new Promise((done) => setTimeout(done, POLL_MS));
    if (client.isFetching() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= SETTLED_MS) break;
  }
  return client
    .getQueryCache()
    .findAll({ type: 'active' })
    .every((q) => q.state.status !== 'error');
}

/**
 * "Make available offline" (Settings): opens each link of the lesson in turn, waits for its
 * view to ask what it needs (the copy keeps each answer), then comes back.
 */
function LessonWalker({ client }: { client: QueryClient }) {
  const walk = useSyncExternalStore(subscribeLessonWalk, getLessonWalk);
  const navigate = useNavigate();
  useEffect(() => {
    if (walk?.state !== 'walking') return;
    let cancelled = false;
    const link = walk.lesson.links[walk.index];
    void (async () => {
      if (!link) {
        await appCopy(client).flush();
        if (cancelled) return;
        setLessonWalk({ ...walk, state: 'done' });
        void navigate(walk.returnTo);
        return;
      }
      await navigate(link.path);
      const ok = await settled(client, () => cancelled);
      // Answers the view found in memory arrived before: kept now all the same.
      await appCopy(client).keepShown();
      if (!cancelled) setLessonWalk({ ...walk, index: walk.index + 1, ready: walk.ready + (ok ? 1 : 0) });
    })();
    return () => {
      cancelled = true;
    };
  }, [walk, navigate, client]);
  if (walk?.state !== 'walking') return null;
  const { lesson, index } = walk;
  return (
    <Alert color="blue" role="status" mb="md" data-testid="lesson-walk">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          Making “{lesson.name}” available offline: view {Math.min(index + 1, lesson.links.length)} of{' '}
          {lesson.links.length}
          {lesson.links[index] ? ` (${lesson.links[index].title})` : ''}…
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setLessonWalk({ ...walk, state: 'stopped' });
            void navigate(walk.returnTo);
          }}
        >
          Stop
        </Button>
      </Group>
    </Alert>
  );
}
