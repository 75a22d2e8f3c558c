import { Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDrugClient } from './drugClient.ts';
import { drugVocabVersionQuery, metaVersionQuery } from './queries.ts';

/**
 * The drug service's data versions (getDrugVocabVersion, getMetaVersion), one line, for the
 * footer and the About page. Quiet on failure: a missing version must not shout on every page.
 */
export function DrugVocabVersions(props: TextProps) {
  const client = useDrugClient();
  const vocab = useQuery(drugVocabVersionQuery(client));
  const meta = useQuery(metaVersionQuery(client));
  const show = (q: typeof vocab) =>
    q.isPending ? '…' : q.isError ? 'unavailable' : (q.data ?? 'not stated');
  return (
    <Text size="xs" c="dimmed" truncate {...props} data-testid="drug-vocab-versions">
      RxNorm {show(vocab)} · UMLS {show(meta)}
    </Text>
  );
}
