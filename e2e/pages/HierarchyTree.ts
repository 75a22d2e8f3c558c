import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** The hierarchy tree (ui/tree/TreePanel): the source page's tab, the atom page, the concept tab. */
export class HierarchyTree {
  readonly tree: Locator;
  constructor(readonly page: Page) {
    this.tree = page.getByRole('tree');
  }

  /** A node by its exact name (the treeitem is named by its name alone). */
  item(name: string | RegExp): Locator {
    return this.tree.getByRole('treeitem', { name, exact: typeof name === 'string' });
  }

  /** The names of the shown nodes at one level (1 = the top), in order. */
  namesAt(level: number): Locator {
    return this.tree.locator(`[role="treeitem"][aria-level="${level}"] > .ht-row .ht-name`);
  }

  /** The highlighted focus node. */
  get focusItem(): Locator {
    return this.tree.locator('[role="treeitem"][aria-selected="true"]');
  }

  /** The node that has DOM focus (the tree's one Tab stop while the user is in it). */
  get focused(): Locator {
    return this.tree.locator('[role="treeitem"]:focus');
  }

  async expectFocusedName(name: string | RegExp) {
    // The focused item is read afresh on every try: focus may still be on its way (children
    // arriving), and a name read from the item focused at the first try would never change.
    const focusedName = async () => {
      if ((await this.focused.count()) !== 1) return null;
      const id = await this.focused.getAttribute('aria-labelledby');
      if (!id?.endsWith('-name')) return null;
      return ((await this.page.locator(`[id="${id}"]`).textContent()) ?? '').replace(/\s+/g, ' ').trim();
    };
    if (typeof name === 'string') await expect.poll(focusedName).toBe(name);
    else await expect.poll(focusedName).toMatch(name);
  }

  /**
   * Waits, as a user would, until no node's children are still loading. Children that arrive
   * push what is below the tree down: a menu opened from a button that then leaves the screen
   * is hidden with it (Mantine hides a dropdown whose target is out of view).
   */
  async settled() {
    await expect(this.page.getByText(/^Loading the children of /)).toHaveCount(0);
  }

  /** Opens or closes a node with its toggle, as a mouse user does. */
  async toggle(name: string) {
    await this.item(name).locator('[data-testid="tree-toggle"]').first().click();
  }

  /** The filter box and the sort of a node's children (lists of 20 or more). */
  filterOf(name: string): Locator {
    return this.page.getByRole('textbox', { name: `Filter the children of ${name}` });
  }

  sortOf(name: string): Locator {
    return this.page.getByRole('combobox', { name: `Sort the children of ${name}` });
  }

  get stepper(): Locator {
    return this.page.getByTestId('path-stepper');
  }

  /** Saves one of the "Export the view" menu's files and returns its bytes. */
  async exportView(
    item:
      | 'Picture (SVG)'
      | 'Picture (PNG)'
      | 'Slide 16:9 (SVG)'
      | 'Slide 16:9 (PNG)'
      | 'Indented text'
      | 'Markdown'
      | 'Mermaid'
      | 'Mermaid, left to right',
  ) {
    await this.settled();
    await this.page.getByRole('button', { name: 'Export the view' }).click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('menuitem', { name: item, exact: true }).click(),
    ]);
    return this.read(download);
  }

  /** The "add with descendants" panel a row's "+ Descendants…" opens. */
  get descendantsPanel(): Locator {
    return this.page.getByTestId('subtree-basket');
  }

  /** Opens the "+ Descendants…" panel of the node named `name` (a button out of the Tab order). */
  async openDescendants(name: string) {
    await this.settled();
    await this.page.getByRole('button', { name: `Add ${name} and its descendants to the basket…` }).click();
    await expect(this.descendantsPanel).toBeVisible();
  }

  /**
   * Opens the "+ Descendants…" panel of `name` and closes it again, checking at each step that
   * the tree is still there with the rows it had: an effect that handed React something other
   * than a clean-up (a Promise) lost the whole hierarchy section on opening (development
   * build) or on closing (production build).
   */
  async openAndCloseDescendants(name: string) {
    await this.settled();
    const rows = await this.tree.getByRole('treeitem').count();
    expect(rows).toBeGreaterThan(1);
    const failed = this.page.getByText('Something went wrong');
    await this.openDescendants(name);
    await expect(this.descendantsPanel).toContainText(`Add ${name} (`);
    await expect(failed).toHaveCount(0);
    await expect(this.item(name)).toBeVisible();
    await expect(this.tree.getByRole('treeitem')).toHaveCount(rows);
    await this.descendantsPanel.getByRole('button', { name: 'Close' }).click();
    await expect(this.descendantsPanel).toHaveCount(0);
    await expect(failed).toHaveCount(0);
    await expect(this.item(name)).toBeVisible();
    await expect(this.tree.getByRole('treeitem')).toHaveCount(rows);
  }

  get subtree(): Locator {
    return this.page.getByTestId('subtree-export');
  }

  async setSubtreeDepth(depth: number) {
    await this.subtree.getByRole('combobox').selectOption(String(depth));
  }

  async exportSubtree(format: 'CSV' | 'JSON') {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.subtree.getByRole('button', { name: format, exact: true }).click(),
    ]);
    return this.read(download);
  }

  private async read(download: Download) {
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }
}
