import type { Page } from '@playwright/test';
import { Shell } from './Shell.ts';

/** `/releases?type=…&current=1`: listing, download, licence check. */
export class ReleasesPage {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }

  async open(query = '') {
    await this.shell.open(`/releases${query}`);
  }

  get files() {
    return this.page.getByTestId('release-files');
  }

  get releaseType() {
    return this.page.getByRole('combobox', { name: 'Release type' });
  }

  downloadButton(fileName: string) {
    return this.page.getByRole('button', { name: `Download ${fileName}` });
  }

  get validatorKey() {
    return this.page.getByLabel('Validator API key');
  }
  get userKey() {
    return this.page.getByLabel('User API key');
  }
  get checkButton() {
    return this.page.getByRole('button', { name: 'Check licence' });
  }
  get licenceResult() {
    return this.page.getByTestId('licence-result');
  }
}
