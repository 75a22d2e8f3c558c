// @vitest-environment node
import { Fhir } from 'fhir';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { DEMO_CUI_NOTE } from '../../demoIds.ts';
import { buildMappingExport } from './build.ts';
import { toMappingCsv } from './csv.ts';
import { buildConceptMap, machineName } from './conceptMap.ts';
import { readSssom } from './readSssom.ts';
import { kindOfRelation } from './relation.ts';
import { curie, SSSOM_COLUMNS, toSssom } from './sssom.ts';
import type { VersionFacts } from '../systemVersion.ts';
import type { MappingRow, MappingSetMeta } from './types.ts';

// Each source's own version as the release's source list states it (SNOMED CT US, ICD-10-CM, MeSH);
// DOID states none.
const OWN: Record<string, string> = { SNOMEDCT_US: '2025_09_01', ICD10CM: '2021', MSH: '2017' };
const SHORT: Record<string, string> = { SNOMEDCT_US: 'SNOMED CT US', ICD10CM: 'ICD-10-CM', MSH: 'MeSH' };
const versions: VersionFacts = {
  umlsRelease: '2025AB',
  source: (sab) =>
    OWN[sab]
      ? { sab, state: 'stated', name: SHORT[sab]!, version: OWN[sab] }
      : { sab, state: 'not-stated', name: sab },
  rxnorm: null,
};

const meta: MappingSetMeta = {
  title: 'Crosswalk from MSH D009203 to ICD10CM',
  release: '2025AB',
  generatedAt: '2026-11-27T13:45:00.000Z',
  origin: 'https://browser.example',
  page: '/crosswalk/MSH/D009203?targetSource=ICD10CM',
  appVersion: '0.1.0',
  versions,
};
const MI = { source: 'MSH', code: 'D009203', label: 'Myocardial Infarction' };
const rows: MappingRow[] = [
  {
    subject: MI,
    object: { source: 'SNOMEDCT_US', code: '22298006', label: 'MI' },
    kind: 'exact',
    cui: 'C0027051',
  },
  {
    subject: MI,
    object: { source: 'ICD10CM', code: 'I21', label: 'Acute myocardial infarction' },
    kind: kindOfRelation('PAR'),
    cui: 'C0027051',
    relation: { label: 'PAR', additional: 'inverse_isa', relatedId: 'C0155626', relatedName: 'acute MI' },
  },
  {
    subject: MI,
    object: { source: 'ICD10CM', code: 'I25', label: 'Chronic ischemic heart disease' },
    kind: kindOfRelation('CHD'),
    cui: 'C0027051',
    relation: { label: 'CHD', additional: null, relatedId: 'C0151744', relatedName: 'ischemia' },
  },
  {
    subject: MI,
    object: { source: 'ICD10CM', code: 'I24', label: `<&>"'\tSjögren\nx` },
    kind: kindOfRelation('RO'),
    cui: 'C0027051',
    relation: { label: 'RO', additional: null, relatedId: null, relatedName: null },
  },
  {
    subject: MI,
    object: { source: 'DOID', code: 'DOID:5844', label: 'myocardial infarction' },
    kind: 'exact',
    cui: 'C0027051',
  },
  {
    subject: { source: 'ICD10CM', code: 'Z99.9', label: null },
    object: null,
    kind: 'unmatched',
    targetSource: 'MSH',
    reason: 'no MSH code shares this code’s concept, and no related concept has one',
  },
];

describe('relations', () => {
  it('read from the subject: PAR and RB make the object narrower, CHD and RN broader', () => {
    expect(['PAR', 'RB', 'CHD', 'RN', 'RO', 'RQ', 'SIB'].map(kindOfRelation)).toEqual([
      'narrower',
      'narrower',
      'broader',
      'broader',
      'related',
      'related',
      'related',
    ]);
  });
});

