import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SEARCH_PATH } from '../lib/paths.ts';
import { useHref } from '../lib/useHref.ts';

interface Props {
  release: string;
  sab: string;
  id: string;
}

/** What the source and crosswalk pages say for an unknown code, with a search for it in its source. */
export function SourceNotFound({ sab, id, release }: Props) {
  const to = useHref();
  return (
    <Text size="sm">
      No code, source concept or descriptor <strong>{id}</strong> in <strong>{sab}</strong> (release {release}
      ). Check the identifier, use the search box above, or{' '}
      <Anchor component={Link} to={to(SEARCH_PATH, { string: id, sabs: sab })} size="sm">
        search {sab} for “{id}”
      </Anchor>
      .
    </Text>
  );
}
