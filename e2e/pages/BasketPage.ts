import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { BASKET_DB } from '../../src/lib/basket/backend.ts';

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

  /**
   * Waits until the basket as stored (IndexedDB) holds `n` entries. The header counts a press
   * at once, while its write is still on its way: a new page loaded within those few
   * milliseconds (a test's next `goto`) can cut the write off, which no user's hand is quick
   * enough to do.
   */
  async expectStored(n: number) {
    const stored = () =>
      this.page.evaluate(
        (db) =>
          new Promise<number>((done) => {
            const open = indexedDB.open(db);
            open.onupgradeneeded = () => open.result.createObjectStore('basket');
            open.onsuccess = () => {
              const get = open.result.transaction('basket').objectStore('basket').get('basket');
              get.onsuccess = () => {
                open.result.close();
                done((get.result as { entries?: unknown[] } | undefined)?.entries?.length ?? 0);
              };
            };
          }),
        BASKET_DB,
      );
    await expect.poll(stored).toBe(n);
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
