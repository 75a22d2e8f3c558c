import { expect, test } from '@playwright/test';
import { SemanticTypePage } from './pages/SemanticTypePage.ts';
import { pagePerFile } from './page-per-file.ts';

// Each test loads its own route: one page for the file (page-per-file.ts), not a renderer per test.
const shared = pagePerFile();

test('a semantic type shows its definition, tree number, group, usage note and isa neighbours', async () => {
  const page = shared();
  const sty = new SemanticTypePage(page);
  await sty.open('T047');
  await expect(sty.shell.heading()).toHaveText('Disease or Syndrome');
  await expect(page.getByTestId('tree-number')).toHaveText('Tree number B2.2.1.2.1');
  await expect(page.getByTestId('semantic-group')).toContainText('Disorders (DISO');
  await expect(sty.details).toContainText('A condition which alters or interferes with a normal process');
  await expect(sty.details).toContainText('Any specific disease or syndrome that is modified');
  await expect(sty.children.getByRole('link')).toHaveText([
    /Mental or Behavioral Dysfunction \(T048\)/,
    /Neoplastic Process \(T191\)/,
  ]);

  const parent = sty.parent.getByRole('link');
  await expect(parent).toHaveText(/Pathologic Function \(T046\)/);
  await parent.click();
  await expect(page).toHaveURL(/\/semantic-types\/T046$/);
  await expect(sty.shell.heading()).toHaveText('Pathologic Function');
  await expect(sty.children.getByRole('link', { name: /Disease or Syndrome/ })).toHaveAttribute(
    'href',
    '/semantic-types/T047',
  );
});

test('a root type has no parent and an unknown TUI is not found', async () => {
  const page = shared();
  const sty = new SemanticTypePage(page);
  await sty.open('T071');
  await expect(sty.shell.heading()).toHaveText('Entity');
  await expect(sty.parent).toHaveText('None: this is a root of the network.');
  await sty.open('T999');
  await expect(page.getByRole('alert').filter({ hasText: 'Not found' })).toContainText(
    'There is no semantic type T999',
  );
  await expect(sty.shell.search).toBeVisible();
});