describe('ConceptMap', () => {
  const out = buildConceptMap(rows, meta);
  const cm = out.resource;

  it('validates with the independent FHIR R4 validator', () => {
    const result = new Fhir().validate(cm);
    expect(result.messages.filter((m) => m.severity === 'error')).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one group per pair of systems, each with the system’s own version (never the UMLS release)', () => {
    expect(cm.group.map((g) => [g.source, g.target, g.sourceVersion, g.targetVersion])).toEqual([
      ['https://www.nlm.nih.gov/mesh', 'http://snomed.info/sct', '2017', '2025_09_01'],
      ['https://www.nlm.nih.gov/mesh', 'http://hl7.org/fhir/sid/icd-10-cm', '2017', '2021'],
      ['http://hl7.org/fhir/sid/icd-10-cm', 'https://www.nlm.nih.gov/mesh', '2021', '2017'],
    ]);
    expect(cm).toMatchObject({ resourceType: 'ConceptMap', status: 'draft', date: meta.generatedAt });
    // The UMLS release is stated apart, in the description.
    expect(cm.description).toContain('Versions: UMLS release 2025AB; MeSH 2017');
  });

  it('a url from its content (never the app’s address), a version and a publisher', () => {
    expect(cm.url).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(cm.url).not.toContain('browser.example');
    // Same content, same url, whenever it is written and in whichever format.
    expect(buildConceptMap(rows, { ...meta, generatedAt: '2027-01-01T00:00:00.000Z' }).resource.url).toBe(
      cm.url,
    );
    expect(toSssom(rows, meta)).toContain(`#mapping_set_id: "${cm.url}"`);
    // Other content, another url.
    expect(buildConceptMap(rows.slice(1), meta).resource.url).not.toBe(cm.url);
    expect(cm.version).toBe('2026-11-27');
    expect(cm.publisher).toBeTruthy();
    expect(cm.name).toMatch(/^[A-Z][A-Za-z0-9_]*$/);
  });

  it('says equivalent for a shared CUI and wider / narrower / relatedto for relations, each with why', () => {
    const [snomed, icd] = cm.group;
    expect(snomed!.element).toEqual([
      {
        code: 'D009203',
        display: 'Myocardial Infarction',
        target: [
          {
            code: '22298006',
            display: 'MI',
            equivalence: 'equivalent',
            comment: 'shares CUI C0027051 (UMLS 2025AB)',
          },
        ],
      },
    ]);
    const targets = icd!.element[0]!.target;
    expect(targets.map((t) => [t.code, t.equivalence])).toEqual([
      ['I21', 'narrower'],
      ['I25', 'wider'],
      ['I24', 'relatedto'],
    ]);
    expect(targets[0]!.comment).toBe(
      'PAR (inverse_isa) in UMLS 2025AB: C0027051 is the parent of acute MI (C0155626), which holds this code; related, not equivalent',
    );
    expect(targets[1]!.comment).toMatch(/^CHD in UMLS 2025AB: C0027051 is a child of ischemia/);
    expect(targets[2]!.display).toBe(`<&>"'\tSjögren\nx`);
  });

  it('an unmatched row has no code, equivalence unmatched and its reason', () => {
    expect(cm.group[2]!.element).toEqual([
      {
        code: 'Z99.9',
        target: [
          {
            equivalence: 'unmatched',
            comment: 'no MSH code shares this code’s concept, and no related concept has one',
          },
        ],
      },
    ]);
  });

  it('leaves out, counts and names a source with no canonical FHIR system', () => {
    expect(out.leftOut).toEqual([{ source: 'DOID', rows: 1 }]);
    expect(out.written).toBe(rows.length - 1);
    expect(cm.description).toContain('1 mapping with DOID');
    expect(cm.description).toContain('UMLS release 2025AB');
    expect(cm.description).toContain(meta.page);
  });

  it('the validator does catch a broken map (the test can fail)', () => {
    const broken = structuredClone(cm) as unknown as {
      group: Array<{ element: Array<{ target: Array<{ equivalence: string }> }> }>;
    };
    broken.group[0]!.element[0]!.target[0]!.equivalence = 'sameish';
    expect(new Fhir().validate(broken).valid).toBe(false);
  });

  it('machine names start with a capital and hold letters and digits only', () => {
    expect(machineName('crosswalk from ICD10CM I21.9 → MSH')).toBe('CrosswalkFromICD10CMI219MSH');
    expect(machineName('10 codes')).toBe('Map10Codes');
  });
});

