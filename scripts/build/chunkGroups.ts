import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

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
    // `import { A, B } from '…'` and `import X, { … } from '…'`; not `import type`, not `import()`.
    for (const m of src.matchAll(/^import\s+(?!type\b)([^'";]*?)\s+from\s+'([^']+)'/gms)) {
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
 * Two chunks for Mantine instead of one per combination of pages using a component (about 30
 * one- or two-kilobyte files per data page): what the first load needs (with Mantine's core,
 * and the components those depend on), and everything the other pages use. A phone on
 * HTTP/1.1 fetches six files at a time, each a round trip: the data pages' file count, not
 * their size, delayed their first paint (issue 16).
 */
export function mantineChunkGroups(firstLoad: Set<string>) {
  return [
    {
      name: 'mantine-first',
      test: (id: string) => {
        const c = COMPONENT.exec(id)?.[1];
        return c ? firstLoad.has(c) : /@mantine[\\/]core[\\/]esm[\\/]core[\\/]/.test(id);
      },
      priority: 2,
    },
    {
      name: 'mantine-pages',
      test: (id: string) => {
        const c = COMPONENT.exec(id)?.[1];
        return c ? !firstLoad.has(c) : /node_modules[\\/]@floating-ui[\\/]/.test(id);
      },
      priority: 1,
    },
  ];
}
