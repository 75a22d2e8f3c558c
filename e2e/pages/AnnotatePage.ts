import { expect, type Locator, type Page } from '@playwright/test';

/** /annotate: the text box, Annotate, the highlighted text and the mentions table. */
export class AnnotatePage {
  readonly text: Locator;
  readonly annotate: Locator;
  readonly status: Locator;
  readonly highlighted: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.text = page.getByRole('textbox', { name: 'Text' });
    this.annotate = page.getByRole('button', { name: 'Annotate', exact: true });
    this.status = page.getByTestId('annotate-status');
    this.highlighted = page.getByTestId('annotated-text');
    this.table = page.getByRole('table', { name: 'Mentions' });
  }

  async open() {
    await this.page.goto('/annotate');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Annotate text');
  }

  /** Pastes the text, annotates it and waits until the run is complete. */
  async annotateText(text: string) {
    await this.text.fill(text);
    await this.annotate.click();
    await expect(this.status).toContainText(/mentions? from \d+ phrases? sent/, { timeout: 30_000 });
  }

  mark(text: string) {
    return this.highlighted.locator('mark', { hasText: text });
  }

  row(text: string) {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: text, exact: true }) });
  }
}
