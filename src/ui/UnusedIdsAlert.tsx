import { Alert, List } from '@mantine/core';

/**
 * What a link's id list held that the page could not use (malformed, duplicate, one too many),
 * one line each: the pages that take several ids from their URL (compare, relate).
 */
export function UnusedIdsAlert({ problems, testId }: { problems: readonly string[]; testId: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="orange" title="Some ids in the link were not used" role="alert" data-testid={testId}>
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={p} style={{ wordBreak: 'break-word' }}>
            {p}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
