/**
 * Which saved run is this tab's. The run's id is kept in sessionStorage, the browser's store
 * of one tab that survives a reload (and dies with the tab): a reload finds its own run, and a
 * new tab has none and is offered the saved ones. A duplicated tab copies sessionStorage, so
 * the id alone could name one run in two tabs; a Web Lock named for the run, held as long as
 * the tab has it, settles that: a tab that cannot take its run's lock is a copy, and starts a
 * run of its own. The same locks tell a new tab which saved runs are open in another tab.
 */

const TAB_RUN = 'batch.run';
const LOCK = 'terminology-browser.batch-run:';

export interface TabRun {
  /** This tab's run id, once it is known to be this tab's alone. */
  ready(): Promise<string>;
  /** Takes the run for this tab (another saved run opened here); false if another tab has it open. */
  claim(id: string): Promise<boolean>;
  /** The ids of runs open in some tab (this one too). */
  open(): Promise<Set<string>>;
}

export const newRunId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

type Locks = Pick<LockManager, 'request' | 'query'>;

/**
 * This tab's run. Where there are no Web Locks (jsdom, an insecure origin) a duplicated tab
 * shares its run with the original until one of them is reloaded; nothing else changes.
 */
export function tabRun(
  storage: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage,
  locks: Locks | null = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
): TabRun {
  const read = () => {
    try {
      return storage?.getItem(TAB_RUN) ?? null;
    } catch {
      return null;
    }
  };
  const write = (id: string) => {
    try {
      storage?.setItem(TAB_RUN, id);
    } catch {
      // Private mode: the run is this page's only.
    }
  };
  /** The run whose lock this tab holds, and how to let it go. */
  let held: { id: string; release: () => void } | null = null;

  /** Takes the run's lock and keeps it (letting the one before go); false when another tab has it. */
  const take = (id: string): Promise<boolean> => {
    if (held?.id === id) return Promise.resolve(true);
    const swap = (release: () => void) => {
      held?.release();
      held = { id, release };
    };
    if (!locks) {
      swap(() => {});
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      locks
        .request(LOCK + id, { ifAvailable: true }, (lock) => {
          if (!lock) {
            resolve(false);
            return undefined;
          }
          return new Promise<void>((done) => {
            swap(done);
            resolve(true);
          });
        })
        .catch(() => resolve(false));
    });
  };

  // One step at a time: two steps taking the same lock at once would each find it taken.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step, step);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    ready: () =>
      serial(async () => {
        const named = read();
        if (held && named === held.id) return held.id;
        // The first call, or sessionStorage was cleared: the run sessionStorage names, unless
        // another tab holds it (this tab is a copy of that one), then a new run.
        let id = named ?? newRunId();
        if (!(await take(id))) {
          id = newRunId();
          await take(id);
        }
        write(id);
        return id;
      }),
    claim: (id) =>
      serial(async () => {
        if (!(await take(id))) return false;
        write(id);
        return true;
      }),
    open: () =>
      serial(async () => {
        const q = locks ? await locks.query().catch(() => null) : null;
        const ids = (q?.held ?? []).flatMap((l) =>
          l.name?.startsWith(LOCK) ? [l.name.slice(LOCK.length)] : [],
        );
        if (held) ids.push(held.id);
        return new Set(ids);
      }),
  };
}

let shared: TabRun | null = null;
/** The page's one TabRun (its lock is held for the tab's life, not one mount's). */
export function thisTabRun(): TabRun {
  shared ??= tabRun();
  return shared;
}
