import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './Shell.ts';

/** `/sources/:sab/:id`: a source-asserted code with its tabs. */
export class SourceCodePage {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }

  async open(sab: string, id: string, query = '') {
    await this.shell.open(`/sources/${encodeURIComponent(sab)}/${encodeURIComponent(id)}${query}`);
  }

  tab(name: 'Atoms' | 'Relations' | 'Attributes' | 'Hierarchy'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: 'Atoms' | 'Relations' | 'Attributes' | 'Hierarchy') {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  get atoms() {
    return this.page.getByTestId('atoms-table');
  }
  get relations() {
    return this.page.getByTestId('relations-table');
  }
  get attributes() {
    return this.page.getByTestId('attributes-table');
  }
}
