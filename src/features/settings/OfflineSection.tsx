import { Anchor, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { appCopy } from '../../lib/offline/appCopy.ts';
import {
  deleteLesson,
  getLessons,
  getLessonWalk,
  saveLesson,
  startLessonWalk,
  subscribeLessons,
  subscribeLessonWalk,
  type Lesson,
} from '../../lib/offline/lessons.ts';
import { useRecent } from '../../lib/recent/useRecent.ts';

const at = (time: number) =>
  new Date(time).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The offline copy (lib/offline): what it holds, and a way to clear it; lessons, lists of links
 * saved from the recently viewed pages, each of which can be made available offline (its views
 * opened in turn, so the copy keeps their answers).
 */
export function OfflineSection() {
  const client = useQueryClient();
  const copy = appCopy(client);
  const summary = useQuery({
    // Not the service's: read from this browser's copy, never kept in the copy itself.
    queryKey: ['offline-copy', 'summary'],
    queryFn: () => copy.summary(),
    staleTime: 0,
  });
  const [cleared, setCleared] = useState(false);
  const clear = async () => {
    await copy.clear();
    setCleared(true);
    await summary.refetch();
  };
  const held = summary.data;
  return (
    <Stack gap="xs" id="offline">
      <Title order={2} size="h4">
        Offline copy
      </Title>
      <Text size="sm">
        Views opened in the last 24 hours open from a copy kept in this browser when the service cannot be
        reached, with a note saying so. The copy holds the service’s answers, per release; never your API key.
      </Text>
      <Text size="sm" data-testid="copy-summary" role="status">
        {!held
          ? 'Reading the copy…'
          : cleared
            ? `The copy is cleared${held.answers ? `; answers that arrived since: ${held.answers}` : ': it holds nothing'}.`
            : held.answers === 0
              ? 'The copy holds nothing yet.'
              : `The copy holds ${held.answers.toLocaleString('en')} answers of release ${held.releases.join(', ')}, taken between ${at(held.oldest!)} and ${at(held.newest!)}.`}
      </Text>
      <Group>
        <Button size="xs" variant="default" onClick={() => void clear()} disabled={!held?.answers}>
          Clear the copy
        </Button>
      </Group>
      <Lessons />
    </Stack>
  );
}

function Lessons() {
  const lessons = useSyncExternalStore(subscribeLessons, getLessons);
  const walk = useSyncExternalStore(subscribeLessonWalk, getLessonWalk);
  const recent = useRecent();
  const { pathname, hash } = useLocation();
  const [name, setName] = useState('');
  const save = (e: FormEvent) => {
    e.preventDefault();
    saveLesson(
      name,
      // Oldest first: the order they were shown in.
      [...recent].reverse().map((v) => ({ path: v.path, title: v.title })),
    );
    setName('');
  };
  return (
    <Stack gap="xs" mt="sm">
      <Title order={3} size="h5">
        Lessons
      </Title>
      <Text size="sm" c="dimmed">
        A lesson is a list of links saved from the pages recently viewed in this tab. “Make available offline”
        opens each in turn, so that the copy holds what they show.
      </Text>
      <form onSubmit={save}>
        <Group align="end" gap="xs">
          <TextInput
            size="xs"
            label="Lesson name"
            placeholder="e.g. Diabetes, week 3"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
          />
          <Button size="xs" type="submit" disabled={recent.length === 0}>
            Save the {recent.length} recently viewed as a lesson
          </Button>
        </Group>
      </form>
      {walk && walk.state !== 'walking' && (
        <Text size="sm" role="status" data-testid="lesson-walk-result">
          {walk.state === 'stopped'
            ? `Stopped: ${walk.index} of ${walk.lesson.links.length} views of “${walk.lesson.name}” were opened.`
            : `“${walk.lesson.name}” is available offline: ${walk.ready} of ${walk.lesson.links.length} views opened with all their answers.`}
        </Text>
      )}
      {lessons.map((lesson) => (
        <LessonItem
          key={lesson.id}
          lesson={lesson}
          busy={walk?.state === 'walking'}
          onWalk={() => startLessonWalk(lesson, `${pathname}${hash || '#offline'}`)}
        />
      ))}
    </Stack>
  );
}

function LessonItem({ lesson, busy, onWalk }: { lesson: Lesson; busy: boolean; onWalk: () => void }) {
  return (
    <Stack gap={4} data-testid="lesson">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {lesson.name}
        </Text>
        <Text size="xs" c="dimmed">
          {lesson.links.length} links
        </Text>
        <Button size="compact-xs" variant="default" onClick={onWalk} disabled={busy || !lesson.links.length}>
          Make available offline
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => deleteLesson(lesson.id)}>
          Delete
        </Button>
      </Group>
      <List size="sm">
        {lesson.links.map((l) => (
          <List.Item key={l.path}>
            <Anchor component={Link} to={l.path} size="sm">
              {l.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
