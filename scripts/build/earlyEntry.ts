import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { chunkFileOf } from './preloadPage.ts';

const UI_LIBRARY = /node_modules[\\/](react|react-dom|react-router|scheduler|@mantine)[\\/]/;

/**
 * The files of the chunks that hold `modules` and of every chunk those import statically:
 * what the browser must have before it runs them.
 */
export function chunkClosure(bundle: OutputBundle, modules: string[]): Set<string> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
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
  return seen;
}

/**
 * The modules of UI libraries (React, the router, Mantine) that loading `modules` waits for:
 * those in their chunks and in every chunk those import statically. Empty when they can run
 * before the app's code is in.
 */
export function uiModulesAwaited(bundle: OutputBundle, modules: string[]): string[] {
  const found = new Set<string>();
  for (const file of chunkClosure(bundle, modules)) {
    const chunk = bundle[file] as OutputChunk;
    Object.keys(chunk.modules)
      .filter((id) => UI_LIBRARY.test(id))
      .forEach((id) => found.add(id));
  }
  return [...found];
}

/**
 * Marks the scripts, module preloads and stylesheets of index.html `fetchpriority="low"`, all
 * but the files in `keep` (and tags without a file of the build, or with a priority already).
 */
export function lowerPriority(html: string, keep: Set<string>): string {
  return html.replace(/<(script|link)\b[^>]*>/g, (tag, name: string) => {
    const file = /\s(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    const fetched =
      name === 'script' ? /\stype="module"/.test(tag) : /\srel="(modulepreload|stylesheet)"/.test(tag);
    if (!fetched || !file?.startsWith('assets/') || keep.has(file) || tag.includes('fetchpriority='))
      return tag;
    return tag.replace(/\s*\/?>$/, ' fetchpriority="low"$&');
  });
}

/**
 * Builds `module` as an entry of its own and has index.html run it first, as a module script
 * of its own. The app's entry imports it too (the browser runs it once); but a module runs
 * only once everything it imports is in, so as a mere import of the app it would have waited
 * for React and Mantine. Vite folds every module script of index.html into one entry, hence a
 * build input and a tag added after the fact. The dev server runs it as part of the app.
 * The build fails when `module`, or one of `alsoUiFree` (what it loads on demand), would wait
 * for a UI library: a chunk group that took one of their modules along would do it silently.
 * The other files index.html loads go at low priority; this plugin comes after those that add
 * them (preloadPage.ts, staticFrame.ts).
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
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        const file = bundle && chunkFileOf(bundle, module);
        if (!file) throw new Error(`early-entry: no chunk for ${module}`);
        // Right before the app's entry: module scripts run in document order, and this one must
        // not wait for that one.
        const entry = /<script type="module"[^>]*><\/script>/.exec(html);
        if (!entry) throw new Error('early-entry: index.html has no module script');
        const tag = `<script type="module" crossorigin src="/${file}"></script>\n    `;
        // The app's code and stylesheet at low priority: the first paint needs neither (the
        // frame and its rules are in the page, staticFrame.ts), and the early entry's files and
        // the requests it starts go first. Lighthouse's simulation also counts every script of
        // high priority that was in before the first paint as blocking it (it cannot tell a
        // module script's run from its download): mobile FCP 1.9 s with them high, 1.2 s low,
        // concept page 94–95 → 96 (three runs each, interleaved).
        const keep = chunkClosure(bundle, [module, ...alsoUiFree]);
        return lowerPriority(html.slice(0, entry.index) + tag + html.slice(entry.index), keep);
      },
    },
  };
}
