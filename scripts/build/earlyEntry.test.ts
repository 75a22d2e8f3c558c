import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkClosure, earlyEntry, lowerPriority, uiModulesAwaited } from './earlyEntry.ts';

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
      ['/repo/src/app/firstLoad/early.ts', '/repo/src/lib/routes.ts'],
      ['assets/data-2.js'],
      '/repo/src/app/firstLoad/early.ts',
    ),
    data: chunk('assets/data-2.js', [
      '/repo/src/app/firstLoad/dataRoot.ts',
      '/repo/node_modules/@tanstack/query-core/build/modern/queryClient.js',
    ]),
    vendor: chunk('assets/vendor-3.js', ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js']),
    app: chunk('assets/app-4.js', ['/repo/src/app/App.tsx'], ['assets/vendor-3.js', 'assets/data-2.js']),
    index: chunk('assets/index-5.js', ['/repo/src/main.tsx'], ['assets/app-4.js'], '/repo/src/main.tsx'),
  }).map((c) => [c.fileName, c]),
) as OutputBundle;

describe('uiModulesAwaited', () => {
  it('finds none for modules whose chunks and their imports hold no UI library', () => {
    expect(uiModulesAwaited(bundle, ['src/app/firstLoad/early.ts', 'src/app/firstLoad/dataRoot.ts'])).toEqual(
      [],
    );
  });

  it('names the UI modules a chunk waits for through its imports', () => {
    expect(uiModulesAwaited(bundle, ['src/app/App.tsx'])).toEqual([
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
    ]);
    expect(() => uiModulesAwaited(bundle, ['src/app/nowhere.ts'])).toThrow(/no chunk holds/);
  });
});

describe('chunkClosure', () => {
  it('is the chunks holding the modules and every chunk they import, through their imports', () => {
    expect(chunkClosure(bundle, ['src/main.tsx'])).toEqual(
      new Set(['assets/index-5.js', 'assets/app-4.js', 'assets/vendor-3.js', 'assets/data-2.js']),
    );
    expect(chunkClosure(bundle, ['src/app/firstLoad/early.ts'])).toEqual(
      new Set(['assets/early-1.js', 'assets/data-2.js']),
    );
  });
});

describe('lowerPriority', () => {
  const keep = new Set(['assets/early-1.js', 'assets/data-2.js']);

  it('lowers the scripts, module preloads and stylesheets of the build not kept', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/early-1.js"></script>',
      '<script type="module" crossorigin src="/assets/index-5.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/data-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-3.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app-4.css">',
    ].join('\n');
    expect(lowerPriority(html, keep).split('\n')).toEqual([
      '<script type="module" crossorigin src="/assets/early-1.js"></script>',
      '<script type="module" crossorigin src="/assets/index-5.js" fetchpriority="low"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/data-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-3.js" fetchpriority="low">',
      '<link rel="stylesheet" crossorigin href="/assets/app-4.css" fetchpriority="low">',
    ]);
  });

  it('leaves inline scripts, other links, files outside the build and a priority already set', () => {
    const html = [
      '<script>document.documentElement.dataset.x = "1"</script>',
      '<link rel="preload" href="/bff/config.json" as="fetch" crossorigin="anonymous" />',
      '<link rel="icon" href="data:image/svg+xml,x" />',
      '<link rel="stylesheet" href="/fonts.css">',
      '<link rel="modulepreload" href="/assets/vendor-3.js" fetchpriority="high">',
    ].join('\n');
    expect(lowerPriority(html, keep)).toBe(html);
  });
});

describe('earlyEntry', () => {
  type Hook = { handler: (html: string, ctx: { bundle?: OutputBundle }) => string };
  const hook = earlyEntry('src/app/firstLoad/early.ts').transformIndexHtml as Hook;

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

  it('keeps what the early entry loads at the browser’s priority and lowers the app’s code', () => {
    const out = hook.handler(
      [
        '<script type="module" crossorigin src="/assets/index-5.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/data-2.js">',
        '<link rel="modulepreload" crossorigin href="/assets/vendor-3.js">',
      ].join('\n'),
      { bundle },
    );
    expect(out).toContain('<script type="module" crossorigin src="/assets/early-1.js"></script>');
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-5.js" fetchpriority="low">');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/data-2.js">');
    expect(out).toContain('href="/assets/vendor-3.js" fetchpriority="low">');
  });

  it('fails the build without an early chunk or an app entry to put it before', () => {
    expect(() =>
      hook.handler('<script type="module" src="/a.js"></script>', { bundle: {} as OutputBundle }),
    ).toThrow(/no chunk/);
    expect(() => hook.handler('<head></head>', { bundle })).toThrow(/no module script/);
  });
});
