import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EMPTY_LOOKUP, lookupSearch } from '../../lib/drugUrls.ts';
import { conceptPath, sourceCodePath } from '../../lib/paths.ts';

/**
 * First steps for a newcomer: one example of each kind of entry. Each exists both
 * in the demo data and in the real UMLS / RxNorm, so the links never lead to an empty page.
 */
const EXAMPLES = [
  {
    kind: 'A disease',
    label: 'myocardial infarction',
    to: `/search?${new URLSearchParams({ string: 'myocardial infarction' })}`,
  },
  { kind: 'A code', label: 'ICD-10-CM I21.9', to: sourceCodePath('ICD10CM', 'I21.9') },
  {
    kind: 'A drug',
    label: 'lisinopril',
    to: `/drugs?${lookupSearch({ ...EMPTY_LOOKUP, name: 'lisinopril' })}`,
  },
  { kind: 'A concept', label: 'C0027051', to: conceptPath('C0027051') },
] as const;

export function Examples() {
  return (
    <section aria-labelledby="examples-title">
      <Text id="examples-title" fw={600} size="sm">
        Try an example
      </Text>
      <Group gap="lg" mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {EXAMPLES.map((e) => (
          <li key={e.to}>
            <Text span size="sm" c="dimmed">
              {e.kind}:{' '}
            </Text>
            <Anchor component={Link} to={e.to} size="sm">
              {e.label}
            </Anchor>
          </li>
        ))}
      </Group>
      <List size="sm" mt="sm" c="dimmed" spacing={2} aria-label="Words used here">
        <List.Item>
          <b>CUI</b> (concept, e.g. C0027051): one meaning, shared by every vocabulary that names it.
        </List.Item>
        <List.Item>
          <b>AUI</b> (atom): one name of a concept as one vocabulary writes it.
        </List.Item>
        <List.Item>
          <b>Source code</b> (e.g. ICD-10-CM I21.9): the code a vocabulary itself gives; several codes can
          share one CUI.
        </List.Item>
      </List>
    </section>
  );
}
