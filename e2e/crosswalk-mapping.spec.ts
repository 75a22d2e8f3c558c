import { expect, test, type Page } from '@playwright/test';
import { Fhir } from 'fhir';
import { readSssom } from '../src/lib/export/mapping/readSssom.ts';
import { download, type SavedFile } from './pages/Downloads.ts';
import { CrosswalkPage } from './pages/CrosswalkPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// The crosswalk as mapping files. In the demo data ICD-10-CM I21 (acute myocardial
// infarction, C0155626) shares its concept with NCI C35204 but with no MeSH code; its concept
// is a child of C0027051 (MeSH D009203 Myocardial Infarction). The other way, D009203's concept
// is the parent of acute myocardial infarction, which holds I21.

interface ConceptMapJson {
  resourceType: string;
  date: string;
  description: string;
  group: Array<{
    source: string;
    sourceVersion: string;
    target?: string;
    targetVersion?: string;
    element: Array<{
      code: string;
      target: Array<{ code?: string; display?: string; equivalence: string; comment: string }>;
    }>;
  }>;
}

async function saveMapping(page: Page, item: 'FHIR ConceptMap (JSON)' | 'SSSOM (TSV)'): Promise<SavedFile> {
  await page.getByRole('button', { name: 'Export mapping' }).click();
  return download(page, () =>
    page.getByRole('menu', { name: 'Export mapping' }).getByRole('menuitem', { name: item }).click(),
  );
}

function validConceptMap(file: SavedFile): ConceptMapJson {
  const cm = JSON.parse(file.text) as ConceptMapJson;
  const result = new Fhir().validate(cm);
  expect(result.messages.filter((m) => m.severity === 'error')).toEqual([]);
  expect(result.valid).toBe(true);
  expect(cm.resourceType).toBe('ConceptMap');
  // The URL names no release: the file names the one `current` stood for.
  for (const g of cm.group) {
    // The code system's own version (never the UMLS release).
    expect(g.sourceVersion).not.toBe('2025AB');
    if (g.target) expect(g.targetVersion).not.toBe('2025AB');
  }
  expect(cm.description).toContain('UMLS release 2025AB');
  expect(Date.now() - new Date(cm.date).getTime()).toBeLessThan(5 * 60_000);
  return cm;
}

const ICD = 'http://hl7.org/fhir/sid/icd-10-cm';
const MSH = 'https://www.nlm.nih.gov/mesh';
const NCI = 'http://ncicb.nci.nih.gov/xml/owl/EVS/Thesaurus.owl';