describe('SSSOM', () => {
  const text = toSssom(rows, meta);
  const file = readSssom(text);

  it('has the required slots and one mapping per row', () => {
    for (const slot of ['subject_id', 'predicate_id', 'object_id', 'mapping_justification'])
      expect(file.header).toContain(slot);
    // The columns every file has, with each side's version per row when the rows differ (here the
    // subjects are MeSH and ICD-10-CM, the objects SNOMED CT, ICD-10-CM and DOID).
    expect(file.header).toEqual([
      ...SSSOM_COLUMNS.slice(0, 6),
      'subject_source_version',
      'object_source_version',
      'comment',
    ]);
    expect(file.header).toEqual(expect.arrayContaining([...SSSOM_COLUMNS]));
    expect(file.rows).toHaveLength(rows.length);
    for (const r of file.rows)
      for (const slot of ['subject_id', 'predicate_id', 'object_id', 'mapping_justification'])
        expect(r[slot]).not.toBe('');
  });

  it('metadata: a content-derived mapping_set_id, the licence, the date, each side’s own version', () => {
    expect(file.metadata).toMatchObject({
      mapping_set_id: buildConceptMap(rows, meta).resource.url,
      mapping_date: '2026-11-27',
    });
    // Objects are from three systems: their versions go per row; the UMLS release in `other`.
    expect(file.metadata.subject_source_version).toBeUndefined();
    expect(file.header).toContain('object_source_version');
    expect(file.rows.map((r) => r.object_source_version)).toEqual([
      '2025_09_01',
      '2021',
      '2021',
      '2021',
      '',
      '',
    ]);
    expect(file.rows.map((r) => r.subject_source_version)).toEqual([
      '2017',
      '2017',
      '2017',
      '2017',
      '2017',
      '2021',
    ]);
    expect(String(file.metadata.other)).toMatch(/^umls_release: 2025AB\|complete: true/);
    expect(String(file.metadata.license)).toMatch(/^https:\/\//);
  });

  it('every CURIE prefix used is in the curie map', () => {
    const used = new Set(
      file.rows.flatMap((r) =>
        [r.subject_id, r.predicate_id, r.object_id, r.mapping_justification].map((c) => c!.split(':')[0]!),
      ),
    );
    for (const p of used) expect(file.metadata.curie_map, p).toHaveProperty(p);
    expect(file.metadata.curie_map.MSH).toBe('http://id.nlm.nih.gov/mesh/');
  });

  it('predicates: exactMatch for a shared CUI, narrow / broad / relatedMatch for relations, NoTermFound when none', () => {
    expect(file.rows.map((r) => [r.subject_id, r.predicate_id, r.object_id])).toEqual([
      ['MSH:D009203', 'skos:exactMatch', 'SNOMEDCT_US:22298006'],
      ['MSH:D009203', 'skos:narrowMatch', 'ICD10CM:I21'],
      ['MSH:D009203', 'skos:broadMatch', 'ICD10CM:I25'],
      ['MSH:D009203', 'skos:relatedMatch', 'ICD10CM:I24'],
      ['MSH:D009203', 'skos:exactMatch', 'DOID:5844'],
      ['ICD10CM:Z99.9', 'skos:exactMatch', 'sssom:NoTermFound'],
    ]);
    expect(file.rows[0]!.comment).toBe('shares CUI C0027051 (UMLS 2025AB)');
    expect(file.rows[0]!.mapping_justification).toBe('semapv:MappingChaining');
    expect(file.rows[5]!.comment).toMatch(/^no MSH code/);
  });

  it('the reader is strict: a stray line in the block or a short row is refused', () => {
    expect(() => readSssom(`#curie_map:\n#oops\nsubject_id\n`)).toThrow(/Not a metadata line/);
    expect(() => readSssom(`subject_id\tobject_id\nMSH:D1\n`)).toThrow(/1 cells under 2 columns/);
  });

  it('a tab or line break inside a name never breaks a row', () => {
    expect(file.rows[3]!.object_label).toBe(`<&>"' Sjögren x`);
  });

  it('CURIEs: an OBO code keeps one prefix, odd characters are escaped', () => {
    expect(curie('GO', 'GO:0005575')).toBe('GO:0005575');
    expect(curie('ICD10CM', 'I21.9')).toBe('ICD10CM:I21.9');
    expect(curie('MTH', 'a b/c')).toBe('MTH:a%20b%2Fc');
  });
});

describe('buildMappingExport', () => {
  it('names files like every export, page or all', () => {
    const cm = buildMappingExport({
      format: 'conceptmap',
      rows,
      meta,
      what: 'crosswalk MSH D009203',
      part: 1,
    });
    expect(cm.fileName).toMatch(/^crosswalk-MSH-D009203-conceptmap-2025AB-page-1-\d{8}-\d{4}\.json$/);
    expect(cm.blob.type).toBe('application/fhir+json;charset=utf-8');
    const sssom = buildMappingExport({
      format: 'sssom',
      rows,
      meta,
      what: 'crosswalk MSH D009203',
      part: 'all',
    });
    expect(sssom.fileName).toMatch(/^crosswalk-MSH-D009203-2025AB-all-\d{8}-\d{4}\.sssom\.tsv$/);
  });
});

describe('CSV', () => {
  const demoRow: MappingRow = {
    subject: { source: 'DOID', code: 'DOID:0080600', label: 'COVID-19' },
    object: { source: 'MSH', code: 'D000086382', label: 'COVID-19' },
    kind: 'exact',
    cui: 'C9000123',
  };
  const table = (text: string) =>
    Papa.parse<Record<string, string>>(
      text
        .replace(/^\uFEFF/, '')
        .split('\n')
        .filter((l) => !l.startsWith('#'))
        .join('\n'),
      { header: true, skipEmptyLines: true },
    ).data;

  it('on the emulator, a shared CUI the demo made up is noted as the demo’s own; a real CUI is not', () => {
    const isDemo = (id: string) => id.startsWith('C9');
    const out = table(toMappingCsv([...rows, demoRow], { ...meta, demoIds: isDemo }));
    const demo = out.find((r) => r['To code'] === 'D000086382');
    expect(demo?.['Shared CUI']).toBe('C9000123');
    expect(demo?.['Shared CUI note']).toBe(DEMO_CUI_NOTE);
    expect(demo?.Comment).toBe(
      `shares the demo's concept C9000123 (${DEMO_CUI_NOTE}; demo data of UMLS 2025AB)`,
    );
    expect(out.find((r) => r['To code'] === '22298006')?.['Shared CUI note']).toBe('');
    // The SSSOM file and the ConceptMap say the same in their comments.
    const sssom = toSssom([demoRow], { ...meta, demoIds: isDemo });
    expect(sssom).toContain(`shares the demo's concept C9000123 (${DEMO_CUI_NOTE}`);
    expect(sssom).not.toContain('shares CUI C9000123');
  });

  it('files of the real service, or with real CUIs only, keep their columns', () => {
    expect(Object.keys(table(toMappingCsv([...rows, demoRow], meta))[0]!)).not.toContain('Shared CUI note');
    const onlyReal = toMappingCsv(rows, { ...meta, demoIds: (id) => id.startsWith('C9') });
    expect(Object.keys(table(onlyReal)[0]!)).not.toContain('Shared CUI note');
  });
});
