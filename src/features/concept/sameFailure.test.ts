// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { sameFailure } from './sameFailure.ts';

describe('sameFailure', () => {
  it('is true for the same kind and status on header and tab', () => {
    expect(sameFailure(new ApiError('network', 'a'), new ApiError('network', 'b'))).toBe(true);
    expect(
      sameFailure(new ApiError('auth', 'a', { status: 401 }), new ApiError('auth', 'b', { status: 401 })),
    ).toBe(true);
  });
  it('is false for independent failures', () => {
    expect(sameFailure(null, new ApiError('network', 'b'))).toBe(false);
    expect(sameFailure(new ApiError('network', 'a'), new ApiError('upstream', 'b', { status: 500 }))).toBe(
      false,
    );
    expect(
      sameFailure(
        new ApiError('upstream', 'a', { status: 502 }),
        new ApiError('upstream', 'b', { status: 500 }),
      ),
    ).toBe(false);
    expect(sameFailure(new ApiError('not-found', 'a'), new ApiError('not-found', 'b'))).toBe(false);
    expect(sameFailure(new Error('x'), new Error('x'))).toBe(false);
  });
});
