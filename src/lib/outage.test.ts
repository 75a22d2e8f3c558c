// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { isOutage, outageBackoffMs } from './outage.ts';

describe('isOutage', () => {
  it('counts no connection, timeouts and 5xx as outages that heal by asking again', () => {
    expect(isOutage(new ApiError('network', 'x'))).toBe(true);
    expect(isOutage(new ApiError('timeout', 'x'))).toBe(true);
    expect(isOutage(new ApiError('upstream', 'x', { status: 503 }))).toBe(true);
  });
  it('never polls a refused key, a not-found, a 4xx or a foreign error', () => {
    expect(isOutage(new ApiError('auth', 'x', { status: 401 }))).toBe(false);
    expect(isOutage(new ApiError('not-found', 'x', { status: 404 }))).toBe(false);
    expect(isOutage(new ApiError('upstream', 'x', { status: 400 }))).toBe(false);
    expect(isOutage(new Error('boom'))).toBe(false);
  });
});

describe('outageBackoffMs', () => {
  it('waits 5 s, then doubles, and never more than a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(outageBackoffMs)).toEqual([
      5000, 10000, 20000, 40000, 60000, 60000, 60000,
    ]);
  });
});
