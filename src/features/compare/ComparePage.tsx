import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  compareToken,
  MAX_COMPARE,
  MIN_COMPARE,
  parseCompareIds,
  type CompareId,
} from '../../lib/compareIds.ts';
import { comparePath, relatePath } from '../../lib/paths.ts';
import { useRelease } from '../../lib/release.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { AddConcept } from './AddConcept.tsx';
import { CompareTable } from './CompareTable.tsx';
import { CompareExport } from './CompareExport.tsx';
import { useCompareColumns } from './useCompareColumns.ts';
import { UnusedIdsAlert } from '../../ui/UnusedIdsAlert.tsx';

/**
 * `/compare?ids=C0027051,rxcui:161`: two to four UMLS concepts or RxNorm drug concepts side by
 * side. The URL is the state: adding or removing a concept rewrites `ids`.
 */
export function ComparePage() {
  useDocumentTitle('Compare');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const release = useRelease();
  const raw = params.get('ids');
  const { ids, problems } = useMemo(() => parseCompareIds(raw), [raw]);
  const columns = useCompareColumns(ids, release);
  // The UMLS concepts of the columns (drug concepts have no place in source hierarchies).
  const cuis = ids.flatMap((i) => (i.kind === 'CUI' ? [i.id] : []));
  const go = (next: CompareId[]) => void navigate(comparePath(next.map(compareToken), params.get('release')));

  return (
    <Stack gap="md" maw={1400}>
      <Title order={1}>Compare</Title>
      <Text c="dimmed" size="sm">
        {MIN_COMPARE} to {MAX_COMPARE} UMLS concepts or RxNorm drug concepts side by side, added by name, CUI
        (C0027051), source code (I21.9, D009203, GO:0005575), RXCUI (161 or rxcui:161) or NDC. Rows marked
        “Shared by all” are common to every concept; the others say which concepts have them.
      </Text>
      <UnusedIdsAlert problems={problems} testId="compare-problems" />
      {ids.length < MIN_COMPARE && (
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
      {cuis.length >= 2 && (
        <Anchor
          component={Link}
          to={relatePath(cuis, null, params.get('release'))}
          size="sm"
          data-testid="compare-relate"
        >
          Where these concepts meet in their hierarchies, and how they relate
        </Anchor>
      )}
      {ids.length >= MIN_COMPARE && <CompareExport ids={ids} columns={columns} />}
      {ids.length > 0 && (
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
