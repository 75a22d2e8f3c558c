import { chromium } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';

/**
 * Times the production build of the browser's SOAP decoder inside headless Chromium, where it
 * runs for users (Chromium's V8 is much newer than Node 20's). Returns the run times in ms.
 */
export async function decodeTimesInChromium(body: string, runs: number): Promise<number[]> {
  const script = await bundleDecoder();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: script });
    return await page.evaluate(
      ([xml, n]) => {
        const { decodeSoapResponse } = (
          window as unknown as { SoapDecoder: typeof import('../../src/api/rxnorm/decode.ts') }
        ).SoapDecoder;
        const decoded = decodeSoapResponse(xml); // warm-up, and a check that it decodes
        if (!Array.isArray(decoded) || decoded.length === 0)
          throw new Error('the response did not decode to groups');
        const times: number[] = [];
        for (let i = 0; i < n; i++) {
          const t0 = performance.now();
          decodeSoapResponse(xml);
          times.push(performance.now() - t0);
        }
        return times;
      },
      [body, runs] as const,
    );
  } finally {
    await browser.close();
  }
}

/** decode.ts and what it imports (saxes), minified, as a script setting `SoapDecoder`. */
async function bundleDecoder(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      lib: { entry: 'src/api/rxnorm/decode.ts', name: 'SoapDecoder', formats: ['iife'] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the decoder bundle has no script');
  return chunk.code;
}
