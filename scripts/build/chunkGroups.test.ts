import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appChunkGroups, firstLoad, mantineChunkGroups, pageChunkGroups } from './chunkGroups.ts';

describe('firstLoad', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows static imports only, and keeps Mantine values, not types', () => {
    dir = mkdtempSync(join(tmpdir(), 'first-load-'));
    writeFileSync(join(dir, 'main.tsx'), "import { Shell } from './shell.tsx';\nimport './styles.ts';\n");
    writeFileSync(
      join(dir, 'shell.tsx'),
      [
        'import {',
        '  Burger,',
        '  type MantineTheme,',
        '  Text as Label,',
        "} from '@mantine/core';",
        "import type { ButtonProps } from '@mantine/core';",
        "const Page = () => import('./page.tsx');",
      ].join('\n'),
    );
    writeFileSync(join(dir, 'styles.ts'), "import { Kbd } from '@mantine/core';\n");
    writeFileSync(join(dir, 'page.tsx'), "import { Combobox } from '@mantine/core';\n");
    const { mantine, files } = firstLoad([join(dir, 'main.tsx')]);
    expect([...mantine].sort()).toEqual(['Burger', 'Kbd', 'Text']);
    expect(files.has(join(dir, 'page.tsx'))).toBe(false);
  });

  it('through a barrel, follows only the modules of the names taken, as the bundler keeps them', () => {
    dir = mkdtempSync(join(tmpdir(), 'first-load-'));
    writeFileSync(
      join(dir, 'page.tsx'),
      "import { a, c } from './barrel.ts';\nimport Def, { type T } from './def.ts';\n",
    );
    writeFileSync(
      join(dir, 'barrel.ts'),
      "export { a } from './a.ts';\nexport { b as bee } from './b.ts';\nexport * from './c.ts';\nexport * from './d.ts';\n",
    );
    writeFileSync(join(dir, 'a.ts'), "import { Table } from '@mantine/core';\nexport const a = 1;\n");
    writeFileSync(join(dir, 'b.ts'), "import { Stepper } from '@mantine/core';\nexport const b = 2;\n");
    writeFileSync(join(dir, 'c.ts'), 'export function c() {}\n');
    writeFileSync(join(dir, 'd.ts'), "import './styles.ts';\nexport const d = 4;\n");
    writeFileSync(join(dir, 'def.ts'), 'export type T = 1;\nexport default function Def() {}\n');
    writeFileSync(join(dir, 'styles.ts'), "import { Kbd } from '@mantine/core';\n");
    const { mantine, files } = firstLoad([join(dir, 'page.tsx')]);
    const names = [...files].map((f) => f.slice(dir.length + 1)).sort();
    expect(names).toEqual(['a.ts', 'c.ts', 'def.ts', 'page.tsx']);
    expect([...mantine]).toEqual(['Table']);
  });

  it("on the app: the shell's and the home page's components, not the lazy pages' popovers", () => {
    const { mantine } = firstLoad(['src/main.tsx', 'src/features/home/HomePage.tsx']);
    for (const c of ['Burger', 'Kbd', 'TextInput', 'NativeSelect']) expect(mantine).toContain(c);
    for (const c of ['Combobox', 'Menu', 'MultiSelect', 'Table', 'Tabs']) expect(mantine).not.toContain(c);
  });
});

describe('mantineChunkGroups', () => {
  const [first, data, pages] = mantineChunkGroups(new Set(['Burger']), new Set(['Burger', 'Table']));
  const component = (c: string) => `/app/node_modules/@mantine/core/esm/components/${c}/${c}.mjs`;
  const groups = [first!, data!, pages!];
  const chunkOf = (id: string) => groups.filter((g) => g.test(id)).map((g) => g.name);

  it("puts Mantine's core and the first load's components first, then the data pages', then the rest", () => {
    expect(chunkOf(component('Burger'))).toEqual(['mantine-first']);
    expect(chunkOf('/app/node_modules/@mantine/core/esm/core/Box/Box.mjs')).toEqual(['mantine-first']);
    expect(chunkOf(component('Table'))).toEqual(['mantine-data']);
    expect(chunkOf(component('Stepper'))).toEqual(['mantine-pages']);
    expect(chunkOf('/app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs')).toEqual(['mantine-pages']);
    expect(chunkOf('/app/src/shell/Layout.tsx')).toEqual([]);
    expect(first!.priority).toBeGreaterThan(data!.priority);
    expect(data!.priority).toBeGreaterThan(pages!.priority);
  });

  it("on the app: the data pages bring their own tables, tabs and menus, not the batch page's stepper", () => {
    const { mantine } = firstLoad([
      'src/features/concept/ConceptPage.tsx',
      'src/features/search/SearchPage.tsx',
      'src/features/drug-concept/DrugConceptPage.tsx',
    ]);
    for (const c of ['Table', 'Tabs', 'Menu', 'MultiSelect']) expect(mantine).toContain(c);
  });
});

