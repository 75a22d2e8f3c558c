import { configFromEnv } from '../../server/config.ts';
import { startEmulator } from '../../server/emulator.ts';
import { answered, contractClient } from '../../server/testing/uts-client.ts';
import { expandBasket } from '../../src/lib/basket/expand.ts';
import { serviceDeps } from '../../src/lib/basket/expandDeps.ts';
import { ruleId, type Basket } from '../../src/lib/basket/types.ts';
import { median, round, type Figure } from './stats.ts';

/**
 * The value-set figure (goal ≤ 3 s): the rule "ICD-10-CM chapter 9 and all its
 * descendants" expanded by the app's own code (lookup + the `descendants` endpoint at its
 * largest page size) through the app's http client, its 20/s limiter and the BFF key rule,
 * against the emulator with its default rate limit. Standalone: `npx tsx scripts/bench/basket.ts`.
 */

const RUNS = 5;

const chapter9: Basket = {
  name: 'Chapter 9',
  description: '',
  entries: [
    {
      id: ruleId('ICD10CM', '9', { exclude: false, scope: 'descendants' }),
      system: 'ICD10CM',
      code: '9',
      display: 'Diseases of the circulatory system (I00-I99)',
      from: null,
      release: 'current',
      addedAt: new Date().toISOString(),
      rule: { exclude: false, scope: 'descendants' },
    },
  ],
};

export async function basketFigures(): Promise<Figure[]> {
  const config = configFromEnv({});
  const { server, url } = await startEmulator(0, config);
  try {
    // The emulator loads each source's data on first use (a real service has it loaded): one
    // call for the chapter itself loads ICD-10-CM, so the runs time the expansion, not the load.
    const warm = await fetch(
      `${url}/rest/content/current/source/ICD10CM/9?apiKey=${encodeURIComponent(config.apiKey)}`,
    );
    if (!warm.ok) throw new Error(`ICD-10-CM chapter 9: ${warm.status}`);
    const times: number[] = [];
    let codes = 0;
    let requests = 0;
    for (let r = 0; r < RUNS; r++) {
      // A fresh client (and limiter) per run, as a page load would have.
      const { client, sent } = contractClient(url, config.apiKey);
      const t0 = performance.now();
      const out = await expandBasket(chapter9, serviceDeps('current', client), 'current');
      times.push(performance.now() - t0);
      codes = out.codes.length;
      requests = answered(sent).length;
      if (Object.keys(out.flags).length) throw new Error(`chapter 9 flagged: ${JSON.stringify(out.flags)}`);
    }
    return [
      ['basket.expand.icd10cm_chapter9.first', round(times[0]!, 0), 'ms'],
      ['basket.expand.icd10cm_chapter9.median', round(median(times), 0), 'ms'],
      ['basket.expand.icd10cm_chapter9.codes', codes, 'codes'],
      ['basket.expand.icd10cm_chapter9.requests', requests, 'requests'],
    ];
  } finally {
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [figure, value, unit] of await basketFigures()) console.log(`${figure} ${value} ${unit}`);
}
