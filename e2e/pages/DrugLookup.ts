import { expect, type Locator, type Page } from '@playwright/test';

/** `/drugs`: the three lookup forms and their result sections. */
export class DrugLookup {
  readonly nameBox: Locator;
  readonly exactResults: Locator;
  readonly productResults: Locator;
  readonly versions: Locator;

  constructor(readonly page: Page) {
    this.nameBox = page.getByRole('combobox', { name: 'Drug name' });
    this.exactResults = page.getByRole('region', { name: /^Concepts named/ });
    this.productResults = page.getByRole('region', { name: /^Drug products for/ });
    this.versions = page.getByTestId('drug-vocab-versions');
  }

  async open(query = '') {
    await this.page.goto(`/drugs${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Drugs' })).toBeVisible();
  }

  /** Waits until the calls every page load makes are done, so injected faults hit only what a test does next. */
  async settle() {
    await expect(this.versions).toHaveText(/RxNorm \d/);
    await expect(this.versions).toHaveText(/UMLS \w/);
  }

  /** Types a prefix and waits for the completion list (proves the display terms are loaded). */
  async typeForSuggestions(prefix: string) {
    await this.nameBox.fill(prefix);
    await expect(this.page.getByRole('option').first()).toBeVisible();
  }

  async searchName(name: string) {
    await this.nameBox.fill(name);
    await this.nameBox.press('Escape');
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  tab(name: 'By name' | 'By identifier' | 'Brands by ingredients') {
    return this.page.getByRole('tab', { name });
  }

  async searchId(idType: string, id: string) {
    await this.tab('By identifier').click();
    const type = this.page.getByRole('combobox', { name: 'Identifier type' });
    await type.click();
    await this.page.getByRole('option', { name: idType, exact: true }).click();
    await this.page.getByRole('textbox', { name: 'Identifier', exact: true }).fill(id);
    await this.page.getByRole('button', { name: 'Find', exact: true }).click();
  }

  async addIngredient(name: string) {
    const box = this.page.getByRole('combobox', { name: 'Ingredient' });
    await box.fill(name);
    await box.press('Escape');
    await this.page.getByRole('button', { name: 'Add ingredient' }).click();
  }

  idResults() {
    return this.page.getByRole('region', { name: /^Concepts with / });
  }

  brandResults() {
    return this.page.getByRole('region', { name: 'Brands containing all of them' });
  }

  alert() {
    return this.page.getByRole('alert');
  }
}
