import { useRef, useState } from 'react';
import type { TreeNodeData, TreeSource, WalkProgress } from '../../lib/tree/index.ts';
import { walkSubtree, type SubtreeWalk } from '../../lib/tree/walk.ts';

export type WalkStatus<Done> =
  | { kind: 'idle' }
  | { kind: 'running'; progress: WalkProgress }
  | { kind: 'done'; result: Done }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/**
 * One subtree walk at a time (lib/tree/walk.ts: the tree's own rate-limited child fetching),
 * with progress and Cancel; `finish` turns the walk into what the caller keeps (a file, basket
 * entries). A cancelled walk keeps nothing.
 */
export function useSubtreeWalk<Done>(source: TreeSource, root: TreeNodeData) {
  const [status, setStatus] = useState<WalkStatus<Done>>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const start = async (depth: number, finish: (walk: SubtreeWalk) => Done) => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setStatus({ kind: 'running', progress: { done: 0, known: 1, rows: 1, requests: 0 } });
    try {
      const walk = await walkSubtree(source, root, {
        depth,
        signal: ctrl.signal,
        onProgress: (progress) => setStatus({ kind: 'running', progress }),
      });
      setStatus({ kind: 'done', result: finish(walk) });
    } catch (err) {
      if (ctrl.signal.aborted) setStatus({ kind: 'cancelled' });
      else setStatus({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    } finally {
      if (abort.current === ctrl) abort.current = null;
    }
  };
  return { status, start, cancel: () => abort.current?.abort(), running: status.kind === 'running' };
}
