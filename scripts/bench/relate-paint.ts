import { chromium, type Browser } from '@playwright/test';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';
import { paintedAt, present, watchEveryLoad, type PaintCondition } from './paintWatch.ts';
import { startPreviewBuild } from './preview.ts';
import { quantile, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-relate';
const RUNS = Number(process.env.BENCH_RELATE_RUNS) || 10;
/** Longer than the proxy's window (1,015 ms) and the time it holds a slot for a late answer. */
const QUIET_MS = 1500;

/** A deep link opened cold. */
interface ColdView {
  /** The figures' prefix. */
  name: string;
  path: string;
  /** How many concepts the view relates (requests per concept are reported for those). */
  concepts?: number;
  /** What on its page says it has painted. */
  painted: PaintCondition;
}

const VIEWS: ColdView[] = [
  // Myocardial Infarction and Heart Failure in MeSH (goal ≤ 1.5 s, ≤ 4 requests a concept).
  {
    name: 'relate',
    path: '/relate?ids=C0027051,C0018801&source=MSH',
    concepts: 2,
    painted: present('[data-testid="relate-tree"]'),
  },
  // Two ICD-10-CM codes, each looked up as its concept first (goal ≤ 1.0 s).
  {
    name: 'relate_icd10cm_codes',
    path: '/relate?ids=I21.9,I50.9&source=ICD10CM',
    concepts: 2,
    painted: present('[data-testid="relate-tree"]'),
  },
  // Diabetic Foot's four MeSH places at once (goal ≤ 1.2 s): painted when all four are drawn.
  {
    name: 'all_paths_diabetic_foot',
    path: '/sources/MSH/D017719?tab=hierarchy&paths=all',
    painted: present('[data-testid="all-paths-tree"] [data-marked] > .ht-row [data-testid="tree-number"]', 3),
  },
];

/**
 * Deep links opened cold: for each view, a fresh browser context (no HTTP cache, no query
 * cache) opens the link, 1.5 s after the last load (no call of it left in the service's window),
 * from a preview build on the embedded emulator (loopback), and the time
 * from navigation start to the frame after the view is in the document is taken in the page
 * (paintWatch.ts). Also the UTS requests each view made, and for the relate views those of the
 * hierarchy (nodes, parents, ancestors) per concept. Standalone:
 * `npx tsx scripts/bench/relate-paint.ts`.
 */
export async function relatePaintFigures(): Promise<Figure[]> {
  const { origin, stop } = await startPreviewBuild(
    OUT,
    Number(process.env.BENCH_RELATE_PREVIEW_PORT) || 4337,
    Number(process.env.BENCH_RELATE_EMULATOR_PORT) || 8737,
  );
  try {
    const browser = await chromium.launch(await quietLaunchOptions());
    try {
      const figures: Figure[] = [];
      for (const view of VIEWS) figures.push(...(await measure(browser, origin, view)));
      return figures;
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

async function measure(browser: Browser, origin: string, view: ColdView): Promise<Figure[]> {
  const times: number[] = [];
  let requests = 0;
  let hierarchy = 0;
  for (let i = 0; i <= RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let uts = 0;
    let tree = 0;
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (!path.startsWith('/uts/rest/')) return;
      uts++;
      // the hierarchy's own calls: a code or atom node, its parents and its ancestors
      if (/\/(source\/[^/]+\/[^/]+|AUI\/[^/]+)(\/(parents|ancestors))?$/.test(path)) tree++;
    });
    await watchEveryLoad(page, view.painted);
    // Cold means the service quiet too: the last load's calls (its check of the paths, its
    // relations) still count in the proxy's one-second window and held this load's first calls
    // back (bff/fair-share.ts), which a link opened on its own never meets.
    await new Promise((r) => setTimeout(r, QUIET_MS));
    await page.goto(`${origin}${view.path}`);
    const ms = await paintedAt(page);
    // The first run warms the emulator's lazily loaded dataset and its indexes.
    if (i > 0) {
      times.push(ms);
      requests = uts;
      hierarchy = tree;
    }
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const figures: Figure[] = [
    [`${view.name}.cold_load_to_tree.p50`, round(quantile(sorted, 0.5), 1), 'ms'],
    [`${view.name}.cold_load_to_tree.p95`, round(quantile(sorted, 0.95), 1), 'ms'],
    [`${view.name}.uts_requests_per_load`, requests, 'requests'],
  ];
  if (view.concepts)
    figures.push([
      `${view.name}.hierarchy_requests_per_concept`,
      round(hierarchy / view.concepts, 1),
      'requests',
    ]);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const [figure, value, unit] of await relatePaintFigures()) console.log(`${figure} ${value} ${unit}`);
