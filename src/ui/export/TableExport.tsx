import { Suspense, useState } from 'react';
import { retryableLazy } from '../retryableLazy.tsx';
import { SectionBoundary } from '../SectionBoundary.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { loadExportWriter, useTableExport, type TableExportOptions } from './useTableExport.ts';

// The progress window (a Mantine Modal, its scroll lock and progress bar: 9 kB gzip) is needed
// only for "All pages": it loads when the menu first opens, not with every page that has a
// table (the data pages' first load).
const LazyExportProgress = retryableLazy(
  () => import('./ExportProgress.tsx'),
  (m) => m.ExportProgress,
);

/**
 * A table's export in one element: the menu, and for "All pages" the progress modal.
 * `options.fetchPage` turns "All pages" on.
 */
export function TableExport<Row>({
  label,
  title,
  ...options
}: TableExportOptions<Row> & { label?: string; title?: string }) {
  const ex = useTableExport(options);
  // The progress window is mounted once the menu has opened, closed, so it can fade in when
  // "All pages" opens it: a closed Mantine Modal still costs its portal and transitions on
  // every render of the table, which a search renders on its way to the first row.
  // Its code is fetched then too; if that fails, the section's error and Retry show only once
  // "All pages" is chosen.
  const [armed, setArmed] = useState(false);
  return (
    <>
      <ExportMenu
        onExport={ex.onExport}
        allPages={!!options.fetchPage}
        label={label}
        onOpen={() => {
          // The file writer is fetched as the menu opens, so a choice saves at once; a failed
          // fetch is told when a choice needs it.
          loadExportWriter().catch(() => undefined);
          if (options.fetchPage)
            LazyExportProgress.load().then(
              () => setArmed(true),
              () => undefined,
            );
        }}
      />
      {(armed || ex.walk.opened) && (
        <SectionBoundary what="export progress">
          <Suspense fallback={null}>
            <LazyExportProgress
              opened={ex.walk.opened}
              title={title ?? 'Exporting all pages'}
              progress={ex.walk.progress}
              running={ex.walk.running}
              error={ex.walk.error}
              onCancel={ex.walk.cancel}
              onResume={ex.walk.resume}
              onSavePartial={ex.walk.savePartial}
              onClose={ex.walk.close}
            />
          </Suspense>
        </SectionBoundary>
      )}
    </>
  );
}
