import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkFileOf, preloadPage } from './preloadPage.ts';

const chunk = (fileName: string, facadeModuleId: string | null) =>
  ({ type: 'chunk', fileName, facadeModuleId }) as unknown as OutputBundle[string];
const bundle = {
  a: chunk('assets/index-1.js', '/repo/src/main.tsx'),
  b: chunk('assets/HomePage-2.js', '/repo/src/features/home/HomePage.tsx'),
  c: chunk('assets/vendor-3.js', null),
  d: { type: 'asset', fileName: 'assets/app-4.css' } as unknown as OutputBundle[string],
} as OutputBundle;

describe('preloadPage', () => {
  it("finds the chunk of a page's module", () => {
    expect(chunkFileOf(bundle, 'src/features/home/HomePage.tsx')).toBe('assets/HomePage-2.js');
    expect(chunkFileOf(bundle, 'src/features/about/AboutPage.tsx')).toBeNull();
  });

  it('adds a modulepreload link to the head, and fails the build when the page has no chunk', () => {
    const hook = preloadPage('src/features/home/HomePage.tsx').transformIndexHtml as {
      handler: (html: string, ctx: { bundle?: OutputBundle }) => unknown;
    };
    expect(hook.handler('', { bundle })).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/HomePage-2.js' },
        injectTo: 'head',
      },
    ]);
    const other = preloadPage('src/features/about/AboutPage.tsx').transformIndexHtml as typeof hook;
    expect(() => other.handler('', { bundle })).toThrow(/no chunk/);
  });
});
