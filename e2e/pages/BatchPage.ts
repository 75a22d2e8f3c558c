import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ExportMenu } from './Downloads.ts';

const EMULATOR = `http://127.0.0.1:${Number(process.env.E2E_EMULATOR_PORT) || 8788}`;
const DEMO_KEY = 'demo-0000-emulator-key';

/** Concepts of the demo data, asked of the emulator directly: their CUIs and names become input lines. */
export async function demoConcepts(request: APIRequestContext, string: string, n: number) {
  const res = await request.get(
    `${EMULATOR}/rest/search/current?string=${string}&pageSize=${n}&apiKey=${DEMO_KEY}`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { results: Array<{ ui: string; name: string }> } }).result.results;
}

/** /batch: the input, Resolve/Cancel/Resume, the progress bar and the result table. */
export class BatchPage {
  readonly input: Locator;
  readonly resolve: Locator;
  readonly results: Locator;
  readonly progress: Locator;
  readonly exportMenu: ExportMenu;

  constructor(readonly page: Page) {
    this.input = page.getByLabel('Terms or codes, one per line');
    this.resolve = page.getByRole('button', { name: 'Resolve', exact: true });
    this.results = page.getByRole('table', { name: 'Batch results' });
    this.progress = page.getByRole('progressbar', { name: 'Batch progress' });
    this.exportMenu = new ExportMenu(page, 'Export results');
  }

  async open() {
    await this.page.goto('/batch');
    await expect(this.input).toBeVisible();
  }

  async paste(lines: readonly string[]) {
    await this.input.fill(lines.join('\n'));
  }

  /** Waits until the walk has finished every lookup (the status says "done"). */
  async waitDone(timeout = 120_000) {
    await expect(this.page.getByRole('button', { name: 'Cancel' })).toBeHidden({ timeout });
  }
}
