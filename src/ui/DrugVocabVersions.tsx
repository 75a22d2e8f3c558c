import { Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { drugVocabVersionQuery, metaVersionQuery } from '../lib/queries/drugs.ts';

/**
 * The drug service's data versions (getDrugVocabVersion, getMetaVersion), one line, for the
 * footer and the About page. Quiet on failure: a missing version must not shout on every page.
 */
export function DrugVocabVersions(props: TextProps) {
  const vocab = useQuery(drugVocabVersionQuery());
  const meta = useQuery(metaVersionQuery());
  const show = (q: typeof vocab) =>
    q.isPending ? '…' : q.isError ? 'unavailable' : (q.data ?? 'not stated');
  return (
    <Text size="xs" c="dimmed" truncate {...props} data-testid="drug-vocab-versions">
      RxNorm {show(vocab)} · UMLS {show(meta)}
    </Text>
  );
}
