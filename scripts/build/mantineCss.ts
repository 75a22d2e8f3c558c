import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';
import { firstLoad, namesImported } from './chunkGroups.ts';

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

/** The at-rules around a rule, its selector and its declarations: what makes two rules the same. */
function ruleKey(rule: postcss.Rule): string {
  const around: string[] = [];
  for (let p = rule.parent; p && p.type === 'atrule'; p = p.parent) {
    const at = p as postcss.AtRule;
    around.unshift(`@${at.name} ${at.params}`);
  }
  return [...around, rule.selector, ...(rule.nodes ?? []).map(String)].join('\n');
}

/**
 * `css` without the rules `other` has too (same at-rules around them, selector and
 * declarations): a stylesheet that loads after `other` need not say them again.
 */
export function withoutRulesOf(css: string, other: string): string {
  const known = new Set<string>();
  postcss.parse(other).walkRules((rule) => void known.add(ruleKey(rule)));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (known.has(ruleKey(rule))) rule.remove();
  });
  // At-rules left empty go too, innermost first.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** The files of the Mantine stylesheets a style module (src/app/firstLoad/shellStyles.ts) imports, in order. */
function importedMantineFiles(styleModule: string): string[] {
  return [...readFileSync(styleModule, 'utf8').matchAll(/^import\s+'(@mantine\/[^']+\.css)';/gm)].map((m) =>
    resolve('node_modules', m[1]!),
  );
}

/** The Mantine stylesheets a style module (src/app/firstLoad/shellStyles.ts) imports, one after another. */
export function importedMantineCss(styleModule: string): string {
  return importedMantineFiles(styleModule)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** The layer of the first paint's Mantine rules, under Mantine's own (src/app/firstLoad/cssLayers.css). */
export const SHELL_LAYER = 'mantine-shell';

/** `css` with its `@layer mantine` blocks moved to `layer`. */
export function inLayer(css: string, layer: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('layer', (at) => {
    if (at.params === 'mantine') at.params = layer;
  });
  return root.toString();
}

/** Imported by src/app/firstLoad/dataPageStyles.ts: the data pages' part of Mantine's stylesheet. */
export const DATA_PAGE_SHEET = 'virtual:mantine-data-pages.css';
const FULL_SHEET = 'node_modules/@mantine/core/styles.layer.css';

/**
 * Mantine's stylesheets past the first paint's (src/app/firstLoad/shellStyles.ts), in the build:
 * - the full one (src/app/firstLoad/pageStyles.ts, `@mantine/core/styles.layer.css`) keeps only the rules
 *   of the components the app's files and its other Mantine packages (notifications) import:
 *   248 kB of CSS (35 kB gzip) fetched and matched on every data page's first load, most of it
 *   for components the app does not have (unused CSS);
 * - the data pages' (src/app/firstLoad/dataPageStyles.ts, DATA_PAGE_SHEET) keeps only the rules of the
 *   components `dataRoots` (the data pages and their lazy parts) render, less those the first
 *   paint's stylesheet has already: 75 kB, where the full one is 153 kB and the data pages'
 *   first paint waited for it.
 * It runs before Vite's CSS handling, so the files' hashes are those of what is served. The dev
 * server serves Mantine's full stylesheet for both.
 */
export function mantineCssSheets(options: {
  dirs: string[];
  dataRoots: string[];
  shellStyles: string;
}): Plugin {
  const esm = resolve('node_modules/@mantine/core/esm');
  const shellFiles = new Set(importedMantineFiles(options.shellStyles));
  let build = false;
  return {
    name: 'mantine-css-sheets',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === DATA_PAGE_SHEET ? `\0${DATA_PAGE_SHEET}` : null),
    load(id) {
      if (id !== `\0${DATA_PAGE_SHEET}`) return null;
      const full = readFileSync(resolve(FULL_SHEET), 'utf8');
      if (!build) return full;
      const used = mantineClasses(firstLoad(options.dataRoots).mantine, esm);
      return withoutRulesOf(purgeMantineCss(full, used), importedMantineCss(options.shellStyles));
    },
    transform(code, id) {
      // The first paint's stylesheet is the last of the page once it has painted (at the end of
      // <body>, staticFrame.ts), after the pages' sheets, which the browser adds to <head>. In
      // one layer, its rules of the base components (a plain button: no padding) then beat
      // those of the components built on them (a tab, a menu item: padded), which Mantine puts
      // later. In a layer under Mantine's, they lose to them whatever the order of the files.
      if (shellFiles.has(resolve(id.split('?')[0]!))) return { code: inLayer(code, SHELL_LAYER), map: null };
      if (!build || !/@mantine[\\/]core[\\/]styles\.layer\.css$/.test(id)) return null;
      const used = mantineClasses(mantineImports(options.dirs.flatMap(sourceFiles)), esm);
      return { code: purgeMantineCss(code, used), map: null };
    },
  };
}
