import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { clearRecent, KIND_LABEL } from '../lib/recent/recent.ts';
import { useRecent } from '../lib/recent/useRecent.ts';

/** The home page's list of pages opened in this tab (nothing when there are none). */
export function RecentlyViewed({ max = 10 }: { max?: number }) {
  const recent = useRecent();
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed">
      <Group gap="sm" mb={4}>
        <Title order={2} size="h4" id="recently-viewed">
          Recently viewed
        </Title>
        <Button size="compact-xs" variant="subtle" onClick={clearRecent}>
          Clear
        </Button>
      </Group>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {recent.slice(0, max).map((v) => (
          <Group key={v.path} gap="xs" component="li" wrap="nowrap">
            <Badge size="xs" variant="light" w={64}>
              {KIND_LABEL[v.kind]}
            </Badge>
            <Anchor component={Link} to={v.path} size="sm" style={{ wordBreak: 'break-word' }}>
              {v.title}
            </Anchor>
          </Group>
        ))}
      </Stack>
      {recent.length > max && (
        <Text size="xs" c="dimmed">
          {recent.length - max} more in the header’s “Recent” menu
        </Text>
      )}
    </section>
  );
}
