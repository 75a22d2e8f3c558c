import { describe, expect, it } from 'vitest';
import { linkTo } from './paths.ts';
import { isPresenting, withPresent } from './present.ts';

describe('presentation mode in the URL', () => {
  it('is on only for present=1 and switches without touching the rest', () => {
    expect(isPresenting(new URLSearchParams('present=1'))).toBe(true);
    expect(isPresenting(new URLSearchParams('present=0'))).toBe(false);
    expect(isPresenting(new URLSearchParams('present=<x>'))).toBe(false);
    const on = withPresent(new URLSearchParams('tab=hierarchy&source=MSH'), true);
    expect(on.toString()).toBe('tab=hierarchy&source=MSH&present=1');
    expect(withPresent(on, false).toString()).toBe('tab=hierarchy&source=MSH');
  });

  it('follows internal links, beside the release', () => {
    expect(linkTo('/sources/MSH/D009203', new URLSearchParams('present=1&release=2024AA'))).toBe(
      '/sources/MSH/D009203?release=2024AA&present=1',
    );
    expect(linkTo('/sources/MSH/D009203', new URLSearchParams('present=yes'))).toBe('/sources/MSH/D009203');
  });
});
