// @vitest-environment node
import { expect, it, vi } from 'vitest';
import { CodeLoadError, retryableImport } from './retryableImport.ts';

it('keeps a good import, and imports again only after a failure has been shown', async () => {
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
  // The render that shows the error gets the failed import…
  expect(load()).toBe(first);
  // …and the Retry after it a new one.
  const second = load();
  expect(second).not.toBe(first);
  await expect(second).resolves.toBe('module');
  expect(load()).toBe(second);
  expect(importer).toHaveBeenCalledTimes(2);
});
