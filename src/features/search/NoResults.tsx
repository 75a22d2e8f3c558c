import { Alert, Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DEMO_HOLDINGS } from '../../lib/demoHoldings.ts';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';
import { holdingsSentence, notHeld } from './notHeld.ts';
import { formToUrl, type SearchForm } from './searchUrl.ts';
import { useHref } from '../../lib/useHref.ts';
import { UserText } from '../../ui/UserText.tsx';
import { DidYouMean } from './DidYouMean.tsx';

/**
 * Nothing matched: say where the search looked (the source that has no such code; on the
 * emulator, what the demo holds of the sources searched), then offer the next searches worth
 * trying, each one click away. `sent` is the search as sent (a code-shaped string is searched
 * as that code, effectiveForm); `form` is the one in the URL, which the offers change.
 */
export function NoResults({ form, sent }: { form: SearchForm; sent: SearchForm }) {
  const link = useHref();
  const emulator = useQuery(runtimeConfigQuery()).data?.emulator === true;
  const where = notHeld(sent, emulator ? DEMO_HOLDINGS : null);
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
      {where.code && (
        <Text size="sm" data-testid="no-such-code">
          {where.code.sab} has no code “<UserText text={where.code.code} />” in this release.
        </Text>
      )}
      {where.holdings.length > 0 && (
        <Text size="sm" data-testid="demo-not-held">
          This is the demo data, built from open data only: {holdingsSentence(where.holdings)}{' '}
          <Anchor component={Link} to={link('/about')}>
            What the demo holds
          </Anchor>
        </Text>
      )}
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
              {where.code && form.sabs.length === 0
                ? 'Search it as a code in every source'
                : 'Search it as a code'}
            </Anchor>{' '}
            (exact source identifier)
          </List.Item>
        )}
        <List.Item>Check the spelling, or use a shorter or more general term.</List.Item>
      </List>
    </Alert>
  );
}
