import { expect, test } from '@playwright/test';
import { Fhir } from 'fhir';
import { readSssom } from '../src/lib/export/mapping/readSssom.ts';
import { BatchPage } from './pages/BatchPage.ts';
import { ExportMenu, provenanceOf, readCsv } from './pages/Downloads.ts';

// A column of ICD-10-CM codes crossed to NCI in one batch. In the demo data I20.0 and
// I21 share their concepts with NCI codes (exact); I21.3, I21.4 and I21.9 have none, but their
// parent I21's concept has NCI C35204 (broader, not equivalent); the other codes have neither;
// I21.99 is no code at all (a line of the file all the same, unmatched).
const CODES = [
  'I20.0',
  'I20.1',
  'I20.8',
  'I20.9',
  'I21',
  'I21.01',
  'I21.02',
  'I21.09',
  'I21.11',
  'I21.19',
  'I21.21',
  'I21.29',
  'I21.3',
  'I21.4',
  'I21.9',
  'I22.0',
  'I23.0',
  'I24.0',
  'I25.10',
  'I21.99',
];
const ICD = 'http://hl7.org/fhir/sid/icd-10-cm';
const NCI = 'http://ncicb.nci.nih.gov/xml/owl/EVS/Thesaurus.owl';

test('a batch crosswalk of 20 codes exports CSV, ConceptMap and SSSOM, exact and related kept apart, every line a row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(CODES);
  await page.getByRole('combobox', { name: 'Source for bare codes' }).fill('ICD10CM');
  await page.getByRole('combobox', { name: 'Target source' }).fill('NCI');
  await batch.resolve.click();
  await batch.waitDone();
  const mapping = new ExportMenu(page, 'Export mapping');
  const note = page.getByTestId('mapping-export-note');

  const csv = await mapping.save('CSV');
  expect(csv.name).toMatch(/^batch-to-NCI-mapping-2025AB-all-\d{8}-\d{4}\.csv$/);
  await expect(note).toHaveText(`Saved ${csv.name}: 2 exact, 3 related (not equivalent), 15 unmatched.`);
  const [header, ...rows] = readCsv(csv.text);
  const comments = provenanceOf(csv.text).map((l) => `# ${l}`);
  expect(comments[0]).toMatch(
    /^# Batch crosswalk to NCI; release 2025AB; from \/batch\?targetSource=NCI; generated /,
  );
  expect(comments[1]).toBe('# complete: true');
  // ICD-10-CM by its own version, the UMLS release apart.
  expect(comments[2]).toMatch(/^# versions: UMLS release 2025AB; ICD-10-CM 2021; /);
  expect(header).toEqual([
    'Line',
    'Input',
    'From source',
    'From code',
    'From name',
    'Mapping',
    'To source',
    'To code',
    'To name',
    'Shared CUI',
    'Relation',
    'Match',
    'Status',
    'Decided by',
    'Justification',
    'Reviewer',
    'Review comment',
    'Comment',
  ]);
  expect(rows).toHaveLength(20);
  // From here on the columns as before, after the line and its input.
  const byCode = new Map(rows.map((r) => [r[1], r.slice(2)]));
  expect(byCode.get('I20.0')!.slice(3, 8)).toEqual([
    'exact (same concept)',
    'NCI',
    'C66911',
    'intermediate coronary syndrome',
    'C0002965',
  ]);
  expect(byCode.get('I21.9')!.slice(3, 6)).toEqual(['broader (related, not equivalent)', 'NCI', 'C35204']);
  expect(byCode.get('I21.9')![15]).toMatch(/related, not equivalent$/);
  expect(byCode.get('I20.1')!.slice(3, 6)).toEqual(['unmatched', 'NCI', '']);
  // The code the line named, though the release has no such code, and no target.
  expect(byCode.get('I21.99')!.slice(0, 6)).toEqual(['ICD10CM', 'I21.99', '', 'unmatched', 'NCI', '']);
  expect(byCode.get('I20.0')![12]).toBe('semapv:MappingChaining');
  // Kept apart: every exact row, then the related ones, then the unmatched.
  const kinds = rows.map((r) => r[5]!.split(' ')[0]);
  expect(kinds).toEqual(
    [...kinds].sort(
      (a, b) => ['exact', 'broader', 'unmatched'].indexOf(a!) - ['exact', 'broader', 'unmatched'].indexOf(b!),
    ),
  );

  const cmFile = await mapping.save('FHIR ConceptMap (JSON)');
  expect(cmFile.name).toMatch(/^batch-to-NCI-conceptmap-2025AB-all-\d{8}-\d{4}\.json$/);
  const cm = JSON.parse(cmFile.text);
  expect(new Fhir().validate(cm)).toEqual({ valid: true, messages: [] });
  expect(cm.description).toContain('UMLS release 2025AB');
  expect(cm.group).toHaveLength(1);
  expect(cm.group[0]).toMatchObject({ source: ICD, sourceVersion: '2021', target: NCI });
  // NCI's own version if the release states one; never the UMLS release.
  expect(cm.group[0].targetVersion).not.toBe('2025AB');
  expect(cm.url).toMatch(/^urn:uuid:/);
  const target = (code: string) =>
    cm.group[0].element.find((e: { code: string }) => e.code === code).target as Array<
      Record<string, string>
    >;
  expect(target('I21')).toEqual([expect.objectContaining({ code: 'C35204', equivalence: 'equivalent' })]);
  expect(target('I21.9')).toEqual([expect.objectContaining({ code: 'C35204', equivalence: 'wider' })]);
  expect(target('I20.1')).toEqual([
    { equivalence: 'unmatched', comment: expect.stringMatching(/^no NCI code shares/) },
  ]);

  const sssomFile = await mapping.save('SSSOM (TSV)');
  expect(sssomFile.name).toMatch(/^batch-to-NCI-2025AB-all-\d{8}-\d{4}\.sssom\.tsv$/);
  const set = readSssom(sssomFile.text);
  expect(set.metadata).toMatchObject({ subject_source_version: '2021' });
  expect(set.metadata.object_source_version).not.toBe('2025AB');
  // From the content, never the app's address; the same set in either format.
  expect(set.metadata.mapping_set_id).toBe(cm.url);
  expect(set.rows).toHaveLength(20);
  const predicate = (code: string) =>
    set.rows.filter((r) => r.subject_id === `ICD10CM:${code}`).map((r) => [r.predicate_id, r.object_id]);
  expect(predicate('I20.0')).toEqual([['skos:exactMatch', 'NCI:C66911']]);
  expect(predicate('I21.4')).toEqual([['skos:broadMatch', 'NCI:C35204']]);
  expect(predicate('I24.0')).toEqual([['skos:exactMatch', 'sssom:NoTermFound']]);
  await expect(note).toContainText('2 exact, 3 related (not equivalent), 15 unmatched');
});
