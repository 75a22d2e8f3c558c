import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '../../bff/contract.ts';
import { inlineFirstPaint, withoutUnusedVariables } from './staticFrame.ts';

const CSS = [
  '.shell{display:grid;background:var(--mantine-color-body)}',
  '.unused-elsewhere{color:red}',
  '@media (min-width:48em){.shell{grid-template-columns:14rem 1fr}}',
  ':root[data-mantine-color-scheme=dark]{--mantine-color-body:#242424}',
].join('\n');
const bundle = {
  'assets/app-first-1.css': { type: 'asset', fileName: 'assets/app-first-1.css', source: CSS },
} as unknown as OutputBundle;
const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>t</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/app-first-1.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

type Hook = { handler: (html: string, ctx: { bundle?: OutputBundle }) => Promise<string> };
const hook = (frame: string) =>
  inlineFirstPaint({ frame: () => Promise.resolve(frame) }).transformIndexHtml as unknown as Hook;

describe('inlineFirstPaint', () => {
  it('puts the frame, the rules it uses and the colour scheme in the page; the stylesheet moves after it', async () => {
    const out = await hook('<div class="shell"><nav>Home</nav></div>').handler(INDEX, { bundle });
    expect(out).toContain('<div id="root"><div class="shell"><nav>Home</nav></div></div>');
    expect(out).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(out).not.toContain('beasties');
    // The script right after the charset, before anything that paints.
    expect(out).toMatch(/<meta charset="UTF-8" ?\/?>\s*<script>[^<]+<\/script>/);
    expect(out).toContain(`<script>${COLOR_SCHEME_SCRIPT}</script>`);
    const head = out.slice(0, out.indexOf('</head>'));
    // The frame's rules, its media query, the dark scheme's; not those of elements it lacks.
    expect(head).toContain('.shell{display:grid;background:var(--mantine-color-body)}');
    expect(head).toContain('grid-template-columns:14rem 1fr');
    expect(head).toContain('data-mantine-color-scheme=dark');
    expect(head).not.toContain('unused-elsewhere');
    // The whole stylesheet still comes, after the frame: nothing waits for it to paint.
    expect(head).not.toContain('app-first-1.css');
    expect(out.indexOf('href="/assets/app-first-1.css"')).toBeGreaterThan(out.indexOf('<div id="root">'));
  });

  it('fails the build when index.html has no empty root', async () => {
    await expect(
      hook('<p>x</p>').handler(INDEX.replace('<div id="root"></div>', ''), { bundle }),
    ).rejects.toThrow(/no empty #root/);
  });
});

describe('withoutUnusedVariables', () => {
  it('keeps the custom properties the rules and the page use, and those they lead to; drops the rest', () => {
    const css = [
      ':root{--a:1px;--b:var(--c);--c:red;--unused:blue;--unused-chain:var(--d);--d:0}',
      ':root[data-mantine-color-scheme=dark]{--c:black;--gone:1}',
      '.x{margin:var(--a)}',
    ].join('');
    const out = withoutUnusedVariables(css, '<div style="color:var(--b)"></div>');
    expect(out).toContain('--a:1px');
    expect(out).toContain('--b:var(--c)');
    expect(out).toContain('--c:red');
    expect(out).toContain('--c:black');
    for (const gone of ['--unused', '--unused-chain', '--d:', '--gone']) expect(out).not.toContain(gone);
    expect(out).toContain('.x{margin:var(--a)}');
  });
});
