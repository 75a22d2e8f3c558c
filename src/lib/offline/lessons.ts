/**
 * Lessons: a list of links (the app's own paths with their titles) saved under a name, in
 * localStorage so they outlast the tab; links only, never an answer or a key. "Make available
 * offline" walks a lesson's links in the page (each view asks what it needs, and the offline
 * copy keeps the answers); the walk's state lives here, so that it goes on while the views
 * change, and the shell drives it (shell/CopyBanner.tsx).
 */
export const LESSONS_STORAGE = 'lessons.v1';

export interface LessonLink {
  path: string;
  title: string;
}

export interface Lesson {
  id: string;
  name: string;
  links: LessonLink[];
  /** ISO 8601. */
  savedAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

export function subscribeLessons(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const isLink = (l: unknown): l is LessonLink =>
  typeof (l as LessonLink)?.path === 'string' &&
  (l as LessonLink).path.startsWith('/') &&
  !(l as LessonLink).path.startsWith('//') &&
  typeof (l as LessonLink).title === 'string';

let cache: { text: string | null; list: Lesson[] } = { text: null, list: [] };

/** The saved lessons, newest first; the same array while storage is unchanged. */
export function getLessons(): Lesson[] {
  const text = storage()?.getItem(LESSONS_STORAGE) ?? null;
  if (text === cache.text) return cache.list;
  let list: Lesson[] = [];
  try {
    const raw: unknown = text ? JSON.parse(text) : [];
    list = Array.isArray(raw)
      ? raw.filter(
          (l: Lesson) =>
            typeof l?.id === 'string' &&
            typeof l.name === 'string' &&
            Array.isArray(l.links) &&
            l.links.every(isLink),
        )
      : [];
  } catch {
    list = [];
  }
  cache = { text, list };
  return list;
}

function write(list: Lesson[]) {
  storage()?.setItem(LESSONS_STORAGE, JSON.stringify(list));
  notify();
}

/** Saves `links` (once each, in order) as a lesson named `name`; returns it. */
export function saveLesson(name: string, links: readonly LessonLink[], now = new Date()): Lesson {
  const seen = new Set<string>();
  const lesson: Lesson = {
    id: `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
    name: name.trim() || `Lesson of ${now.toLocaleDateString('en-GB')}`,
    links: links
      .filter((l) => isLink(l) && !seen.has(l.path) && !!seen.add(l.path))
      .map(({ path, title }) => ({ path, title })),
    savedAt: now.toISOString(),
  };
  write([lesson, ...getLessons()]);
  return lesson;
}

export function deleteLesson(id: string): void {
  write(getLessons().filter((l) => l.id !== id));
}

/** A walk through a lesson's links, to make them available offline. */
export interface LessonWalk {
  lesson: Lesson;
  /** The link being opened; `lesson.links.length` once all were. */
  index: number;
  /** Where the walk comes back to. */
  returnTo: string;
  /** Links whose view asked nothing it could not get. */
  ready: number;
  state: 'walking' | 'done' | 'stopped';
}

let walk: LessonWalk | null = null;
const walkListeners = new Set<Listener>();

export const getLessonWalk = () => walk;

export function subscribeLessonWalk(listener: Listener): () => void {
  walkListeners.add(listener);
  return () => walkListeners.delete(listener);
}

export function setLessonWalk(next: LessonWalk | null): void {
  walk = next;
  walkListeners.forEach((l) => l());
}

export function startLessonWalk(lesson: Lesson, returnTo: string): void {
  setLessonWalk({ lesson, index: 0, returnTo, ready: 0, state: lesson.links.length ? 'walking' : 'done' });
}
