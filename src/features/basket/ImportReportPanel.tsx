import { Alert, List, Text } from '@mantine/core';
import type { BasketEntry, ImportReport } from '../../lib/basket/index.ts';

export interface ShownReport extends ImportReport {
  file: string;
  unknown: BasketEntry[];
  unchecked: number;
}

const SHOWN = 50;

/** What an import left out and why: unknown systems, unread filters, codes the service does not know. */
export function ImportReportPanel({ report, onClose }: { report: ShownReport; onClose: () => void }) {
  const { leftOut, unknown, unchecked } = report;
  if (!leftOut.length && !unknown.length && !unchecked) return null;
  return (
    <Alert
      color="orange"
      title={`${report.file}: imported, with parts left out`}
      withCloseButton
      onClose={onClose}
      data-testid="import-report"
    >
      {leftOut.length > 0 && (
        <>
          <Text size="sm">Not imported:</Text>
          <List size="sm">
            {leftOut.map((l, i) => (
              <List.Item key={i}>
                {l.where}: {l.what}: {l.why}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {unknown.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            {unknown.length} code{unknown.length === 1 ? '' : 's'} the service does not know (not added):
          </Text>
          <List size="sm" data-testid="import-unknown">
            {unknown.slice(0, SHOWN).map((e) => (
              <List.Item key={e.id}>
                {e.system} {e.code}
              </List.Item>
            ))}
          </List>
          {unknown.length > SHOWN && <Text size="xs">…and {unknown.length - SHOWN} more.</Text>}
        </>
      )}
      {unchecked > 0 && (
        <Text size="sm" mt="xs">
          {unchecked} code{unchecked === 1 ? ' was' : 's were'} not checked against the service (too many, or
          it did not answer); they were imported as they are.
        </Text>
      )}
    </Alert>
  );
}
