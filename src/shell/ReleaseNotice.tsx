import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { getPreferences, subscribeCredentials } from '../api/auth/credentials.ts';
import { useReleaseSource } from '../lib/release.ts';
import { readUrlRelease } from '../lib/releaseParam.ts';
import { releaseAvailabilityQuery } from '../lib/queries/releaseAvailability.ts';

/** The same page without `?release=`, so it opens with the release chosen in Settings. */
function withoutRelease(pathname: string, params: URLSearchParams, hash: string): string {
  const next = new URLSearchParams(params);
  next.delete('release');
  const qs = next.toString();
  return `${pathname}${qs ? `?${qs}` : ''}${hash}`;
}

/**
 * Above every page: says when the release in use is one the service does not have (or the
 * link's `?release=` is not a release name at all), instead of leaving each section to report
 * "not found", and offers the way back to the current release.
 */
export function ReleaseNotice() {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const url = readUrlRelease(params);
  const { release, from } = useReleaseSource();
  const available = useQuery(releaseAvailabilityQuery(release));
  const settingsRelease = useSyncExternalStore(subscribeCredentials, getPreferences).release;
  const fixHref = withoutRelease(pathname, params, hash);
  const fixLabel =
    settingsRelease === 'current'
      ? 'Open this page with the current release'
      : `Open this page with release ${settingsRelease} (from Settings)`;

  if (url.kind === 'malformed') {
    const shown = url.raw.length > 40 ? `${url.raw.slice(0, 40)}…` : url.raw;
    return (
      <Alert color="yellow" title="Not a release name" role="alert" mb="md" data-testid="release-notice">
        <Text size="sm">
          The link asks for release “{shown}”, which is not a release name (use current or a name such as
          2025AB). This page shows release {release} instead.{' '}
          <Anchor component={Link} to={fixHref} c="inherit" underline="always" fw={600}>
            {fixLabel}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  // An unanswered check (no answer yet, or the service unreachable) says nothing: the
  // sections report their own errors.
  if (available.data !== false) return null;
  return (
    <Alert color="yellow" title="Release not available" role="alert" mb="md" data-testid="release-notice">
      <Text size="sm">
        Release {release} is not available from this service.{' '}
        {from === 'url' ? (
          <Anchor component={Link} to={fixHref} c="inherit" underline="always" fw={600}>
            {fixLabel}
          </Anchor>
        ) : (
          <>
            It is the release chosen in{' '}
            <Anchor component={Link} to="/settings" c="inherit" underline="always" fw={600}>
              Settings
            </Anchor>
            ; choose another there.
          </>
        )}
      </Text>
    </Alert>
  );
}
