import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  importedMantineCss,
  inLayer,
  mantineClasses,
  mantineCssSheets,
  mantineImports,
  purgeMantineCss,
  withoutRulesOf,
} from './mantineCss.ts';

const ESM = resolve('node_modules/@mantine/core/esm');
const classesOf = (component: string) =>
  readFileSync(join(ESM, `components/${component}/${component}.module.mjs`), 'utf8').match(/m_[0-9a-f]{8}/g)!;

describe('mantineImports', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the names imported from @mantine/core, over several lines and in either quotes, not types', () => {
    dir = mkdtempSync(join(tmpdir(), 'mantine-imports-'));
    writeFileSync(
      join(dir, 'a.tsx'),
      "import { Table, type MantineTheme, Text as Label } from '@mantine/core';\nimport type { BoxProps } from '@mantine/core';\n",
    );
    writeFileSync(join(dir, 'b.mjs'), 'import {\n  Notification,\n  rem\n} from "@mantine/core";\n');
    writeFileSync(join(dir, 'c.tsx'), "import { Stepper } from '@mantine/dates';\n");
    const names = mantineImports(['a.tsx', 'b.mjs', 'c.tsx'].map((f) => join(dir, f)));
    expect([...names].sort()).toEqual(['Notification', 'Table', 'Text', 'rem']);
  });
});

describe('mantineClasses', () => {
  it("takes a component's classes and those of the components it renders, not others'", () => {
    const used = mantineClasses(new Set(['Select']), ESM);
    for (const c of [...classesOf('Combobox'), ...classesOf('Input')]) expect(used).toContain(c);
    for (const c of classesOf('Stepper')) expect(used).not.toContain(c);
  });

  it('on the app: the data pages’ tables and tabs are kept', () => {
    const used = mantineClasses(new Set(['Table', 'Tabs']), ESM);
    expect(classesOf('Table').every((c) => used.has(c))).toBe(true);
    expect(classesOf('Tabs').every((c) => used.has(c))).toBe(true);
  });
});

describe('purgeMantineCss', () => {
  const used = new Set(['m_00000001', 'm_00000002']);

  it('drops the rules of classes not used, keeps the others and those without a Mantine class', () => {
    const css = [
      ':root { --x: 1px; }',
      '.m_00000001 { color: red; }',
      '.m_0000000f { color: blue; }',
      '.m_00000001 .m_0000000f { color: green; }',
      '.m_00000002, .m_0000000f:hover { margin: 0; }',
      '@media (min-width: 10em) { .m_0000000f { padding: 0; } }',
      '@keyframes spin { from { opacity: 0; } to { opacity: 1; } }',
      '@layer mantine { .m_00000002 { top: 0; } .m_0000000e { top: 1px; } }',
    ].join('\n');
    const out = purgeMantineCss(css, used);
    expect(out).toContain(':root { --x: 1px; }');
    expect(out).toContain('.m_00000001 { color: red; }');
    expect(out).not.toContain('color: blue');
    // A rule needs every class it names: a descendant of an unused component never shows.
    expect(out).not.toContain('color: green');
    expect(out).toMatch(/\.m_00000002 \{ margin: 0; \}/);
    expect(out).not.toContain('@media');
    expect(out).toContain('@keyframes spin');
    expect(out).toContain('.m_00000002 { top: 0; }');
    expect(out).not.toContain('m_0000000e');
  });
});

describe('withoutRulesOf', () => {
  it('drops the rules the other sheet has in the same place, keeps the rest and their order', () => {
    const shell = [
      ':root { --x: 1px; }',
      '@layer mantine { .m_00000001 { color: red; } @media (min-width: 10em) { .m_00000001 { top: 0; } } }',
      '@keyframes spin { from { opacity: 0; } to { opacity: 1; } }',
    ].join('\n');
    const page = [
      ':root { --x: 1px; }',
      '@layer mantine { .m_00000001 { color: red; } .m_00000002 { color: blue; } }',
      // Same selector, other declarations: kept. Same rule in another media query: kept.
      '@layer mantine { .m_00000001 { color: green; } @media (min-width: 20em) { .m_00000001 { top: 0; } } }',
      '@layer mantine { @media (min-width: 10em) { .m_00000001 { top: 0; } } }',
      '@keyframes spin { from { opacity: 0; } to { opacity: 1; } }',
    ].join('\n');
    const out = withoutRulesOf(page, shell);
    expect(out).not.toContain('--x');
    expect(out).not.toContain('color: red');
    expect(out).not.toContain('10em');
    expect(out).not.toContain('@keyframes');
    expect(out.indexOf('color: blue')).toBeLessThan(out.indexOf('color: green'));
    expect(out).toContain('@media (min-width: 20em) { .m_00000001 { top: 0; } }');
  });

  it("on the app: the data pages' sheet has none of the first paint's rules, and the data components' own", () => {
    const shell = importedMantineCss('src/app/firstLoad/shellStyles.ts');
    expect(shell).toContain('@layer mantine');
    const full = readFileSync('node_modules/@mantine/core/styles.layer.css', 'utf8');
    const used = mantineClasses(new Set(['Table', 'Tabs', 'Button']), ESM);
    const sheet = withoutRulesOf(purgeMantineCss(full, used), shell);
    for (const c of [...classesOf('Table'), ...classesOf('Tabs')]) expect(sheet).toContain(c);
    // Button is in the first paint's sheet (shellStyles.ts): said once.
    for (const c of classesOf('Button')) expect(sheet).not.toContain(c);
    // The variables come with the first paint's sheet, not again.
    expect(full).toContain('--mantine-color-blue-filled');
    expect(sheet).not.toContain('--mantine-color-blue-filled');
  });
});

describe('the first paint sheet in a layer under Mantine’s', () => {
  it('moves the `@layer mantine` blocks, and only those', () => {
    const css = '@layer mantine { .a { padding: 0; } }\n@layer other { .b { color: red; } }\n.c { top: 0; }';
    expect(inLayer(css, 'mantine-shell')).toBe(
      '@layer mantine-shell { .a { padding: 0; } }\n@layer other { .b { color: red; } }\n.c { top: 0; }',
    );
  });

  it('on the app: the stylesheets shellStyles.ts imports go under, those of the lazy parts stay', () => {
    type Transform = (code: string, id: string) => { code: string } | null;
    const plugin = mantineCssSheets({
      dirs: [],
      dataRoots: [],
      shellStyles: 'src/app/firstLoad/shellStyles.ts',
    });
    const transform = plugin.transform as unknown as Transform;
    const file = (name: string) => resolve(`node_modules/@mantine/core/styles/${name}.layer.css`);
    const button = readFileSync(file('UnstyledButton'), 'utf8');
    expect(transform(button, file('UnstyledButton'))?.code).toContain('@layer mantine-shell');
    expect(transform(button, `${file('UnstyledButton')}?direct`)?.code).not.toContain('@layer mantine ');
    // The export and recent menus' (RecentMenuLoaded.tsx) and the toasts' are loaded later.
    expect(transform(readFileSync(file('Menu'), 'utf8'), file('Menu'))).toBeNull();
    // And the order of the layers is stated before any rule of them.
    const firstImport = /^import .*$/m.exec(readFileSync('src/app/firstLoad/shellStyles.ts', 'utf8'))?.[0];
    expect(firstImport).toBe("import './cssLayers.css';");
    expect(readFileSync('src/app/firstLoad/cssLayers.css', 'utf8')).toContain(
      '@layer mantine-shell, mantine;',
    );
  });
});
