import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve, sep } from 'node:path';

type Wanted = 'all' | Set<string>;

interface ModuleShape {
  /** Names the file's own code exports (`export const A`, `export { a as B }`, `export default`). */
  own: Set<string>;
  /** `export { a as B } from './x'` (B → a) and `export * from './x'` (null). */
  reexports: { from: string; names: Map<string, string> | null }[];
  /** The file's own imports: what it takes from each relative module ('all' for `* as`, bare). */
  imports: { from: string; names: Wanted }[];
  /** Value names it imports from @mantine/core. */
  mantine: string[];
}

const specifiers = (list: string) =>
  list
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '))
    .map((n) => {
      const [name, alias] = n.split(/\s+as\s+/);
      return [name!, alias ?? name!] as const;
    });

/** The value names `src` imports from the package `pkg` (`import { A, B as C } from 'pkg'`). */
export function namesImported(src: string, pkg: string): string[] {
  const from = pkg.replace(/[/.]/g, '\\$&');
  const statement = new RegExp(`^import\\s+(?!type\\b)\\{([^}]*)\\}\\s+from\\s+['"]${from}['"]`, 'gm');
  return [...src.matchAll(statement)].flatMap((m) => specifiers(m[1]!).map(([name]) => name));
}

function shapeOf(file: string): ModuleShape {
  const src = readFileSync(file, 'utf8');
  const at = (from: string) => resolve(dirname(file), from);
  const shape: ModuleShape = {
    own: new Set(),
    reexports: [],
    imports: [],
    mantine: namesImported(src, '@mantine/core').filter((n) => /^[A-Z]/.test(n)),
  };
  // `import X, { A, B as C } from '…'`, `import * as N from '…'`, `import '…'`; not `import type`.
  for (const m of src.matchAll(/^import\s+(?!type\b)(?:([^'";]*?)\s+from\s+)?'([^']+)'/gms)) {
    const [, what = '', from] = m as unknown as [string, string | undefined, string];
    const braces = /\{([^}]*)\}/.exec(what)?.[1];
    const named = braces ? specifiers(braces).map(([name]) => name) : [];
    if (!from.startsWith('.')) continue;
    const whole = what === '' || /\*\s+as\s/.test(what);
    const names = new Set(named);
    if (/^\s*[A-Za-z_$][\w$]*\s*(,|$)/.test(what)) names.add('default');
    shape.imports.push({ from: at(from), names: whole ? 'all' : names });
  }
  for (const m of src.matchAll(/^export\s+(?!type\b)\{([^}]*)\}\s+from\s+'(\.[^']+)'/gms)) {
    const names = new Map(specifiers(m[1]!).map(([name, alias]) => [alias, name]));
    shape.reexports.push({ from: at(m[2]!), names });
  }
  for (const m of src.matchAll(/^export\s+\*\s+from\s+'(\.[^']+)'/gm))
    shape.reexports.push({ from: at(m[1]!), names: null });
  for (const m of src.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([\w$]+)/gm,
  ))
    shape.own.add(m[1]!);
  for (const m of src.matchAll(/^export\s+\{([^}]*)\}(?!\s+from)/gms))
    specifiers(m[1]!).forEach(([, alias]) => shape.own.add(alias));
  if (/^export\s+default\b/m.test(src)) shape.own.add('default');
  return shape;
}

/**
 * What the first load needs: the app's files `roots` reach through static imports (dynamic
 * `import()` is not followed), and the `@mantine/core` names they import. Component folders
 * in @mantine/core are named after the component they export. Through a barrel (`export …
 * from`) only the modules of the names taken are followed, as the bundler does (the app's
 * modules have no side effects on import, vite.config.ts): a page that takes `useBasketIds`
 * from lib/basket does not load the basket's share-link code.
 */
export function firstLoad(roots: string[]): { mantine: Set<string>; files: Set<string> } {
  const mantine = new Set<string>();
  const files = new Set<string>();
  const shapes = new Map<string, ModuleShape>();
  const asked = new Map<string, Wanted>();
  const visit = (file: string, wanted: Wanted) => {
    if (!existsSync(file)) return;
    const before = asked.get(file);
    if (before === 'all') return;
    const fresh = wanted === 'all' ? null : [...wanted].filter((n) => !before?.has(n));
    if (fresh && fresh.length === 0 && before) return;
    asked.set(file, wanted === 'all' ? 'all' : new Set([...(before ?? []), ...wanted]));
    let shape = shapes.get(file);
    if (!shape) shapes.set(file, (shape = shapeOf(file)));
    const names = fresh ?? 'all';
    // The file's own code runs when one of its own names is taken, or when it is imported whole.
    const ownCode =
      names === 'all' ||
      names.some((n) => shape.own.has(n)) ||
      (shape.own.size === 0 && shape.reexports.length === 0);
    if (ownCode && !files.has(file)) {
      files.add(file);
      shape.mantine.forEach((n) => mantine.add(n));
      for (const i of shape.imports) visit(i.from, i.names);
    }
    for (const r of shape.reexports) {
      if (r.names === null) visit(r.from, names === 'all' ? names : new Set(names));
      else {
        const taken = names === 'all' ? [...r.names.values()] : names.flatMap((n) => r.names!.get(n) ?? []);
        if (taken.length) visit(r.from, new Set(taken));
      }
    }
  };
  roots.forEach((r) => visit(resolve(r), 'all'));
  return { mantine, files };
}

