import { expect, type Locator, type Page } from '@playwright/test';

/** The app shell every page shares: header search, navigation, theme toggle, footer. */
export class Shell {
  readonly search: Locator;
  readonly nav: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('textbox', { name: 'Search the Metathesaurus' });
    this.nav = page.getByRole('navigation', { name: 'Pages' });
    this.footer = page.getByTestId('footer-upstream');
  }

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.search).toBeVisible();
  }

  /**
   * Shows another view in the page already loaded, as a link or the browser's back button does
   * (the router reads the address on popstate): no new document, so the app's code is not
   * loaded and compiled again. Several views in one load; the first load is `page.goto`.
   */
  async go(path: string) {
    await this.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  navLink(title: string) {
    return this.nav.getByRole('link', { name: title, exact: true });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  themeToggle() {
    return this.page.getByRole('button', { name: /Switch to (dark|light) mode/ });
  }

  async colorScheme() {
    return this.page.locator('html').getAttribute('data-mantine-color-scheme');
  }
}
