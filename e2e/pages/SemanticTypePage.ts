import type { Page } from '@playwright/test';
import { Shell } from './Shell.ts';

/** `/semantic-types/:tui`. */
export class SemanticTypePage {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }

  async open(tui: string, query = '') {
    await this.shell.open(`/semantic-types/${encodeURIComponent(tui)}${query}`);
  }

  get parent() {
    return this.page.getByTestId('parent-type');
  }
  get children() {
    return this.page.getByTestId('child-types');
  }
  get details() {
    return this.page.getByTestId('semantic-type-details');
  }
}
