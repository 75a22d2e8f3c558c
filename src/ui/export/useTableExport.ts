import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import {
  emptyPageState,
  walkPages,
  type BulkProgress,
  type FetchedPage,
  type PageWalkState,
} from '../../lib/bulk/index.ts';
import { download, resolveProvenance, type ColumnSpec, type MetaInput } from '../../lib/export/index.ts';
import { sourcesIn } from '../../lib/export/columns.ts';
import { versionsStatement } from '../../lib/export/systemVersion.ts';
import { versionFacts } from '../../lib/queries/versionFacts.ts';
import { CodeLoadError } from '../../lib/retryableImport.ts';
import type { ExportChoice } from './ExportMenu.tsx';
import { provenanceLookups } from './provenanceLookups.ts';
import { demoIdsOf } from './demoIds.ts';

/**
 * The file writer (CSV with papaparse, JSON, provenance): fetched when a table's export menu
 * first opens, not with every page that has a table (the data pages' first load
 * carried papaparse: 7 of the 20 kB gzip of their shared code). Asked again after a failed fetch.
 */
let writer: Promise<typeof import('../../lib/export/build.ts')> | null = null;
export function loadExportWriter() {
  writer ??= import('../../lib/export/build.ts').catch((cause: unknown) => {
    writer = null;
    throw new CodeLoadError(cause);
  });
  return writer;
}

export interface TableExportOptions<Row> {
  columns: readonly ColumnSpec<Row>[];
  /** File name stem, e.g. `search-${string}`. */
  what: string;
  /** Release, page, query, title, app version: read when the file is made. */
  meta: () => Omit<MetaInput, 'rowCount' | 'scope' | 'complete'>;
  /** The rows on screen ("This page"). */
  pageRows: readonly Row[];
  /** One page of the whole list ("All pages"); absent when the list is not paged. */
  fetchPage?: (pageNumber: number, signal: AbortSignal) => Promise<FetchedPage<Row>>;
  /** Hands the file to the browser (tests pass a spy). */
  save?: (blob: Blob, fileName: string) => void;
}

export interface TableExport {
  onExport(choice: ExportChoice): void;
  /** The All-pages walk: open while there is one to show. */
  walk: {
    opened: boolean;
    running: boolean;
    progress: BulkProgress | null;
    error: string | null;
    cancel(): void;
    resume(): void;
    savePartial(): void;
    close(): void;
  };
}

export function stopMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'auth')
    return 'The API key was refused. Enter a valid key in Settings, then Resume: the pages read so far are kept.';
  if (error instanceof Error) return `${error.message}. Resume goes on from the page that failed.`;
  return 'The export stopped. Resume goes on from the page that failed.';
}

/**
 * A toast, whose code (the notifications store) is fetched here rather than carried by every
 * data page; when even that cannot be fetched, the browser's own dialog still tells the user.
 */
async function tell(title: string, message: string) {
  try {
    (await import('../toast.ts')).showToast({ color: 'red', title, message });
  } catch {
    window.alert(`${title}: ${message}`);
  }
}

function exportFailure(error: unknown): string {
  if (error instanceof CodeLoadError)
    return "The export's code could not be downloaded: check the connection, then choose again.";
  return error instanceof Error ? error.message : 'The export failed.';
}

/** Turns a menu choice into a file: at once for "This page", by walking every page for "All pages". */
export function useTableExport<Row>(options: TableExportOptions<Row>): TableExport {
  // The latest options for handlers that run later (a walk outlives several renders).
  const opts = useRef(options);
  // Absent only in unit tests that render a table alone: the file then keeps the release asked.
  const queryClient = useContext(QueryClientContext);
  useLayoutEffect(() => {
    opts.current = options;
  });
  const [opened, setOpened] = useState(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = useRef<PageWalkState<Row>>(emptyPageState());
  const choice = useRef<ExportChoice | null>(null);
  const controller = useRef<AbortController | null>(null);

  const write = useCallback(
    async (rows: readonly Row[], c: ExportChoice, complete: boolean) => {
      const o = opts.current;
      // Read now, not after the writer's fetch: the file describes the page the user chose from.
      const asked = { ...o.meta(), scope: c.scope, complete };
      try {
        // `current` becomes the release it stands for, drug content gets its RxNorm version.
        const [{ buildExport }, resolved] = await Promise.all([
          loadExportWriter(),
          resolveProvenance(asked, queryClient ? provenanceLookups(queryClient, !!asked.lookUp) : undefined),
        ]);
        // Each source the rows hold, with its own version beside the UMLS release.
        const sabs = sourcesIn(rows, o.columns);
        const versions =
          queryClient && sabs.length
            ? versionsStatement(sabs, await versionFacts(queryClient, resolved.release))
            : null;
        const meta = { ...resolved, versions };
        const out = buildExport({
          format: c.format,
          rows,
          columns: o.columns,
          what: o.what,
          csvLong: c.long,
          meta,
          demoIds: demoIdsOf(queryClient),
        });
        (o.save ?? download)(out.blob, out.fileName);
      } catch (error) {
        void tell('The file was not saved', exportFailure(error));
      }
    },
    [queryClient],
  );

  const run = useCallback(async () => {
    const o = opts.current;
    const c = choice.current;
    if (!o.fetchPage || !c) return;
    controller.current = new AbortController();
    setRunning(true);
    setError(null);
    const result = await walkPages({
      fetchPage: o.fetchPage,
      previous: state.current,
      signal: controller.current.signal,
      onProgress: setProgress,
    });
    state.current = result.state;
    setRunning(false);
    if (result.end.status === 'complete') {
      void write(result.rows, c, !result.truncated);
      setOpened(false);
    } else if (result.end.status === 'stopped') setError(stopMessage(result.end.error));
  }, [write]);

  const onExport = useCallback(
    (c: ExportChoice) => {
      const o = opts.current;
      if (c.scope === 'page' || !o.fetchPage) return void write(o.pageRows, c, true);
      choice.current = c;
      state.current = emptyPageState();
      setProgress(null);
      setOpened(true);
      void run();
    },
    [run, write],
  );

  return {
    onExport,
    walk: {
      opened,
      running,
      progress,
      error,
      cancel: () => controller.current?.abort(),
      resume: () => void run(),
      savePartial: () => {
        if (!choice.current) return;
        const rows: Row[] = [];
        for (let n = 1; state.current.pages.has(n); n++) rows.push(...state.current.pages.get(n)!);
        void write(rows, choice.current, false);
        setOpened(false);
      },
      close: () => {
        controller.current?.abort();
        setOpened(false);
      },
    },
  };
}
