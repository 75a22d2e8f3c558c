import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoad, mantineChunkGroups } from './chunkGroups.ts';

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

  it("on the app: the shell's and the home page's components, not the lazy pages' popovers", () => {
    const { mantine } = firstLoad(['src/main.tsx', 'src/features/home/HomePage.tsx']);
    for (const c of ['Burger', 'Kbd', 'TextInput', 'NativeSelect']) expect(mantine).toContain(c);
    for (const c of ['Combobox', 'Menu', 'MultiSelect', 'Table', 'Tabs']) expect(mantine).not.toContain(c);
  });
});

describe('mantineChunkGroups', () => {
  const [first, pages] = mantineChunkGroups(new Set(['Burger']));
  const component = (c: string) => `/app/node_modules/@mantine/core/esm/components/${c}/${c}.mjs`;

  it("puts first-load components and Mantine's core in one chunk, the rest in another", () => {
    expect(first!.test(component('Burger'))).toBe(true);
    expect(first!.test('/app/node_modules/@mantine/core/esm/core/Box/Box.mjs')).toBe(true);
    expect(pages!.test(component('Burger'))).toBe(false);
    expect(pages!.test(component('Table'))).toBe(true);
    expect(pages!.test('/app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs')).toBe(true);
    expect(first!.test('/app/src/shell/Layout.tsx') || pages!.test('/app/src/shell/Layout.tsx')).toBe(false);
    expect(first!.priority).toBeGreaterThan(pages!.priority);
  });
});