const COMPONENT = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)/;

/**
 * Three chunks for Mantine instead of one per combination of pages using a component (about
 * 30 one- or two-kilobyte files per data page): what the first load needs (with Mantine's
 * core), what the data pages (concept, search, drug) add to it, and everything the other
 * pages use. A phone on HTTP/1.1 fetches six files at a time, each a round trip: the data
 * pages' file count, not their size, delayed their first paint. One chunk for all the pages'
 * components was 71 kB, of which a data page used a third (Lighthouse, unused JavaScript).
 * A component's own imports (Menu → Popover) go where it goes (rolldown's groups take a
 * module's dependencies along), unless a chunk before it already holds them.
 */
export function mantineChunkGroups(firstLoad: Set<string>, dataPages: Set<string>) {
  const component = (id: string) => COMPONENT.exec(id)?.[1];
  return [
    {
      name: 'mantine-first',
      test: (id: string) => {
        const c = component(id);
        return c ? firstLoad.has(c) : /@mantine[\\/]core[\\/]esm[\\/]core[\\/]/.test(id);
      },
      priority: 2,
    },
    {
      name: 'mantine-data',
      test: (id: string) => {
        const c = component(id);
        return c ? dataPages.has(c) && !firstLoad.has(c) : false;
      },
      priority: 1.5,
    },
    {
      name: 'mantine-pages',
      test: (id: string) => {
        const c = component(id);
        return c ? !firstLoad.has(c) && !dataPages.has(c) : /node_modules[\\/]@floating-ui[\\/]/.test(id);
      },
      priority: 1,
    },
  ];
}

/**
 * Two chunks for the app's own shared code, for the same reason as Mantine's: what the first
 * load needs, and what the data pages (concept, search, drug) and their route loaders share.
 * Without them a data page fetched about 25 files of 0.1–8 kB (the API client, exports, the
 * basket, the table helpers, each split out by the set of pages that use it): on HTTP/1.1 at
 * six at a time that was five rounds of requests before the page's data could even be asked
 * for. A page's own folder (`pageDirs`) stays in the page's chunk, so one data page does not
 * fetch another's components, and the home page stays a page (its shared parts come first).
 * The first load's files need a group of their own: a group takes its modules' dependencies
 * along, and would otherwise pull the shell's code out of the entry.
 */
/**
 * The app's own shared code in chunks: the first load's, then each of `groups` in turn (a file
 * goes to the first that needs it). A page's own folder stays in its page chunk. The app passes
 * the data layer (API client, queries: no Mantine, so the footer's release check and a route
 * loader fetch it alone), what the UTS data pages (concept, search) share, and what only the
 * drug page adds (the SOAP client and its XML parser).
 */
export function appChunkGroups(
  firstLoadFiles: Set<string>,
  pageDirs: string[],
  groups: { name: string; files: Set<string> }[],
) {
  const own = (f: string) => pageDirs.some((d) => f.startsWith(resolve(d) + sep));
  const taken = new Set(firstLoadFiles);
  const first = new Set([...firstLoadFiles].filter((f) => !own(f)));
  return [
    { name: 'app-first', test: (id: string) => first.has(id), priority: 0.6 },
    ...groups.map(({ name, files }, i) => {
      const mine = new Set([...files].filter((f) => !taken.has(f) && !own(f)));
      mine.forEach((f) => taken.add(f));
      return { name, test: (id: string) => mine.has(id), priority: 0.5 - i * 0.01 };
    }),
  ];
}

/**
 * One chunk per page of `roots` for the files of its own folder it imports statically. Left
 * to the bundler, those a lazy part of the page also imports (the concept page's queries and
 * notes, shared with its lazy Definitions and Hierarchy tabs) became small chunks of their own:
 * two more requests before the page could render, on a phone's six HTTP/1.1 connections.
 * The lazy parts import them from the page's chunk instead, which is loaded by then.
 */
export function pageChunkGroups(roots: string[]) {
  return roots.map((root) => {
    const dir = resolve(dirname(root)) + sep;
    const own = new Set([...firstLoad([root]).files].filter((f) => f.startsWith(dir)));
    return { name: basename(root).replace(/\.tsx?$/, ''), test: (id: string) => own.has(id), priority: 0.3 };
  });
}
