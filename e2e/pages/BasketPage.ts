import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** `/basket` and the "Add to basket" buttons on other pages. */
export class BasketPage {
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.count = page.getByTestId('basket-count');
  }

  async open(hash = '') {
    await this.page.goto(`/basket${hash}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  }

  /** The header button of a page (concept, code, atom, drug). */
  addButton(what: string | RegExp) {
    return this.page.getByRole('button', {
      name: typeof what === 'string' ? `Add ${what} to the basket` : what,
    });
  }

  group(system: string) {
    return this.page.getByTestId(`basket-group-${system}`);
  }

  async download(button: string): Promise<{ file: Download; text: string }> {
    const [file] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: button }).click(),
    ]);
    const path = await file.path();
    return { file, text: await readFile(path, 'utf8') };
  }
}
