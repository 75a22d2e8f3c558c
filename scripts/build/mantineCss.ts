import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';
import { namesImported } from './chunkGroups.ts';

const CLASS = /m_[0-9a-f]{8}/g;

/**
 * The `@mantine/core` names `files` import (values, not types): the components the app can
 * render, whatever page they are on.
 */
export function mantineImports(files: string[]): Set<string> {
  return new Set(files.flatMap((file) => namesImported(readFileSync(file, 'utf8'), '@mantine/core')));
}

/**
 * The class names (`m_…`) of the Mantine components `names` render, following each
 * component's own imports inside the package (Select renders Combobox, Input, Popover…).
 * `esm` is @mantine/core's ESM folder, whose index.mjs imports every export from its file.
 */
export function mantineClasses(names: Set<string>, esm: string): Set<string> {
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const m of index.matchAll(/^import\s+\{([^}]*)\}\s+from\s+"(\.[^"]+)"/gm)) {
    for (const n of m[1]!.split(','))
      fileOf.set(
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        resolve(esm, m[2]!),
      );
  }
  const classes = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    for (const c of src.match(CLASS) ?? []) classes.add(c);
    for (const m of src.matchAll(/^import\s+[^"]*?"(\.[^"]+)"/gm)) visit(resolve(dirname(file), m[1]!));
  };
  for (const name of names) {
    const file = fileOf.get(name);
    if (file) visit(file);
  }
  return classes;
}

/**
 * Mantine's stylesheet without the rules of components the app never renders: a rule goes
 * when every one of its selectors names a Mantine class (`m_…`) outside `used`. Rules without
 * one (the baseline, variables, keyframes) stay, in their order.
 */
export function purgeMantineCss(css: string, used: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((s) => (s.match(CLASS) ?? []).every((c) => used.has(c)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Media queries and layers left empty go too.
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The build's copy of Mantine's full stylesheet (src/app/pageStyles.ts) keeps only the rules of
 * the components the app's files and its other Mantine packages (notifications) import: 248 kB of CSS (35 kB gzip) fetched and matched on every data
 * page's first load, most of it for components the app does not have (issue 16, unused CSS).
 * It runs before Vite's CSS handling, so the file's hash is that of what is served.
 */
export function mantineCssPurge(dirs: string[]): Plugin {
  const esm = resolve('node_modules/@mantine/core/esm');
  return {
    name: 'mantine-css-purge',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/@mantine[\\/]core[\\/]styles\.layer\.css$/.test(id)) return null;
      const used = mantineClasses(mantineImports(dirs.flatMap(sourceFiles)), esm);
      return { code: purgeMantineCss(code, used), map: null };
    },
  };
}
