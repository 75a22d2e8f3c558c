import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

/**
 * What the first load needs: the app's files `roots` reach through static imports (dynamic
 * `import()` is not followed), and the `@mantine/core` names they import. Component folders
 * in @mantine/core are named after the component they export.
 */
export function firstLoad(roots: string[]): { mantine: Set<string>; files: Set<string> } {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    // `import { A, B } from '…'`, `import X, { … } from '…'` and a barrel's `export … from '…'`;
    // not `import type`, not `import()`.
    for (const m of src.matchAll(/^(?:import|export)\s+(?!type\b)([^'";]*?)\s+from\s+'([^']+)'/gms)) {
      const [, what, from] = m as unknown as [string, string, string];
      if (from === '@mantine/core') {
        for (const n of what.replace(/^[^{]*\{|\}.*$/gs, '').split(',')) {
          const name = n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && /^[A-Z]/.test(name) && !n.trim().startsWith('type ')) names.add(name);
        }
      } else if (from.startsWith('.')) visit(resolve(dirname(file), from));
    }
    // Side-effect imports (`import './x.ts'`) can import further modules too.
    for (const m of src.matchAll(/^import\s+'(\.[^']+)'/gm)) visit(resolve(dirname(file), m[1]!));
  };
  roots.forEach((r) => visit(resolve(r)));
  return { mantine: names, files: seen };
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
 * fetch another's components. The first load's files need a group of their own: a group takes
 * its modules' dependencies along, and would otherwise pull the shell's code out of the entry.
 */
export function appChunkGroups(firstLoadFiles: Set<string>, dataFiles: Set<string>, pageDirs: string[]) {
  const own = (f: string) => pageDirs.some((d) => f.startsWith(resolve(d) + sep));
  const shared = new Set([...dataFiles].filter((f) => !firstLoadFiles.has(f) && !own(f)));
  return [
    { name: 'app-first', test: (id: string) => firstLoadFiles.has(id), priority: 0.6 },
    { name: 'data-shared', test: (id: string) => shared.has(id), priority: 0.5 },
  ];
}
