// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { isUnknownReleaseError, releaseAvailabilityQuery } from './releaseAvailability.ts';

vi.mock('../../api/uts/index.ts', () => ({
  getSources: vi.fn(async (_p: unknown, { release }: { release: string }) => {
    if (release === '2025AB') return [];
    if (release === '2020AA')
      throw new ApiError('not-found', 'Release 2020AA is not available', { status: 404 });
    throw new ApiError('network', 'The service could not be reached');
  }),
}));

describe('release availability', () => {
  const ask = (release: string) => new QueryClient().fetchQuery(releaseAvailabilityQuery(release));

  it('is true for current without a call, and for a release the service serves', async () => {
    const { getSources } = await import('../../api/uts/index.ts');
    await expect(ask('current')).resolves.toBe(true);
    expect(getSources).not.toHaveBeenCalled();
    await expect(ask('2025AB')).resolves.toBe(true);
  });

  it('is false when the service answers not found for the release', async () => {
    await expect(ask('2020AA')).resolves.toBe(false);
  });

  it('does not call a release unavailable when the service could not be asked', async () => {
    await expect(ask('2019AB')).rejects.toMatchObject({ kind: 'network' });
  });

  it('reads 404 and 400 as an unknown release, other failures not', () => {
    expect(isUnknownReleaseError(new ApiError('not-found', 'x', { status: 404 }))).toBe(true);
    expect(isUnknownReleaseError(new ApiError('upstream', 'x', { status: 400 }))).toBe(true);
    expect(isUnknownReleaseError(new ApiError('upstream', 'x', { status: 500 }))).toBe(false);
    expect(isUnknownReleaseError(new ApiError('auth', 'x', { status: 401 }))).toBe(false);
    expect(isUnknownReleaseError(new Error('x'))).toBe(false);
  });
});