test('ICD10CM I21 → MSH, NCI: the shared CUI is equivalent, the broader MeSH concept is wider; both files', async () => {
  const page = sharedPage();
  const xw = new CrosswalkPage(page);
  await xw.open('ICD10CM', 'I21', '?targetSource=MSH,NCI');
  await expect(xw.rows()).toHaveCount(1);

  const file = await saveMapping(page, 'FHIR ConceptMap (JSON)');
  expect(file.name).toMatch(/^crosswalk-ICD10CM-I21-conceptmap-2025AB-all-\d{8}-\d{4}\.json$/);
  const cm = validConceptMap(file);
  const byTarget: Record<string, ConceptMapJson['group'][number]> = Object.fromEntries(
    cm.group.map((g) => [g.target ?? '', g]),
  );
  expect(Object.keys(byTarget).sort()).toEqual([NCI, MSH].sort());
  for (const g of cm.group) expect(g.source).toBe(ICD);
  expect(byTarget[NCI]!.element).toEqual([
    {
      code: 'I21',
      display: 'Acute myocardial infarction',
      target: [
        {
          code: 'C35204',
          display: 'acute myocardial infarction',
          equivalence: 'equivalent',
          comment: 'shares CUI C0155626 (UMLS 2025AB)',
        },
      ],
    },
  ]);
  const mesh = byTarget[MSH]!.element[0]!.target;
  expect(mesh.map((t) => [t.code, t.equivalence])).toEqual([['D009203', 'wider']]);
  expect(mesh[0]!.comment).toMatch(
    /^CHD \(isa\) in UMLS 2025AB: C0155626 is a child of .*related, not equivalent$/,
  );

  const sssom = await saveMapping(page, 'SSSOM (TSV)');
  expect(sssom.name).toMatch(/^crosswalk-ICD10CM-I21-2025AB-all-\d{8}-\d{4}\.sssom\.tsv$/);
  const set = readSssom(sssom.text);
  for (const slot of ['subject_id', 'predicate_id', 'object_id', 'mapping_justification'])
    expect(set.header).toContain(slot);
  expect(set.metadata).toMatchObject({
    subject_source_version: '2021',
    mapping_date: new Date().toISOString().slice(0, 10),
  });
  expect(set.metadata.object_source_version).not.toBe('2025AB');
  // From the content, never the app's address.
  expect(set.metadata.mapping_set_id).toMatch(/^urn:uuid:/);
  expect(set.metadata.license).toMatch(/^https:\/\//);
  expect(set.rows.map((r) => [r.subject_id, r.predicate_id, r.object_id]).sort()).toEqual(
    [
      ['ICD10CM:I21', 'skos:exactMatch', 'NCI:C35204'],
      ['ICD10CM:I21', 'skos:broadMatch', 'MSH:D009203'],
    ].sort(),
  );
  for (const r of set.rows) {
    expect(r.mapping_justification).toBe('semapv:MappingChaining');
    for (const id of [r.subject_id, r.predicate_id, r.object_id, r.mapping_justification])
      expect(set.metadata.curie_map).toHaveProperty(id!.split(':')[0]!);
  }
});

test('MSH D009203 → ICD10CM (no same-CUI code): Export is there, and the fallback is narrower, not equivalent', async () => {
  const page = sharedPage();
  const xw = new CrosswalkPage(page);
  await xw.open('MSH', 'D009203', '?targetSource=ICD10CM');
  await expect(page.getByText('No codes in ICD10CM share this code')).toBeVisible();
  await expect(
    page.getByTestId('related-codes-table').getByRole('row').filter({ hasText: 'I21' }),
  ).toBeVisible();

  const cm = validConceptMap(await saveMapping(page, 'FHIR ConceptMap (JSON)'));
  expect(cm.group.map((g) => [g.source, g.target])).toEqual([[MSH, ICD]]);
  const targets = cm.group[0]!.element[0]!.target;
  expect(targets.length).toBeGreaterThan(0);
  // Every row shown on screen, none of them equivalent.
  expect(targets.every((t) => t.equivalence !== 'equivalent')).toBe(true);
  const i21 = targets.find((t) => t.code === 'I21');
  expect(i21).toMatchObject({ equivalence: 'narrower', display: 'Acute myocardial infarction' });
  expect(i21!.comment).toMatch(
    /^PAR \(inverse_isa\) in UMLS 2025AB: C0027051 is the parent of acute myocardial infarction/,
  );

  const set = readSssom((await saveMapping(page, 'SSSOM (TSV)')).text);
  const row = set.rows.find((r) => r.object_id === 'ICD10CM:I21');
  expect(row).toMatchObject({ subject_id: 'MSH:D009203', predicate_id: 'skos:narrowMatch' });
  expect(set.rows.some((r) => r.predicate_id === 'skos:exactMatch')).toBe(false);
});

test('nothing in the wanted source, nor in related concepts: an unmatched row with the reason', async () => {
  const page = sharedPage();
  const xw = new CrosswalkPage(page);
  await xw.open('MSH', 'D009203', '?targetSource=GO');
  await expect(page.getByTestId('related-codes')).toContainText('No concept directly related to this one');
  const set = readSssom((await saveMapping(page, 'SSSOM (TSV)')).text);
  expect(set.rows).toEqual([
    expect.objectContaining({
      subject_id: 'MSH:D009203',
      predicate_id: 'skos:exactMatch',
      object_id: 'sssom:NoTermFound',
      comment: expect.stringMatching(/^no GO code shares this code's concept \(C0027051\)/),
    }),
  ]);
  expect(set.metadata.curie_map).toHaveProperty('sssom');
});
