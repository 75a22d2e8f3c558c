import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { chunkFileOf } from './preloadPage.ts';

const UI_LIBRARY = /node_modules[\\/](react|react-dom|react-router|scheduler|@mantine)[\\/]/;

/**
 * The modules of UI libraries (React, the router, Mantine) that loading `modules` waits for:
 * those in their chunks and in every chunk those import statically, which the browser must
 * have before it runs them. Empty when they can run before the app's code is in.
 */
export function uiModulesAwaited(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    Object.keys(chunk.modules)
      .filter((id) => UI_LIBRARY.test(id))
      .forEach((id) => found.add(id));
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const module of modules) {
    const holder = chunks.find((c) =>
      Object.keys(c.modules).some((id) => id.replaceAll('\\', '/').endsWith(module)),
    );
    if (!holder) throw new Error(`early-entry: no chunk holds ${module}`);
    visit(holder);
  }
  return [...found];
}

/**
 * Builds `module` as an entry of its own and has index.html run it first, as a module script
 * of its own. The app's entry imports it too (the browser runs it once); but a module runs
 * only once everything it imports is in, so as a mere import of the app it would have waited
 * for React and Mantine. Vite folds every module script of index.html into one entry, hence a
 * build input and a tag added after the fact. The dev server runs it as part of the app.
 * The build fails when `module`, or one of `alsoUiFree` (what it loads on demand), would wait
 * for a UI library: a chunk group that took one of their modules along would do it silently.
 */
export function earlyEntry(module: string, alsoUiFree: string[] = []): Plugin {
  return {
    name: 'early-entry',
    apply: 'build',
    config: (config) => ({
      build: {
        rolldownOptions: {
          input: {
            index: resolve(config.root ?? '.', 'index.html'),
            early: resolve(config.root ?? '.', module),
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      const awaited = uiModulesAwaited(bundle, [module, ...alsoUiFree]);
      if (awaited.length)
        this.error(`early-entry: ${module} would wait for UI code: ${awaited.slice(0, 5).join(', ')}`);
    },
    transformIndexHtml: {
      order: 'post',
      // Right before the app's entry: module scripts run in document order, and this one must
      // not wait for that one.
      handler(html, ctx) {
        const file = ctx.bundle && chunkFileOf(ctx.bundle as OutputBundle, module);
        if (!file) throw new Error(`early-entry: no chunk for ${module}`);
        const entry = /<script type="module"[^>]*><\/script>/.exec(html);
        if (!entry) throw new Error('early-entry: index.html has no module script');
        const tag = `<script type="module" crossorigin src="/${file}"></script>\n    `;
        return html.slice(0, entry.index) + tag + html.slice(entry.index);
      },
    },
  };
}