describe('appChunkGroups', () => {
  const src = (f: string) => resolve('src', f);
  const [first, api, shared] = appChunkGroups(
    new Set([src('main.tsx'), src('lib/release.ts'), src('features/home/HomePage.tsx')]),
    [src('features/concept'), src('features/home')],
    [
      { name: 'data-api', files: new Set([src('lib/release.ts'), src('api/uts/client.ts')]) },
      {
        name: 'data-shared',
        files: new Set([
          src('api/uts/client.ts'),
          src('ui/AtomsTable.tsx'),
          src('features/concept/AtomsTab.tsx'),
        ]),
      },
    ],
  );
  const chunkOf = (id: string) => [first!, api!, shared!].filter((g) => g.test(id)).map((g) => g.name);

  it("puts the first load's files first, then each group's in turn, a page's own folder in none", () => {
    expect(chunkOf(src('main.tsx'))).toEqual(['app-first']);
    // Shared by the first load and the data pages: first, where the pages find it loaded.
    expect(chunkOf(src('lib/release.ts'))).toEqual(['app-first']);
    // Needed by both groups: the first of them, where the second finds it.
    expect(chunkOf(src('api/uts/client.ts'))).toEqual(['data-api']);
    expect(chunkOf(src('ui/AtomsTable.tsx'))).toEqual(['data-shared']);
    expect(chunkOf(src('features/concept/AtomsTab.tsx'))).toEqual([]);
    // The home page's components load when it is shown, even though their parts come first.
    expect(chunkOf(src('features/home/HomePage.tsx'))).toEqual([]);
    // A folder whose name begins like a page's is not the page's.
    expect(chunkOf(src('features/concept-extra/X.tsx'))).toEqual([]);
    expect(first!.priority).toBeGreaterThan(api!.priority);
    expect(api!.priority).toBeGreaterThan(shared!.priority);
  });

  it("on the app: the data layer has no UI, the SOAP client is the drug pages', the concept tabs stay home", () => {
    const pages = ['src/features/concept/ConceptPage.tsx', 'src/features/search/SearchPage.tsx'];
    const drugPage = 'src/features/drug-concept/DrugConceptPage.tsx';
    // (What the data layer shares with the first load goes with the query client, in a group
    // before these: data-root in vite.config.ts.)
    const [, api, soap, data, drug] = appChunkGroups(
      firstLoad(['src/main.tsx', 'src/features/home/HomePage.tsx']).files,
      [...pages, drugPage].map((r) => resolve(r, '..')),
      [
        {
          name: 'data-api',
          files: firstLoad(['src/app/firstLoad/routeData.ts', 'src/api/uts/index.ts']).files,
        },
        { name: 'soap-api', files: firstLoad(['src/app/firstLoad/drugRouteData.ts']).files },
        { name: 'data-shared', files: firstLoad(pages).files },
        { name: 'data-drug', files: firstLoad([drugPage]).files },
      ],
    );
    expect(api!.test(src('api/uts/client.ts'))).toBe(true);
    expect(api!.test(src('app/firstLoad/routeData.ts'))).toBe(true);
    expect(api!.test(src('ui/export/TableExport.tsx'))).toBe(false);
    expect(soap!.test(src('api/rxnorm/envelope.ts'))).toBe(true);
    expect(soap!.test(src('app/firstLoad/drugRouteData.ts'))).toBe(true);
    expect(soap!.test(src('app/firstLoad/routeData.ts'))).toBe(false);
    expect(data!.test(src('ui/export/TableExport.tsx'))).toBe(true);
    expect(data!.test(src('api/uts/client.ts'))).toBe(false);
    expect(data!.test(src('api/rxnorm/envelope.ts'))).toBe(false);
    expect(data!.test(src('features/concept/AtomsTab.tsx'))).toBe(false);
    expect(data!.test(src('main.tsx'))).toBe(false);
    // Only the basket page shares baskets: the data pages take the basket's ids, not its links.
    expect(data!.test(src('lib/basket/share.ts'))).toBe(false);
    expect(drug!.test(src('ui/DrugConcepts.tsx'))).toBe(true);
    expect(drug!.test(src('ui/export/TableExport.tsx'))).toBe(false);
    expect(drug!.test(src('features/drug-concept/DrugConceptPage.tsx'))).toBe(false);
  });
});

describe('pageChunkGroups', () => {
  it("on the app: the concept page's chunk holds what its lazy tabs share with it, not the tabs", () => {
    const [group] = pageChunkGroups(['src/features/concept/ConceptPage.tsx']);
    expect(group!.name).toBe('ConceptPage');
    const has = (f: string) => group!.test(resolve('src/features/concept', f));
    for (const f of ['ConceptPage.tsx', 'queries.ts', 'SameErrorNote.tsx', 'AtomsTab.tsx'])
      expect(has(f), f).toBe(true);
    for (const f of ['DefinitionsTab.tsx', 'HierarchyTab.tsx']) expect(has(f), f).toBe(false);
    // Not the shared code of other folders: that has its own chunks.
    expect(group!.test(resolve('src/ui/QueryView.tsx'))).toBe(false);
  });
});
