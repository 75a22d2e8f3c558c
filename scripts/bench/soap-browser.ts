import { chromium } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';

/**
 * Times the production build of the browser's SOAP decoder inside headless Chromium, where it
 * runs for users (Chromium's V8 is much newer than Node 20's). Returns the run times in ms.
 */
export async function decodeTimesInChromium(body: string, runs: number): Promise<number[]> {
  const script = await bundleTimeDecode();
  const browser = await chromium.launch(await quietLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: script });
    return await page.evaluate(
      ([xml, n]) =>
        (window as unknown as { SoapBench: typeof import('./time-decode.ts') }).SoapBench.timeDecode(xml, n),
      [body, runs] as const,
    );
  } finally {
    await browser.close();
  }
}

/** timeDecode with decode.ts and saxes, minified, as a script setting `SoapBench`. */
async function bundleTimeDecode(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      lib: { entry: 'scripts/bench/time-decode.ts', name: 'SoapBench', formats: ['iife'] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the decode bench bundle has no script');
  return chunk.code;
}
