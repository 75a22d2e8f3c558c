// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withRelease } from './paths.ts';
import { readUrlRelease, releaseToCarry } from './releaseParam.ts';

const q = (s: string) => new URLSearchParams(s);

describe('the release of a link', () => {
  it('tells no release, a release name and a malformed value apart', () => {
    expect(readUrlRelease(q(''))).toEqual({ kind: 'none' });
    expect(readUrlRelease(q('release='))).toEqual({ kind: 'none' });
    expect(readUrlRelease(q('release=2024AA'))).toEqual({ kind: 'valid', release: '2024AA' });
    expect(readUrlRelease(q('release=current'))).toEqual({ kind: 'valid', release: 'current' });
    expect(readUrlRelease(q('release=banana'))).toEqual({ kind: 'malformed', raw: 'banana' });
    expect(readUrlRelease(q('release=%3Cscript%3E'))).toEqual({ kind: 'malformed', raw: '<script>' });
  });

  it('carries a release name on, never a malformed value', () => {
    expect(releaseToCarry(q('release=2024AA'))).toBe('2024AA');
    expect(releaseToCarry(q('release=banana'))).toBeNull();
    expect(withRelease('/concepts/C1?x=1', '2024AA')).toBe('/concepts/C1?x=1&release=2024AA');
    expect(withRelease('/concepts/C1', 'banana')).toBe('/concepts/C1');
    expect(withRelease('/concepts/C1', '<script>')).toBe('/concepts/C1');
  });
});
