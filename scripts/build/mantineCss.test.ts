import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mantineClasses, mantineImports, purgeMantineCss } from './mantineCss.ts';

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
