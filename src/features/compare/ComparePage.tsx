import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  compareLinkRules,
  compareToken,
  MAX_COMPARE,
  MIN_COMPARE,
  readCompareToken,
  type CompareId,
} from '../../lib/compareIds.ts';
import { comparePath, relatePath } from '../../lib/paths.ts';
import { useRelease } from '../../lib/release.ts';
import { useLinkIds } from '../../lib/useLinkIds.ts';
import { LinkIdsStatus } from '../../ui/LinkIdsStatus.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { AddConcept } from './AddConcept.tsx';
import { CompareTable } from './CompareTable.tsx';
import { CompareExport } from './CompareExport.tsx';
import { useCompareColumns } from './useCompareColumns.ts';
import { UnusedIdsAlert } from '../../ui/UnusedIdsAlert.tsx';

/**
 * `/compare?ids=C0027051,rxcui:161`: two to four UMLS concepts or RxNorm drug concepts side by
 * side. The URL is the state: adding or removing a concept rewrites `ids`. A code in the link
 * (`I21.9`, `MSH:D009203`, an NDC…) is looked up and the link rewritten to what it names.
 */
export function ComparePage() {
  useDocumentTitle('Compare');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const release = useRelease();
  const raw = params.get('ids');
  const link = useLinkIds(raw, compareLinkRules);
  usePrintView({ kind: 'Comparison', what: link.tokens.join(', ') || undefined });
  const ids = useMemo(() => link.tokens.flatMap((t) => readCompareToken(t) ?? []), [link.tokens]);
  // Columns wait for the link's codes to be looked up, so none moves when they arrive.
  const waiting = link.pending.length > 0;
  const columns = useCompareColumns(ids, release);
  // The UMLS concepts of the columns (drug concepts have no place in source hierarchies).
  const cuis = ids.flatMap((i) => (i.kind === 'CUI' ? [i.id] : []));
  const go = (next: CompareId[]) =>
    void navigate(comparePath([...next.map(compareToken), ...link.open], params.get('release')));

  return (
    <Stack gap="md" maw={1400}>
      <Title order={1}>Compare</Title>
      <Text c="dimmed" size="sm">
        {MIN_COMPARE} to {MAX_COMPARE} UMLS concepts or RxNorm drug concepts side by side, added by name, CUI
        (C0027051), source code (I21.9, D009203, GO:0005575), RXCUI (161 or rxcui:161) or NDC. Rows marked
        “Shared by all” are common to every concept; the others say which concepts have them.
      </Text>
      <UnusedIdsAlert problems={link.problems} testId="compare-problems" />
      <LinkIdsStatus link={link} testId="compare-link" />
      {!waiting && ids.length < MIN_COMPARE && (
        <Alert
          color="blue"
          title={ids.length === 0 ? 'Nothing to compare yet' : 'Add one more concept'}
          role="status"
        >
          {ids.length === 0
            ? 'Add two to four concepts below, or tick them in search results or the basket and press “Compare”.'
            : 'A comparison needs at least two concepts: add another below.'}
        </Alert>
      )}
      <AddConcept ids={ids} onAdd={(id) => go([...ids, id])} />
      {!waiting && cuis.length >= 2 && (
        <Anchor
          component={Link}
          to={relatePath(cuis, null, params.get('release'))}
          size="sm"
          data-testid="compare-relate"
        >
          Where these concepts meet in their hierarchies, and how they relate
        </Anchor>
      )}
      {!waiting && ids.length >= MIN_COMPARE && <CompareExport ids={ids} columns={columns} />}
      {!waiting && ids.length > 0 && (
        <CompareTable
          ids={ids}
          columns={columns}
          release={release}
          onRemove={(i) => go(ids.filter((_, j) => j !== i))}
        />
      )}
    </Stack>
  );
}
