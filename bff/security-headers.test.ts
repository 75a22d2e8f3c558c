// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from './contract.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

const html = document.documentElement;
const run = () => new Function(COLOR_SCHEME_SCRIPT)();

describe("index.html's colour scheme script", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    html.setAttribute('data-mantine-color-scheme', 'light');
  });

  it("puts the scheme Mantine's manager stored on <html>, the system's for 'auto'", () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    run();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    localStorage.setItem('mantine-color-scheme-value', 'auto');
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' }));
    html.setAttribute('data-mantine-color-scheme', 'light');
    run();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('follows the system while nothing is stored (the user has not chosen)', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' }));
    run();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    run();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('leaves the page light when something else is stored, or storage is blocked', () => {
    localStorage.setItem('mantine-color-scheme-value', '"><script>');
    run();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    expect(run).not.toThrow();
  });
});

describe('Content-Security-Policy', () => {
  it('allows that one inline script by its hash, and no inline script else', () => {
    const scripts = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '))!;
    const hash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scripts).not.toContain('unsafe');
  });
});
