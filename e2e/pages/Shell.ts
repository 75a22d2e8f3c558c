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
