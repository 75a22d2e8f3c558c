import type { Locator, Page } from '@playwright/test';

/** `/compare`: the compared columns and the rows of each list. */
export class ComparePage {
  constructor(readonly page: Page) {}

  /** Column A, B, C or D (its header cell). */
  column(letter: string): Locator {
    return this.page.getByTestId(`compare-column-${letter}`);
  }

  /** The row of `list` (types, names, sources, codes, relations) whose item reads exactly `label`. */
  row(list: string, label: string): Locator {
    return this.page
      .getByTestId(`compare-row-${list}`)
      .filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** The URL's `ids`, as the address bar shows them. */
  ids(): string | null {
    return new URL(this.page.url()).searchParams.get('ids');
  }
}
