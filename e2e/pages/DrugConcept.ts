import { expect, type Locator, type Page } from '@playwright/test';

/** `/drugs/:rxcui`: properties and the tabs of related information. */
export class DrugConcept {
  readonly properties: Locator;

  constructor(readonly page: Page) {
    this.properties = page.getByTestId('concept-properties');
  }

  async open(rxcui: string, query = '') {
    await this.page.goto(`/drugs/${rxcui}${query}`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  tab(name: 'All related' | 'By relationship' | 'By term type' | 'NDCs' | 'Proprietary information') {
    return this.page.getByRole('tab', { name });
  }

  panel(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  property(label: string) {
    return this.properties
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  }

  async expectLoaded(name: string) {
    await expect(this.heading()).toHaveText(name);
  }
}
