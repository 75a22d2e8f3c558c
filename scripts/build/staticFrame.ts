import { basename } from 'node:path';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import postcss from 'postcss';
import type { OutputBundle } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from '../../bff/contract.ts';

/** Renders `module`'s `renderStaticFrame()` (app/firstLoad/StaticFrame.tsx) with Vite's SSR loader. */
export async function renderFrame(root: string, module: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react()],
  });
  try {
    const { renderStaticFrame } = (await server.ssrLoadModule(module)) as { renderStaticFrame: () => string };
    return renderStaticFrame();
  } finally {
    await server.close();
  }
}

/**
 * Inlines the rules of the build's stylesheets that `html`'s own elements need (Beasties, the
 * maintained fork of Google's Critters), and moves the stylesheet <link> to the end of <body>:
 * what is above it paints without waiting for it, and the app's scripts, which run after it,
 * still find all of it there. It then comes after the pages' sheets, which the app adds to
 * <head>: its Mantine rules are in a layer under theirs (mantineCss.ts, SHELL_LAYER), so the
 * order of the files does not decide between them. The dark colour scheme's rules stay
 * whatever the page says: COLOR_SCHEME_SCRIPT may set it before the first paint.
 */
export async function inlineCriticalCss(html: string, bundle: OutputBundle): Promise<string> {
  const beasties = new (class extends Beasties {
    override readFile(filename: string) {
      const asset = Object.values(bundle).find(
        (o) => o.type === 'asset' && basename(o.fileName) === basename(filename),
      );
      if (asset?.type !== 'asset') throw new Error(`inline-first-paint: no ${filename} in the build`);
      return String(asset.source);
    }
  })({
    path: '/',
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    // The frame's own <style> elements (Mantine's variables and its hidden-from / visible-from
    // classes) stay as they are, inside the frame that the app's first render replaces.
    reduceInlineStyles: false,
    mergeStylesheets: false,
    allowRules: [/data-mantine-color-scheme/],
    logLevel: 'warn',
  });
  // Beasties marks the element it searched from; the page has no use for the mark.
  const page = (await beasties.process(html)).replace(' data-beasties-container', '');
  return page.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
    const rest = page.replace(css, '');
    return `<style>${withoutUnusedVariables(css, rest)}</style>`;
  });
}

const VAR = /var\((--[\w-]+)/g;

/**
 * `css` without the custom properties that nothing uses: not its own other declarations, nor
 * those they lead to, nor `html` (the frame's style attributes and Mantine's <style>s). Mantine
 * declares some 600 (every colour of both schemes); the frame needs the first paint's few. Its
 * stylesheet, which declares them all, comes before the app's code runs.
 */
export function withoutUnusedVariables(css: string, html: string): string {
  const root = postcss.parse(css);
  const used = new Set([...html.matchAll(VAR)].map((m) => m[1]!));
  const declared = new Map<string, postcss.Declaration[]>();
  root.walkDecls((d) => {
    if (d.prop.startsWith('--')) declared.set(d.prop, [...(declared.get(d.prop) ?? []), d]);
    else for (const m of d.value.matchAll(VAR)) used.add(m[1]!);
  });
  // What a used property's value names is used too, to the end of the chain.
  for (let grew = true; grew;) {
    grew = false;
    for (const [prop, decls] of declared)
      if (used.has(prop))
        for (const d of decls)
          for (const m of d.value.matchAll(VAR))
            if (!used.has(m[1]!)) {
              used.add(m[1]!);
              grew = true;
            }
  }
  for (const [prop, decls] of declared) if (!used.has(prop)) decls.forEach((d) => d.remove());
  root.walkRules((r) => {
    if (r.nodes.length === 0) r.remove();
  });
  return root.toString();
}

/**
 * Puts what the first paint needs into index.html itself, so that a phone paints the frame as
 * soon as the HTML is in, before any other file (first contentful paint):
 * - the frame (header, navigation, footer, the page loader) that `frame` renders;
 * - the rules of the first paint's stylesheet that the frame uses (inlineCriticalCss), where
 *   the <link> in <head> made the paint wait a round trip for all of it;
 * - the colour scheme on <html> (light, the app's default), and the one inline script that
 *   sets the user's own before anything paints (COLOR_SCHEME_SCRIPT, allowed by its hash).
 * The app's first render replaces the frame with the same one (React empties its root).
 */
export function inlineFirstPaint(options: { frame: (root: string) => Promise<string> }): Plugin {
  let root = '';
  return {
    name: 'inline-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes('<div id="root"></div>')) throw new Error('inline-first-paint: no empty #root');
        if (!ctx.bundle) throw new Error('inline-first-paint: no bundle');
        const frame = await options.frame(root);
        const page = html
          .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
          .replace(
            '<meta charset="UTF-8" />',
            `<meta charset="UTF-8" />\n    <script>${COLOR_SCHEME_SCRIPT}</script>`,
          )
          .replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
        return inlineCriticalCss(page, ctx.bundle as OutputBundle);
      },
    },
  };
}
