import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { search } from '../../api/uts/index.ts';
import { useRelease } from '../../lib/release.ts';
import { useHref } from '../../lib/useHref.ts';
import { UserText } from '../../ui/UserText.tsx';
import { closestNames } from '../../lib/spelling/closestNames.ts';
import { DEFAULT_FORM, formToUrl, type SearchForm } from './searchUrl.ts';

/** One word of letters: what the drug service's spelling suggestions can correct. */
const drugWord = (s: string) => /^\p{L}[\p{L}-]{2,}$/u.test(s.trim());

/**
 * A term search found nothing: the closest names among what the service returns for a partial
 * search of the same words, and, for one word, the drug service's spelling suggestions; as
 * links to their own searches, never searched in the user's place.
 */
export function DidYouMean({ form }: { form: SearchForm }) {
  const link = useHref();
  const release = useRelease();
  const string = form.string.trim();
  const partial = useQuery({
    queryKey: ['uts', release, 'did-you-mean', string],
    queryFn: ({ signal }) =>
      search({ string, searchType: 'words', partialSearch: true, pageSize: 50 }, { release, signal }),
    enabled: string !== '',
    staleTime: Infinity,
  });
  const drug = useQuery({
    queryKey: ['rxnorm', 'spelling', string.toLowerCase()],
    queryFn: async ({ signal }) => {
      const { defaultDrugClient } = await import('../../api/rxnorm/defaultClient.ts');
      return defaultDrugClient().getSpellingSuggestions(string, signal);
    },
    enabled: drugWord(string),
    staleTime: Infinity,
  });
  const names = [...(drug.data ?? []), ...(partial.data?.hits.map((h) => h.name) ?? [])];
  const picks = closestNames(string, names);
  if (picks.length === 0) return null;
  return (
    <Group gap="xs" data-testid="did-you-mean" wrap="wrap">
      <Text size="sm" fw={600}>
        Did you mean{' '}
      </Text>
      {picks.map((name, i) => (
        <Text size="sm" span key={name}>
          <Anchor
            component={Link}
            to={link(
              `/search?${formToUrl({ ...DEFAULT_FORM, pageSize: form.pageSize, string: name }, null)}`,
            )}
          >
            <UserText text={name} />
          </Anchor>
          {i < picks.length - 1 ? ', ' : '?'}
        </Text>
      ))}
    </Group>
  );
}
