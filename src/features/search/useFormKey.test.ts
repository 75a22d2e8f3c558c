import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormKey } from './useFormKey.ts';

describe('useFormKey', () => {
  it('keeps the key when the form wrote the URL, and changes it when the URL changed from outside', () => {
    const { result, rerender } = renderHook(({ url }) => useFormKey(url), {
      initialProps: { url: 'string=heart' },
    });
    const first = result.current.key;
    act(() => result.current.own('string=fever'));
    rerender({ url: 'string=fever' });
    expect(result.current.key).toBe(first);
    // Back: the URL goes to what the form did not write.
    rerender({ url: 'string=heart' });
    expect(result.current.key).not.toBe(first);
    const afterBack = result.current.key;
    rerender({ url: 'string=heart' });
    expect(result.current.key).toBe(afterBack);
    // Forward to the URL the form once wrote: the form shows "heart" now, so it refills.
    rerender({ url: 'string=fever' });
    expect(result.current.key).not.toBe(afterBack);
  });
});
