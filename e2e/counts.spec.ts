import { expect, test } from '@playwright/test';
import { Shell } from './pages/Shell.ts';

// Issue 14, point 4: the header counts 3 atoms, the table shows 2; say why, and offer to show them.

test('the atoms tab says how many atoms the filters hide, and "show" shows them', async ({ page }) => {
  await new Shell(page).open('/concepts/C9394877');
  await expect(page.getByText('Atoms: 3')).toBeVisible();
  const table = page.getByRole('table', { name: 'Atoms of C9394877' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const note = page.getByTestId('hidden-rows');
  await expect(note).toHaveText('2 shown, 1 obsolete or suppressible hidden — show');
  await note.getByRole('button', { name: 'show' }).click();
  await expect(page).toHaveURL(/includeSuppressible=true/);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(note).toHaveCount(0);
});
