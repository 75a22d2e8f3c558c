import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The project itself is checked by `npm run lint:cycles` (a lint step of npm test), not here.
import { findCycles, importsOf, readGraph } from './importCycles.ts';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('import cycles', () => {
  it('reads every kind of import, type-only and dynamic ones included, packages left out', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B } from './b.ts';",
      "export type { C } from './c.ts';",
      "export * from '../d.ts';",
      "const e = () => import('./e.ts');",
      "import React from 'react';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.ts', './b.ts', './c.ts', '../d.ts', './e.ts']);
  });

  it('finds a cycle through several files, and a file importing itself; not a diamond', () => {
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(findCycles(graph({ a: ['a'] }))).toEqual([['a']]);
    expect(findCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('counts a cycle made only of type imports and a dynamic import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/routes.ts'), "export const load = () => import('./data.ts');\n");
    writeFileSync(
      join(dir, 'src/data.ts'),
      "import type { Name } from './routes.ts';\nexport const x = 1;\n",
    );
    writeFileSync(join(dir, 'src/leaf.ts'), "import { x } from './data.ts';\nexport const y = x;\n");
    const cycles = findCycles(readGraph(dir, ['src']));
    expect(cycles).toEqual([[join(dir, 'src/data.ts'), join(dir, 'src/routes.ts')]]);
  });
});
