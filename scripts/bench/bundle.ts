import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './stats.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const OUT = 'dist-bench';
const gz = (file: string) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length;
/**
 * What nginx and the preview send a browser that takes brotli: the build's .br copy, or the
 * file itself when it is too small to have one.
 */
const br = (file: string) => {
  const path = join(OUT, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
};
const kb = (bytes: number) => Math.round(bytes / 10.24) / 100;

/**
 * Builds the app and measures gzip sizes (and for the first load also brotli, as sent): what
 * the first page load needs, and each lazy chunk.
 */
export function bundleFigures(): Figure[] {
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--manifest', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  );
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // What every page load fetches: what index.html loads and preloads (the entry, its imports,
  // and the home page's chunk, scripts/build/preloadPage.ts), with the CSS they bring.
  const html = readFileSync(join(OUT, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const initial = new Set<string>();
  const initialCss = new Set(linked.filter((f) => f.endsWith('.css')));
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    chunk.css?.forEach((c) => initialCss.add(c));
    chunk.imports?.forEach((k) => visit(manifest[k]));
  };
  linked.filter((f) => f.endsWith('.js')).forEach((f) => visit(byFile.get(f)));

  // What the first paint needs is in index.html itself (scripts/build/staticFrame.ts): the
  // frame and the rules of its stylesheet that the frame uses, in a <style> of <head>.
  const head = html.slice(0, html.indexOf('</head>'));
  const firstPaintCss = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  const figures: Figure[] = [
    ['bundle.html.br', kb(br('index.html')), 'kB'],
    ['bundle.first_paint.css.gzip', kb(gzipSync(firstPaintCss, { level: 9 }).length), 'kB'],
    [
      'bundle.first_paint.css_files',
      linked.filter((f) => f.endsWith('.css') && head.includes(f)).length,
      'files',
    ],
    ['bundle.initial.js.gzip', kb([...initial].reduce((s, f) => s + gz(f), 0)), 'kB'],
    ['bundle.initial.css.gzip', kb([...initialCss].reduce((s, f) => s + gz(f), 0)), 'kB'],
    ['bundle.initial.js.br', kb([...initial].reduce((s, f) => s + br(f), 0)), 'kB'],
    ['bundle.initial.css.br', kb([...initialCss].reduce((s, f) => s + br(f), 0)), 'kB'],
  ];
  for (const chunk of Object.values(manifest)) {
    if (initial.has(chunk.file) || !chunk.file.endsWith('.js')) continue;
    const label = (chunk.src ?? chunk.name ?? chunk.file).replace(/^src\//, '').replace(/\.[jt]sx?$/, '');
    const css = (chunk.css ?? []).filter((c) => !initialCss.has(c)).reduce((s, f) => s + gz(f), 0);
    figures.push([`bundle.lazy.${label}.js.gzip`, kb(gz(chunk.file)), 'kB']);
    if (css) figures.push([`bundle.lazy.${label}.css.gzip`, kb(css), 'kB']);
  }
  return figures;
}
