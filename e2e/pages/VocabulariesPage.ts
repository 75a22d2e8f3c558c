import type { Page } from '@playwright/test';
import { Shell } from './Shell.ts';

/** `/vocabularies?filter=…`. */
export class VocabulariesPage {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }

  async open(query = '') {
    await this.shell.open(`/vocabularies${query}`);
  }

  get filter() {
    return this.page.getByLabel('Filter vocabularies');
  }

  get table() {
    return this.page.getByTestId('vocabularies-table');
  }

  rows() {
    return this.table.locator('tbody tr');
  }
}
