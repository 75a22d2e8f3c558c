import { Badge, Group } from '@mantine/core';

/** Obsolete / suppressible markers shown next to atoms, codes and relations. */
export function Flags({ obsolete, suppressible }: { obsolete?: boolean; suppressible?: boolean }) {
  if (!obsolete && !suppressible) return null;
  return (
    <Group gap={4} component="span">
      {obsolete && (
        <Badge size="xs" color="red" variant="light">
          obsolete
        </Badge>
      )}
      {suppressible && (
        <Badge size="xs" color="gray" variant="light">
          suppressible
        </Badge>
      )}
    </Group>
  );
}
