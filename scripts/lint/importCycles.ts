/**
 * `npm run lint:cycles`: import cycles in src/, server/ and bff/, type-only imports included.
 * ESLint's import/no-cycle, which this replaced, skipped `import type` (no runtime edge), but a
 * type-only cycle still ties modules together: neither can move or split without the other,
 * and it hid the
 * src/app routeData ↔ prefetchedRoutes ↔ drugRouteData knot for a while. Edges are read with
 * TypeScript's own pre-processor: static imports and re-exports of every kind, `import type`,
 * and dynamic `import()`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Every specifier one file imports: relative ones and bare package names. */
export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** Relative specifiers of one file's imports (bare package names are not ours). */
export function importsOf(text: string): string[] {
  return importSpecifiers(text).filter((s) => s.startsWith('.'));
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as node resolution finds it, or null. */
export function resolveSpecifier(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !f.includes('/node_modules/'));
}

/** The import graph of the files under `dirs` (edges only between files of the graph). */
export function readGraph(root: string, dirs: readonly string[]): ImportGraph {
  const files = dirs.flatMap((d) => sourceFiles(join(root, d)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .map((spec) => resolveSpecifier(file, spec))
      .filter((t): t is string => t !== null && known.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself. */
export function findCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work.at(-1)!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

export const CHECKED_DIRS = ['src', 'server', 'bff'] as const;

function main(): void {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
  const cycles = findCycles(readGraph(root, CHECKED_DIRS));
  for (const c of cycles) {
    console.error(`import cycle (type-only imports count): ${c.map((f) => relative(root, f)).join(' ↔ ')}`);
  }
  if (cycles.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main();
