import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';

export interface SavedFile {
  name: string;
  text: string;
}

/** Runs `click`, waits for the browser's download and reads the saved file back as UTF-8. */
export async function download(page: Page, click: () => Promise<void>): Promise<SavedFile> {
  const [dl] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await dl.path();
  return { name: dl.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/**
 * A CSV file's table as a loader reads it: BOM checked and removed, RFC 4180 parsed, no
 * errors, the `#` lines of provenance it starts with left out (provenanceOf reads them).
 */
export function readCsv(text: string): string[][] {
  expect(text.charCodeAt(0), 'CSV starts with a BOM').toBe(0xfeff);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', skipEmptyLines: true, comments: '#' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The `#` lines a CSV file starts with (its provenance), without the `# `. */
export function provenanceOf(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  return lines
    .slice(
      0,
      lines.findIndex((l) => !l.startsWith('#')),
    )
    .map((l) => l.replace(/^# ?/, ''));
}

/** The export button of a table and its menu items. */
export class ExportMenu {
  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  button() {
    return this.page.getByRole('button', { name: this.label });
  }

  /** The menu the button opens: named like it, so another table's menu still closing is not it. */
  menu() {
    return this.page.getByRole('menu', { name: this.label });
  }

  /** e.g. save('CSV, this page'): opens the menu, picks the item, returns the saved file. */
  async save(item: string): Promise<SavedFile> {
    await this.button().click();
    return download(this.page, () => this.menu().getByRole('menuitem', { name: item }).click());
  }

  /** The demo key the app holds for this tab (no file may contain it). */
  async apiKey(): Promise<string> {
    const key = await this.page.evaluate(() => sessionStorage.getItem('uts.apiKey') ?? '');
    expect(key.length).toBeGreaterThan(8);
    return key;
  }
}
