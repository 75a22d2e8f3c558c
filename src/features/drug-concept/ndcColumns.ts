import type { ColumnSpec } from '../../lib/export/index.ts';
import { formatNdc11 } from '../../lib/ndc.ts';

/** NDCs as exported: the product's RXCUI, the CMS 11-digit NDC and its 5-4-2 form, as text. */
export const ndcColumns = (rxcui: string): ColumnSpec<string>[] => [
  { header: 'RXCUI', key: 'rxcui', value: () => rxcui },
  { header: 'NDC', key: 'ndc11', value: (ndc) => ndc },
  { header: 'NDC 5-4-2', key: 'ndc542', value: (ndc) => formatNdc11(ndc) },
];
