// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPageParam } from './usePageParam.ts';

describe('readPageParam', () => {
  it('takes positive integers only', () => {
    expect(readPageParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'x']) expect(readPageParam(bad)).toBe(1);
  });
});
