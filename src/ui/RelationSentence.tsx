import { Text } from '@mantine/core';
import type { Relation } from '../api/uts/index.ts';
import { RELATION_WORDS, plainWord } from '../lib/plainWords.ts';
import { relationCodes, relationVerb } from '../lib/relationSentence.ts';
import { RefLink } from './RefLink.tsx';

/**
 * A relation as one sentence: "Myocardial Infarction is a child of Myocardial Ischemia (MSH)",
 * both ends linked, the verb carrying the raw REL / RELA in its tooltip.
 */
export function RelationSentence({ relation: r }: { relation: Relation }) {
  const codes = relationCodes(r.relationLabel, r.additionalRelationLabel);
  return (
    <Text span size="sm" data-testid="relation-sentence">
      <RefLink target={r.relatedFrom}>{r.relatedFromName || r.relatedFrom?.id || 'This concept'}</RefLink>{' '}
      <Text
        span
        size="sm"
        fw={600}
        title={`${codes} (${plainWord(RELATION_WORDS, r.relationLabel)})`}
        style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}
      >
        {relationVerb(r.relationLabel, r.additionalRelationLabel)}
      </Text>{' '}
      <RefLink target={r.related}>{r.relatedName || r.related?.id}</RefLink>{' '}
      <Text span size="sm" c="dimmed">
        ({r.rootSource})
      </Text>
    </Text>
  );
}
