import { useState } from 'react';
import { ExportMenu } from './ExportMenu.tsx';
import { ExportProgress } from './ExportProgress.tsx';
import { useTableExport, type TableExportOptions } from './useTableExport.ts';

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
  // The progress modal is mounted once the menu has opened, closed, so it can fade in when
  // "All pages" opens it: a closed Mantine Modal still costs its portal and transitions on
  // every render of the table, which a search renders on its way to the first row (issue 16).
  const [armed, setArmed] = useState(false);
  return (
    <>
      <ExportMenu
        onExport={ex.onExport}
        allPages={!!options.fetchPage}
        label={label}
        onOpen={() => setArmed(true)}
      />
      {(armed || ex.walk.opened) && (
        <ExportProgress
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
      )}
    </>
  );
}
