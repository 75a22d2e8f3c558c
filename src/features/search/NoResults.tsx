import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formToUrl, type SearchForm } from './searchUrl.ts';
import { useHref } from '../../lib/useHref.ts';
import { UserText } from '../../ui/UserText.tsx';
import { DidYouMean } from './DidYouMean.tsx';

/** Nothing matched: offer the next searches worth trying, each one click away. */
export function NoResults({ form }: { form: SearchForm }) {
  const link = useHref();
  const to = (change: Partial<SearchForm>) =>
    link(`/search?${formToUrl({ ...form, ...change, pageNumber: 1 }, null)}`);
  const words = form.string.trim().split(/\s+/).length;
  return (
    <Alert
      color="gray"
      title={
        <>
          No results for “<UserText text={form.string} />”
        </>
      }
      data-testid="no-results"
      // A long word (pasted, or hostile) wraps instead of widening the page.
      style={{ wordBreak: 'break-word' }}
    >
      <DidYouMean form={form} />
      <Text size="sm">Try:</Text>
      <List size="sm">
        {!form.partialSearch && words > 1 && (
          <List.Item>
            <Anchor component={Link} to={to({ partialSearch: true })}>
              Partial search
            </Anchor>{' '}
            — matches with fewer of your words
          </List.Item>
        )}
        {form.searchType !== 'normalizedWords' && (
          <List.Item>
            <Anchor component={Link} to={to({ searchType: 'normalizedWords' })}>
              Normalized words
            </Anchor>{' '}
            — ignores word order, case and inflection
          </List.Item>
        )}
        {form.searchType !== 'rightTruncation' && (
          <List.Item>
            <Anchor component={Link} to={to({ searchType: 'rightTruncation' })}>
              Names starting with “<UserText text={form.string} />”
            </Anchor>
          </List.Item>
        )}
        {(form.sabs.length > 0 || form.semanticTypes.length > 0 || form.semanticGroups.length > 0) && (
          <List.Item>
            <Anchor component={Link} to={to({ sabs: [], semanticTypes: [], semanticGroups: [] })}>
              All sources and semantic types
            </Anchor>{' '}
            — remove the filters
          </List.Item>
        )}
        {form.inputType === 'atom' && /\d/.test(form.string) && (
          <List.Item>
            <Anchor component={Link} to={to({ inputType: 'sourceUi', searchType: 'exact' })}>
              Search it as a code
            </Anchor>{' '}
            (exact source identifier)
          </List.Item>
        )}
        <List.Item>Check the spelling, or use a shorter or more general term.</List.Item>
      </List>
    </Alert>
  );
}
