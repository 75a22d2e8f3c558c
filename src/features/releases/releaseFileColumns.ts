import type { ReleaseFile } from '../../api/uts/index.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';

/**
 * Release files as exported: what the table shows. The download address stays out: it is the
 * service's own link (opened through the app with the key), not one a spreadsheet can use.
 */
export const RELEASE_FILE_COLUMNS: ColumnSpec<ReleaseFile>[] = [
  { header: 'File', key: 'fileName', value: (f) => f.fileName },
  { header: 'Version', key: 'releaseVersion', value: (f) => f.releaseVersion },
  { header: 'Date', key: 'releaseDate', value: (f) => f.releaseDate },
  { header: 'Product', key: 'product', value: (f) => f.product },
  { header: 'Release type', key: 'releaseType', value: (f) => f.releaseType },
  { header: 'Current', key: 'current', value: (f) => f.current },
];
