import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useHref } from '../../lib/useHref.ts';
import { UserText } from '../../ui/UserText.tsx';
import type { Recognition } from './recognized.ts';
import { formToUrl } from './searchUrl.ts';

/**
 * "I21.9 looks like an ICD-10-CM code": what the search page read the string as, the page of
 * that identifier, and, when it searched the code instead of the words, the words search one
 * click away.
 */
export function Recognized({ recognition: r }: { recognition: Recognition }) {
  const link = useHref();
  return (
    <Group gap="xs" data-testid="recognized" role="note" wrap="wrap">
      <Text size="sm">
        “<UserText text={r.typed} />” looks like {r.what}
        {r.searchedAs ? `: showing ${r.searchedAs.source} ${r.searchedAs.code}.` : '.'}
      </Text>
      {r.page && (
        <Anchor size="sm" component={Link} to={link(r.page.path)}>
          {r.page.label}
        </Anchor>
      )}
      {r.asWords && (
        <Anchor size="sm" component={Link} to={link(`/search?${formToUrl(r.asWords, null)}`)}>
          Search it as words instead
        </Anchor>
      )}
    </Group>
  );
}
