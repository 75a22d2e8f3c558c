// @vitest-environment node
import { expect, it, vi } from 'vitest';
import { CodeLoadError, retryableImport } from './retryableImport.ts';

it('keeps one import, a failed one too, until its Retry; then imports again', async () => {
  const importer = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('chunk unreachable'))
    .mockResolvedValue('module');
  const load = retryableImport(importer);
  const first = load();
  expect(load()).toBe(first);
  // A failure says what failed in words a user reads, and keeps the browser's own error.
  await expect(first).rejects.toThrow(CodeLoadError);
  await expect(first).rejects.toMatchObject({ cause: new Error('chunk unreachable') });
  // However often a render asks, the failure stays until the user retries: no fetch of its own.
  expect(load()).toBe(first);
  expect(load()).toBe(first);
  // React's use() reads the outcome on the promise: a render throws at once, never suspends.
  expect(first).toMatchObject({ status: 'rejected', reason: expect.any(CodeLoadError) });
  const error = (await first.catch((e: unknown) => e)) as CodeLoadError;
  error.retry!();
  const second = load();
  expect(second).not.toBe(first);
  await expect(second).resolves.toBe('module');
  expect(second).toMatchObject({ status: 'fulfilled', value: 'module' });
  // A Retry on a good import changes nothing.
  error.retry!();
  expect(load()).toBe(second);
  expect(importer).toHaveBeenCalledTimes(2);
});
