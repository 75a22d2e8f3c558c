import { Badge, Group, Text } from '@mantine/core';
import { plainWord } from '../lib/plainWords.ts';

/**
 * A service abbreviation shown the way a clinician reads it: the plain word first, the code
 * beside it (and in the tooltip), e.g. "broader RB". Unknown codes show as themselves.
 */
export function CodeWord({
  table,
  code,
  badge = false,
}: {
  table: Readonly<Record<string, string>>;
  code: string;
  badge?: boolean;
}) {
  const word = plainWord(table, code);
  if (word === code) return badge ? <Badge variant="light">{code}</Badge> : <>{code}</>;
  return (
    <Group gap={6} wrap="nowrap" component="span" display="inline-flex" title={`${code}: ${word}`}>
      {badge ? (
        <Badge variant="light" tt="none">
          {word}
        </Badge>
      ) : (
        <span>{word}</span>
      )}
      <Text span size="xs" c="dimmed" ff="monospace">
        {code}
      </Text>
    </Group>
  );
}
