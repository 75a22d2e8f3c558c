import type { AtomView } from './conceptUrl.ts';

export interface EmptyHint {
  text: string;
  /** Switches that would bring atoms back, as URL params; absent when none would. */
  turnOn?: { includeObsolete?: true; includeSuppressible?: true };
  button?: string;
}

/**
 * What an empty atoms list says, and which switch to offer. Obsolete atoms are nearly always
 * suppressible too, and the service leaves out an atom that either switch hides, so
 * "Obsolete" alone shows nothing for an obsolete concept; the message says to add the other.
 */
export function atomsEmptyHint(view: AtomView, atomCount: number | null): EmptyHint {
  const filtered = view.sabs.length > 0 || view.ttys.length > 0 || !!view.language;
  if (filtered) return { text: 'No atoms match these filters.' };
  const hidden = atomCount !== null && atomCount > 0;
  if (view.includeObsolete && !view.includeSuppressible) {
    return {
      text: `No atoms to show. Obsolete atoms are also suppressible: turn on Suppressible too${hidden ? ` to see this concept's ${atomCount}` : ''}.`,
      turnOn: { includeSuppressible: true },
      button: 'Turn on Suppressible',
    };
  }
  if (!view.includeObsolete && view.includeSuppressible) {
    return {
      text: `No atoms to show. They may be obsolete: turn on Obsolete too${hidden ? ` to see this concept's ${atomCount}` : ''}.`,
      turnOn: { includeObsolete: true },
      button: 'Turn on Obsolete',
    };
  }
  if (!view.includeObsolete && hidden) {
    return {
      text: `This concept's ${atomCount} ${atomCount === 1 ? 'atom is' : 'atoms are'} all obsolete or suppressible: turn on both to see them.`,
      turnOn: { includeObsolete: true, includeSuppressible: true },
      button: 'Show obsolete and suppressible atoms',
    };
  }
  return { text: 'This concept has no atoms to show with these settings.' };
}
