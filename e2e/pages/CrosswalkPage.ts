import type { Page } from '@playwright/test';
import { Shell } from './Shell.ts';

/** `/crosswalk/:sab/:id?targetSource=…`. */
export class CrosswalkPage {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }

  async open(sab: string, id: string, query = '') {
    await this.shell.open(`/crosswalk/${encodeURIComponent(sab)}/${encodeURIComponent(id)}${query}`);
  }

  get table() {
    return this.page.getByTestId('crosswalk-table');
  }

  /** Rows of the result table, as "SAB code name" texts. */
  rows() {
    return this.table.locator('tbody tr');
  }

  get targetFilter() {
    return this.page.getByRole('combobox', { name: 'Target sources' });
  }
}
