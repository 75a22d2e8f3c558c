import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_KEY_STORAGE,
  clearApiKey,
  getApiKey,
  getPreferences,
  isValidRelease,
  setApiKey,
  setPreferences,
  subscribeCredentials,
} from './credentials.ts';

describe('credentials', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the API key in sessionStorage and nowhere in localStorage', () => {
    setApiKey('  my-secret-key ');
    expect(getApiKey()).toBe('my-secret-key');
    expect(sessionStorage.getItem(API_KEY_STORAGE)).toBe('my-secret-key');
    setPreferences({ authMode: 'tickets', release: '2025AB' });
    for (let i = 0; i < localStorage.length; i++) {
      expect(localStorage.getItem(localStorage.key(i)!)).not.toContain('my-secret-key');
    }
  });

  it('clears the key and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCredentials(listener);
    setApiKey('k');
    clearApiKey();
    expect(getApiKey()).toBe('');
    expect(sessionStorage.getItem(API_KEY_STORAGE)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('validates release names', () => {
    for (const ok of ['current', '2025AB', '2008AA', '2024AA']) expect(isValidRelease(ok)).toBe(true);
    for (const bad of [
      '',
      'Current',
      '2025AC',
      '2007AB',
      '25AB',
      '2025ab',
      '2025AB ',
      'latest',
      '<script>',
    ]) {
      expect(isValidRelease(bad)).toBe(false);
    }
  });

  it('stores preferences, refuses a bad release and falls back on corrupt storage', () => {
    setPreferences({ authMode: 'tickets', release: '2024AA' });
    expect(getPreferences()).toEqual({ authMode: 'tickets', release: '2024AA' });
    expect(getPreferences()).toBe(getPreferences()); // stable for useSyncExternalStore
    expect(() => setPreferences({ authMode: 'apiKey', release: 'nope' })).toThrow();
    localStorage.setItem('uts.prefs', '{not json');
    expect(getPreferences()).toEqual({ authMode: 'apiKey', release: 'current' });
  });
});
