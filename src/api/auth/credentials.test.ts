import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_KEY_STORAGE,
  apiKeyProblem,
  clearApiKey,
  getApiKey,
  getPreferences,
  isValidRelease,
  keyEnding,
  setApiKey,
  setPreferences,
  subscribeCredentials,
  wasApiKeyCleared,
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

  it('remembers for the tab that the key was cleared, until a key is set again', () => {
    setApiKey('k');
    expect(wasApiKeyCleared()).toBe(false);
    clearApiKey();
    expect(wasApiKeyCleared()).toBe(true);
    setApiKey('another-key');
    expect(wasApiKeyCleared()).toBe(false);
  });

  it('accepts UUID-like keys and refuses what a request header cannot carry', () => {
    for (const ok of ['0a1b2c3d-4e5f-6789-abcd-ef0123456789', ' e2e-secret-KEY-0042 ', 'wrong-key']) {
      expect(apiKeyProblem(ok)).toBeNull();
    }
    expect(apiKeyProblem('   ')).toBe('Enter a key');
    expect(apiKeyProblem('abc def')).toMatch(/no spaces/);
    expect(apiKeyProblem('abc\tdef')).toMatch(/no spaces/);
    for (const bad of ['é中😀', 'abcé', 'key-中', '😀', 'ab\u0000c'])
      expect(apiKeyProblem(bad)).toMatch(/only letters/);
  });

  it('shows at most the last four characters of a long key', () => {
    expect(keyEnding('0a1b2c3d-4e5f-6789-abcd-ef0123451234')).toBe('1234');
    expect(keyEnding('short')).toBe('');
  });
});
