// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paramsForTab, readSourceTab } from './sourceTabs.ts';

describe('source page tabs', () => {
  it('reads unknown or missing tabs as atoms', () => {
    expect(readSourceTab('relations')).toBe('relations');
    expect(readSourceTab('<script>')).toBe('atoms');
    expect(readSourceTab(null)).toBe('atoms');
  });
  it('drops the old page number and keeps the rest when switching tabs', () => {
    expect(paramsForTab(new URLSearchParams('release=2024AA&page=2'), 'hierarchy').toString()).toBe(
      'release=2024AA&tab=hierarchy',
    );
    expect(paramsForTab(new URLSearchParams('tab=relations'), 'atoms').toString()).toBe('');
  });
});
