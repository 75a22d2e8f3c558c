import { expect, test } from '@playwright/test';
import { pagePerFile } from './page-per-file.ts';
import { DrugLookup } from './pages/DrugLookup.ts';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';

// The emulator serves all of the open data, so a user finds codes from anywhere in a
// source, not only the cardiology the demo slice held. Each test loads its route: one page for
// the file (page-per-file.ts).
const shared = pagePerFile();

for (const [code, title, chapter] of [
  [
    'E11.9',
    'Type 2 diabetes mellitus without complications',
    'Endocrine, nutritional and metabolic diseases (E00-E89)',
  ],
  [
    'S72.001A',
    'Fracture of unspecified part of neck of right femur, initial encounter for closed fracture',
    'Injury, poisoning and certain other consequences of external causes (S00-T88)',
  ],
  [
    'Z99.89',
    'Dependence on other enabling machines and devices',
    'Factors influencing health status and contact with health services (Z00-Z99)',
  ],
] as const) {
  test(`ICD-10-CM ${code} opens under its title, in its chapter`, async () => {
    const page = shared();
    const source = new SourceCodePage(page);
    const tree = new HierarchyTree(page);
    await source.open('ICD10CM', code, '?tab=hierarchy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(tree.focusItem).toHaveAccessibleName(title);
    await expect(tree.namesAt(2)).toHaveText([chapter]);
  });
}

test('the ICD-10-CM top node lists its 22 chapters in the tabular order', async () => {
  const page = shared();
  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('ICD10CM', 'V-ICD10CM', '?tab=hierarchy');
  const chapters = tree.namesAt(2);
  await expect(chapters).toHaveCount(22);
  await expect(chapters.nth(0)).toHaveText('Certain infectious and parasitic diseases (A00-B99)');
  await expect(chapters.nth(1)).toHaveText('Neoplasms (C00-D49)');
  await expect(chapters.nth(21)).toHaveText('Codes for special purposes (U00-U85)');
});

test('an RxNorm ingredient starting with Z is found by name, with its products', async () => {
  const page = shared();
  const lookup = new DrugLookup(page);
  await lookup.open('?name=zaleplon');
  await expect(lookup.exactResults.getByRole('row', { name: /74667/ })).toContainText('IN');
  await expect(lookup.productResults.getByRole('region', { name: 'Clinical drug (SCD)' })).toContainText(
    'zaleplon',
  );
});
