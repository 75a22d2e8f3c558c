import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';
import { median, round, type Figure } from './stats.ts';

/**
 * The hierarchy tree's figure (goal ≤ 100 ms): expanding a node whose 2,000 children
 * are loaded, in headless Chromium with the production build of the view (React, Mantine,
 * the virtualiser). Standalone: `npx tsx scripts/bench/tree.ts`.
 */

const RUNS = 21;

export async function treeFigures(): Promise<Figure[]> {
  const { script, css } = await bundleTreePage();
  const browser = await chromium.launch(await quietLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    if (css) await page.addStyleTag({ content: css });
    await page.addScriptTag({ content: script });
    const figures: Figure[] = [];
    // 2,000: the goal's case (virtualised); 499: the longest level drawn in full.
    for (const count of [2000, 499]) {
      const t = await page.evaluate(
        ([n, c]) =>
          (window as unknown as { TreeBench: typeof import('./tree-page.tsx') }).TreeBench.timeExpand(n, c),
        [RUNS, count] as const,
      );
      const name = `tree.expand_${count}_children`;
      figures.push(
        [`${name}.chromium.layout.median`, round(median(t.layout), 1), 'ms'],
        // The first expand also pays for first use of the code (JIT, first Mantine inputs).
        [`${name}.chromium.layout.first`, round(t.layout[0]!, 1), 'ms'],
        [`${name}.chromium.next_frame.median`, round(median(t.frame), 1), 'ms'],
        [`${name}.rows_in_dom`, t.rendered, 'rows'],
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** tree-page.tsx, minified production build, as a script setting `TreeBench`, plus its CSS. */
async function bundleTreePage(): Promise<{ script: string; css: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      cssCodeSplit: false,
      lib: { entry: 'scripts/bench/tree-page.tsx', name: 'TreeBench', formats: ['iife'] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((o) => o.output);
  const chunk = files.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the tree bench bundle has no script');
  const css = files
    .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) =>
      o.type === 'asset'
        ? String(typeof o.source === 'string' ? o.source : new TextDecoder().decode(o.source))
        : '',
    )
    .join('\n');
  return { script: chunk.code, css };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [figure, value, unit] of await treeFigures()) console.log(`${figure} ${value} ${unit}`);
}
