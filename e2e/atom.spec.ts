import { expect, test } from '@playwright/test';
import { Shell } from './pages/Shell.ts';

// GO atom A93104618 "protein-containing complex": 271 children in the demo data (six pages of
// 50), one parent, "cellular_component", and two ancestors: it and GO's top node "Gene Ontology".

test('an atom lists all its children: total in the heading, the rest with "Show more"', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/atoms/A93104618');
  await expect(shell.heading()).toHaveText('protein-containing complex');
  const children = page.getByRole('region', { name: 'Children (271)' });
  const items = children.getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(children.getByRole('status')).toHaveText('50 of 271 shown');

  const more = children.getByRole('button', { name: 'Show more children' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(100);
  await expect(items.nth(50).getByRole('link')).toBeFocused();
  for (const shown of [150, 200, 250, 271]) {
    await more.click();
    await expect(items).toHaveCount(shown);
  }
  await expect(children.getByRole('status')).toHaveText('All 271 shown');
  await expect(more).toHaveCount(0);
  await expect(children.getByRole('link', { name: 'actin cytoskeleton-regulatory complex' })).toBeVisible();
});

test('an atom shows its parents and ancestors as counted lists linking to their atoms', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/atoms/A93104618');
  const ancestors = page.getByRole('region', { name: 'Ancestors (2)' });
  await expect(ancestors.getByRole('listitem')).toHaveText([
    'Gene Ontology GO V-GO',
    'cellular_component GO GO:0005575',
  ]);
  await expect(ancestors).not.toContainText('›');
  const parents = page.getByRole('region', { name: 'Parents (1)' });
  await parents.getByRole('link', { name: 'cellular_component' }).click();
  await expect(page).toHaveURL(/\/atoms\/A95492636$/);
  await expect(shell.heading()).toHaveText('cellular_component');
  // GO's namespace roots hang from the source's top node, the one atom without ancestors.
  await page
    .getByRole('region', { name: 'Parents (1)' })
    .getByRole('link', { name: 'Gene Ontology' })
    .click();
  await expect(page).toHaveURL(/\/atoms\/A91058859$/);
  await expect(shell.heading()).toHaveText('Gene Ontology');
  await expect(page.getByRole('heading', { name: 'Ancestors' })).toBeVisible();
  await expect(page.getByText('No ancestors.')).toBeVisible();
});

test('an RxNorm atom offers its code in the drug lookup', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/atoms/A91420639');
  await expect(shell.heading()).toHaveText('lisinopril');
  await page.getByRole('link', { name: 'Open in drug lookup' }).click();
  await expect(page).toHaveURL(/\/drugs\/29046$/);
  await expect(page.getByTestId('concept-properties')).toContainText('29046');
});
