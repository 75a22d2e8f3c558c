import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE } from '../../api/auth/credentials.ts';
import { buildExport } from './build.ts';
import { joinList, type ColumnSpec } from './columns.ts';
import { download } from './download.ts';
import { exportFileName, slug } from './fileName.ts';
import { toJson } from './json.ts';
import { assertNoApiKey, buildMeta, SecretInExportError } from './provenance.ts';

const KEY = 'a1b2c3d4-e5f6-7890-abcd-ef1234567890';
interface Row {
  cui: string;
  name: string;
  n: number | null;
}
const columns: ColumnSpec<Row>[] = [
  { header: 'CUI', key: 'cui', value: (r) => r.cui },
  { header: 'Preferred name', key: 'name', value: (r) => r.name },
  { header: 'N', key: 'n', value: (r) => r.n },
];
const rows: Row[] = [
  { cui: 'C1', name: 'Sjögren =x', n: -1 },
  { cui: 'C2', name: 'a\nb', n: null },
];
const now = new Date(2026, 10, 23, 22, 5);

describe('meta and JSON', () => {
  beforeEach(() => sessionStorage.setItem(API_KEY_STORAGE, KEY));
  afterEach(() => sessionStorage.clear());

  it('JSON holds meta (release, page, query, date, version, the guard) and rows with typed values', () => {
    const meta = buildMeta({
      title: 'search results',
      page: '/search?string=heart&release=2025AB',
      query: { pageSize: 25, sabs: ['MSH', 'ICD10CM'] },
      appVersion: '0.1.0',
      rowCount: 2,
      now,
    });
    const parsed = JSON.parse(toJson(rows, columns, meta));
    expect(parsed.meta).toEqual({
      title: 'search results',
      release: '2025AB',
      rxnormVersion: null,
      page: '/search',
      query: { string: 'heart', release: '2025AB', pageSize: '25', sabs: 'MSH,ICD10CM' },
      generatedAt: now.toISOString(),
      appVersion: '0.1.0',
      rowCount: 2,
      scope: 'page',
      pageNumber: 1,
      complete: true,
      versions: null,
      formulaGuard: expect.stringContaining('start with'),
    });
    expect(parsed.rows).toEqual([
      { cui: 'C1', name: 'Sjögren =x', n: -1 },
      { cui: 'C2', name: 'a\nb', n: null },
    ]);
  });

  it('JSON text is guarded as the CSV is: a formula neutralised, bidi controls named, numbers kept', () => {
    const meta = buildMeta({ title: 't', page: '/search', appVersion: '0', rowCount: 2, now });
    const hostile = [
      { cui: '@SUM(A1)', name: '\u202Eevil', n: -1 },
      { cui: '-', name: '=HYPERLINK("x")', n: 2 },
    ];
    const cols: ColumnSpec<(typeof hostile)[number]>[] = [
      { header: 'CUI', value: (r) => r.cui },
      { header: 'Name', value: (r) => r.name },
      { header: 'N', value: (r) => r.n },
    ];
    expect(JSON.parse(toJson(hostile, cols, meta)).rows).toEqual([
      { CUI: "'@SUM(A1)", Name: '[U+202E]evil', N: -1 },
      { CUI: '-', Name: `'=HYPERLINK("x")`, N: 2 },
    ]);
  });

  it('keeps every value of a repeated page parameter', () => {
    const meta = buildMeta({
      title: 'brands',
      page: '/drugs?by=brands&ingredient=lisinopril&ingredient=hydrochlorothiazide',
      release: 'current',
      rowCount: 1,
      appVersion: '1.0.0',
    });
    expect(meta.query).toEqual({ by: 'brands', ingredient: 'lisinopril,hydrochlorothiazide' });
  });

  it('drops credential parameters from the recorded query', () => {
    const meta = buildMeta({
      title: 't',
      page: `/search?string=x&apiKey=${KEY}&ticket=ST-1`,
      query: { apikey: KEY },
      appVersion: '1',
      rowCount: 0,
    });
    expect(meta.query).toEqual({ string: 'x' });
  });

  it('no file contains the API key held in sessionStorage, CSV (with its provenance line) or JSON', () => {
    for (const format of ['csv', 'json'] as const) {
      const out = buildExport({
        format,
        rows,
        columns,
        what: 'search',
        meta: { title: 't', page: `/search?string=x&apiKey=${KEY}`, appVersion: '1', now },
      });
      expect(out.text).not.toContain(KEY);
      expect(out.text).not.toContain('apiKey');
    }
  });

  it('refuses to write a file whose cells would carry the key', () => {
    const leaky = [{ cui: KEY, name: '', n: 0 }];
    expect(() =>
      buildExport({
        format: 'csv',
        rows: leaky,
        columns,
        what: 'x',
        meta: { title: 't', page: '/', appVersion: '1' },
      }),
    ).toThrow(SecretInExportError);
    expect(() =>
      buildExport({
        format: 'json',
        rows: leaky,
        columns,
        what: 'x',
        meta: { title: 't', page: '/', appVersion: '1' },
      }),
    ).toThrow(SecretInExportError);
    expect(assertNoApiKey('nothing here')).toBe('nothing here');
  });

  it('the CSV provenance line records release, page, query and versions, always first', () => {
    const base = {
      format: 'csv' as const,
      rows,
      columns,
      what: 'search heart',
      meta: {
        title: 'search results',
        page: '/search?string=heart',
        release: '2025AB',
        appVersion: '0.1.0',
        now,
      },
    };
    // Every CSV starts with its provenance line, then the header.
    const commented = buildExport(base);
    const [first, guard, header] = commented.text.slice(1).split('\r\n');
    expect(first).toBe(
      `# search results; release 2025AB; page 1; from /search?string=heart; generated ${now.toISOString()}; 2 rows; app 0.1.0`,
    );
    expect(guard).toMatch(/^# formula guard: /);
    expect(header!.startsWith('CUI,')).toBe(true);
    expect(commented.fileName).toBe('search-heart-2025AB-page-1-20261123-2205.csv');
    expect(commented.blob.type).toBe('text/csv;charset=utf-8');
    // with the sources' own versions when the app read them
    const versioned = buildExport({
      ...base,
      meta: { ...base.meta, versions: 'UMLS release 2025AB; MSH 2017' },
    });
    expect(versioned.text.slice(1).split('\r\n')[0]).toMatch(
      /; app 0\.1\.0; versions: UMLS release 2025AB; MSH 2017$/,
    );
  });
});

describe('one convention for values', () => {
  interface Hit {
    cui: string;
    stys: readonly string[] | null;
    note: string;
  }
  const hitColumns: ColumnSpec<Hit>[] = [
    { header: 'CUI', key: 'cui', value: (h) => h.cui },
    { header: 'Semantic types', key: 'semanticTypes', value: (h) => joinList(h.stys) },
    { header: 'Note', key: 'note', value: (h) => h.note },
  ];
  const hits: Hit[] = [
    { cui: 'C1', stys: ['Disease or Syndrome', 'Finding'], note: '' },
    { cui: 'C2', stys: null, note: 'x' },
  ];
  const meta = { title: 't', page: '/search', release: '2025AB', appVersion: '1', now };

  it('JSON: lists are arrays and an absent value is null, never ""', () => {
    const out = buildExport({ format: 'json', rows: hits, columns: hitColumns, what: 'x', meta });
    expect(JSON.parse(out.text).rows).toEqual([
      { cui: 'C1', semanticTypes: ['Disease or Syndrome', 'Finding'], note: null },
      { cui: 'C2', semanticTypes: [], note: 'x' },
    ]);
  });

  it('CSV: the same rows, lists joined with "; ", absent values empty; the long file says so in its name', () => {
    const wide = buildExport({ format: 'csv', rows: hits, columns: hitColumns, what: 'x', meta });
    expect(wide.text.slice(1).split('\r\n').slice(3, 5)).toEqual([
      'C1,Disease or Syndrome; Finding,',
      'C2,,x',
    ]);
    const long = buildExport({
      format: 'csv',
      rows: hits,
      columns: hitColumns,
      what: 'x',
      meta,
      csvLong: true,
    });
    expect(long.text.slice(1).split('\r\n').slice(3, 6)).toEqual([
      'C1,Disease or Syndrome,',
      'C1,Finding,',
      'C2,,x',
    ]);
    expect(long.fileName).toMatch(/^x-long-2025AB-page-1-/);
  });
});

describe('page and all-pages files', () => {
  const base = {
    rows,
    columns,
    what: 'search heart',
    meta: {
      title: 'search results',
      page: '/search?string=heart&pageNumber=3',
      release: '2025AB',
      appVersion: '1',
      now,
    },
  };
  it('a "this page" file says which page, in its meta, its comment and its name', () => {
    const out = buildExport({ ...base, format: 'json' });
    expect(JSON.parse(out.text).meta).toMatchObject({ scope: 'page', pageNumber: 3 });
    expect(out.fileName).toBe('search-heart-2025AB-page-3-20261123-2205.json');
    const csv = buildExport({ ...base, format: 'csv' });
    expect(csv.text).toContain('; page 3; ');
  });
  it('an "all pages" file is named "all", so it never overwrites a page file', () => {
    const out = buildExport({ ...base, format: 'json', meta: { ...base.meta, scope: 'all' } });
    expect(JSON.parse(out.text).meta).toMatchObject({ scope: 'all', pageNumber: null });
    expect(out.fileName).toBe('search-heart-2025AB-all-20261123-2205.json');
  });
  it('other lists carry their page in `page`; drug content names its RxNorm version', () => {
    const out = buildExport({
      ...base,
      format: 'csv',
      meta: { ...base.meta, page: '/crosswalk/MSH/D1?page=2', rxnormVersion: '03-Nov-2025' },
    });
    expect(out.fileName).toContain('-page-2-');
    expect(out.text).toContain('; release 2025AB; RxNorm 03-Nov-2025; page 2; ');
  });
});

describe('file names', () => {
  it('are <what>-<release>[-page-N|-all]-<yyyymmdd-hhmm>.<ext>, safe on every file system', () => {
    expect(exportFileName('x', '2025AB', 'tsv', now, 'all')).toBe('x-2025AB-all-20261123-2205.tsv');
    expect(exportFileName('x', '2025AB', 'csv', now, 0)).toBe('x-2025AB-page-1-20261123-2205.csv');
    expect(exportFileName('concept atoms C0018681', 'current', 'json', now)).toBe(
      'concept-atoms-C0018681-current-20261123-2205.json',
    );
    expect(exportFileName('Sjögren/../<x>:"?', '2025AB', 'csv', now)).toBe(
      'Sjogren-..-x-2025AB-20261123-2205.csv',
    );
    expect(exportFileName('', '', 'csv', now)).toBe('export-current-20261123-2205.csv');
    expect(slug('x'.repeat(100))).toHaveLength(60);
  });
});

describe('download', () => {
  it('clicks a temporary link with the file name, then removes it', () => {
    const create = vi.fn(() => 'blob:x');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    vi.useFakeTimers();
    download(new Blob(['a']), 'f.csv');
    expect(clicked[0]?.download).toBe('f.csv');
    expect(clicked[0]?.href).toBe('blob:x');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith('blob:x');
    vi.useRealTimers();
    spy.mockRestore();
  });
});
