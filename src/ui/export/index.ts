/** Export UI shared by every table: the menu, the All-pages progress, and the hook behind them. */
export { ExportMenu, type ExportChoice, type ExportMenuProps, type ExportScope } from './ExportMenu.tsx';
export { ExportProgress, ProgressPanel, type ExportProgressProps } from './ExportProgress.tsx';
export { progressText } from './progressText.ts';
export {
  useTableExport,
  stopMessage,
  type TableExportOptions,
  type TableExport as TableExportState,
} from './useTableExport.ts';
export { TableExport } from './TableExport.tsx';
export { usePageMeta } from './usePageMeta.ts';
export { ListTools } from './ListTools.tsx';
