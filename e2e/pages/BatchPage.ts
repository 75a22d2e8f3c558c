import { expect, type Locator, type Page } from '@playwright/test';
import { ExportMenu } from './Downloads.ts';

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
