import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { earlyEntry, uiModulesAwaited } from './earlyEntry.ts';

const chunk = (
  fileName: string,
  modules: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    modules: Object.fromEntries(modules.map((m) => [m, {}])),
  }) as unknown as OutputBundle[string];

// Keyed by file name, as the bundler's output is.
const bundle = Object.fromEntries(
  Object.values({
    early: chunk(
      'assets/early-1.js',
      ['/repo/src/app/early.ts', '/repo/src/lib/routes.ts'],
      ['assets/data-2.js'],
      '/repo/src/app/early.ts',
    ),
    data: chunk('assets/data-2.js', [
      '/repo/src/app/dataRoot.ts',
      '/repo/node_modules/@tanstack/query-core/build/modern/queryClient.js',
    ]),
    vendor: chunk('assets/vendor-3.js', ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js']),
    app: chunk('assets/app-4.js', ['/repo/src/app/App.tsx'], ['assets/vendor-3.js', 'assets/data-2.js']),
    index: chunk('assets/index-5.js', ['/repo/src/main.tsx'], ['assets/app-4.js'], '/repo/src/main.tsx'),
  }).map((c) => [c.fileName, c]),
) as OutputBundle;

describe('uiModulesAwaited', () => {
  it('finds none for modules whose chunks and their imports hold no UI library', () => {
    expect(uiModulesAwaited(bundle, ['src/app/early.ts', 'src/app/dataRoot.ts'])).toEqual([]);
  });

  it('names the UI modules a chunk waits for through its imports', () => {
    expect(uiModulesAwaited(bundle, ['src/app/App.tsx'])).toEqual([
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
    ]);
    expect(() => uiModulesAwaited(bundle, ['src/app/nowhere.ts'])).toThrow(/no chunk holds/);
  });
});

describe('earlyEntry', () => {
  type Hook = { handler: (html: string, ctx: { bundle?: OutputBundle }) => string };
  const hook = earlyEntry('src/app/early.ts').transformIndexHtml as Hook;

  it('runs the early entry first: its script goes right before the app entry’s', () => {
    const html = [
      '<head>',
      '<link rel="preload" href="/bff/config.json" as="fetch" />',
      '<script type="module" crossorigin src="/assets/index-5.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-3.js">',
      '</head>',
    ].join('\n');
    const out = hook.handler(html, { bundle });
    const early = out.indexOf('<script type="module" crossorigin src="/assets/early-1.js"></script>');
    expect(early).toBeGreaterThan(out.indexOf('config.json'));
    expect(early).toBeLessThan(out.indexOf('src="/assets/index-5.js"'));
  });

  it('fails the build without an early chunk or an app entry to put it before', () => {
    expect(() =>
      hook.handler('<script type="module" src="/a.js"></script>', { bundle: {} as OutputBundle }),
    ).toThrow(/no chunk/);
    expect(() => hook.handler('<head></head>', { bundle })).toThrow(/no module script/);
  });
});
