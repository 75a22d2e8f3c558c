import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { startPreviewBuild } from './preview.ts';
import { median, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-lh';
// Lighthouse runs through npx (kept out of devDependencies: about 190 lockfile entries and 177 MB
// of node_modules for one bench). After the first run it comes from npm's cache, offline.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_LH_RUNS) || 3;

/** The four pages the Lighthouse goal (mobile ≥ 95) covers: home and the three data pages. */
export const LIGHTHOUSE_PAGES: Record<string, string> = {
  home: '/',
  search: '/search?string=heart',
  concept: '/concepts/C0027051',
  drug: '/drugs/29046',
};

interface LhResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run; a run Lighthouse itself aborts (NO_NAVSTART on a busy machine) is tried again. */
function runLighthouse(url: string, preset: 'mobile' | 'desktop', tries = 3): LhResult {
  try {
    return runLighthouseOnce(url, preset);
  } catch (err) {
    if (tries <= 1) throw err;
    return runLighthouse(url, preset, tries - 1);
  }
}

function runLighthouseOnce(url: string, preset: 'mobile' | 'desktop'): LhResult {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  try {
    execFileSync(
      'npx',
      [
        '-y',
        '--prefer-offline',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=--headless=new ${chromiumLaunchOptions.args.join(' ')}`,
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath },
      },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as LhResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse 12.8 scores of the preview build on the embedded emulator: each page, mobile
 * (simulated throttling) and desktop presets, the median of RUNS runs. Scores as 0–100, CLS
 * unitless, LCP and TBT in ms.
 */
export async function lighthouseFigures(): Promise<Figure[]> {
  const { origin, stop } = await startPreviewBuild(
    OUT,
    Number(process.env.BENCH_LH_PREVIEW_PORT) || 4335,
    Number(process.env.BENCH_LH_EMULATOR_PORT) || 8735,
  );
  try {
    const figures: Figure[] = [];
    // BENCH_LH_PAGES=concept,drug measures some pages only.
    const only = process.env.BENCH_LH_PAGES?.split(',');
    for (const [name, path] of Object.entries(LIGHTHOUSE_PAGES).filter(([n]) => !only || only.includes(n))) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs = Array.from({ length: RUNS }, () => runLighthouse(`${origin}${path}`, preset));
        const cat = (id: string) => median(runs.map((r) => (r.categories[id]?.score ?? 0) * 100));
        const audit = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
        const key = `lighthouse.${name}.${preset}`;
        figures.push(
          [`${key}.performance`, round(cat('performance'), 0), 'score'],
          [`${key}.cls`, round(audit('cumulative-layout-shift'), 3), 'cls'],
          [`${key}.lcp`, round(audit('largest-contentful-paint'), 0), 'ms'],
          [`${key}.tbt`, round(audit('total-blocking-time'), 0), 'ms'],
          [`${key}.accessibility`, round(cat('accessibility'), 0), 'score'],
          [`${key}.best_practices`, round(cat('best-practices'), 0), 'score'],
        );
        for (const f of figures.slice(-6)) console.error(`  ${f.join(' ')}`);
      }
    }
    return figures;
  } finally {
    stop();
  }
}

// `npx tsx scripts/bench/lighthouse.ts` runs this family alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [figure, value, unit] of await lighthouseFigures()) console.log(`${figure} ${value} ${unit}`);
}
