import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDataset } from '../dataset/load.ts';
import type { Dataset } from '../dataset/model.ts';
import { stems } from './search/normalize.ts';
import { MAX_SEARCH_PAGE_SIZE } from './wire/envelope.ts';
import { client, startTestEmulator, testConfig } from '../testing/emulator.ts';

// Each file starts real emulators (dataset load + search indexes); on a busy CI machine that
// takes seconds, far beyond the default hook timeout.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/** `/search/{version}` on the real built dataset (reference §5.1). */
let base = '';
let close: () => Promise<void>;
let ds: Dataset;
let release = '';
let api: ReturnType<typeof client>;
const ORIGIN = 'https://uts-ws.nlm.nih.gov';
/** Myocardial infarction: DOID:5844 (synonym "heart attack") and MSH D009203. */
const MI = 'C0027051';
/** The concept(s) of ICD-10-CM I21 "Acute myocardial infarction" in the built data. */
const cuisOf = (sab: string, id: string) => ds.sourceConcepts.get(`${sab}|${id}`)?.cuis ?? [];

beforeAll(async () => {
  ds = await loadDataset();
  release = ds.release.umlsRelease;
  ({ url: base, close } = await startTestEmulator(testConfig()));
  api = client(base);
});
afterAll(() => close());

type Hit = { ui: string; rootSource: string; uri: string; name: string };
const search = async (params: Record<string, string>) =>
  (await api.json('/rest/search/current', params)) as {
    pageSize: number;
    pageNumber: number;
    result: { classType: string; results: Hit[]; recCount?: number };
  };
const uis = async (params: Record<string, string>) => (await search(params)).result.results.map((h) => h.ui);

describe('search envelope', () => {
  it('serves at most 200 hits a page (DOC-WIP), and says so in pageSize', async () => {
    const body = await search({ string: 'a', searchType: 'rightTruncation', pageSize: '1000000' });
    expect(body.pageSize).toBe(MAX_SEARCH_PAGE_SIZE);
    expect(body.result.results).toHaveLength(MAX_SEARCH_PAGE_SIZE);
    expect(body.result.recCount).toBeGreaterThan(MAX_SEARCH_PAGE_SIZE);
    const second = await search({
      string: 'a',
      searchType: 'rightTruncation',
      pageSize: '1000000',
      pageNumber: '2',
    });
    expect(second.result.results[0]!.ui).not.toBe(body.result.results[0]!.ui);
  });

  it('has no pageCount; result is searchResults with hits of exactly ui, rootSource, uri, name', async () => {
    const body = await search({ string: 'heart' });
    expect(Object.keys(body)).toEqual(['pageSize', 'pageNumber', 'result']);
    expect(body.result.classType).toBe('searchResults');
    expect(body.result.results.length).toBe(25);
    for (const h of body.result.results) {
      expect(Object.keys(h)).toEqual(['ui', 'rootSource', 'uri', 'name']);
      expect(h.uri).toBe(`${ORIGIN}/rest/content/${release}/CUI/${h.ui}`);
    }
    expect(body.result.recCount).toBeGreaterThan(25);
  });

  it('pages partition the hits; past the last page the results are an empty list (modern form)', async () => {
    const { result } = await search({ string: 'infarction', pageSize: '7' });
    const total = result.recCount!;
    const all: string[] = [];
    for (let p = 1; p <= Math.ceil(total / 7); p++)
      all.push(...(await uis({ string: 'infarction', pageSize: '7', pageNumber: String(p) })));
    expect(all.length).toBe(total);
    expect(new Set(all).size).toBe(total);
    const past = await search({
      string: 'infarction',
      pageSize: '7',
      pageNumber: String(Math.ceil(total / 7) + 1),
    });
    expect(past.result).toEqual({ classType: 'searchResults', results: [], recCount: total });
  });

  it('a search with no hits answers 200 with an empty list', async () => {
    const res = await api.get('/rest/search/current', { string: 'zzxqvw nonexistentword' });
    expect(res.status).toBe(200);
    expect((await res.json()).result).toEqual({ classType: 'searchResults', results: [], recCount: 0 });
  });

  it('an empty sabs= finds nothing, as the real service warns', async () => {
    expect(await uis({ string: 'heart', sabs: '' })).toEqual([]);
  });
});

describe('legacy end of results (config.legacySearchEnd)', () => {
  it('past the end and on no hits: one NONE / NO RESULTS row without rootSource or uri, and no recCount', async () => {
    const legacy = await startTestEmulator(testConfig({ legacySearchEnd: true }));
    try {
      const lapi = client(legacy.url);
      const none = await lapi.json('/rest/search/current', { string: 'zzxqvw' });
      expect(none).toEqual({
        pageSize: 25,
        pageNumber: 1,
        result: { classType: 'searchResults', results: [{ ui: 'NONE', name: 'NO RESULTS' }] },
      });
      const first = await lapi.json('/rest/search/current', { string: 'heart attack' });
      expect(first.result.results[0].ui).toBe(MI);
      expect(first.result).not.toHaveProperty('recCount');
      const past = await lapi.json('/rest/search/current', { string: 'heart attack', pageNumber: '500' });
      expect(past.result.results).toEqual([{ ui: 'NONE', name: 'NO RESULTS' }]);
    } finally {
      await legacy.close();
    }
  });
});

describe('term search on real data', () => {
  it('plural query words find singular names: "heart attacks" finds myocardial infarction first', async () => {
    expect((await uis({ string: 'heart attacks' }))[0]).toBe(MI);
    expect((await uis({ string: 'heart attack' }))[0]).toBe(MI);
    expect((await uis({ string: 'myocardial infarctions' }))[0]).toBe(MI);
  });

  it("a concept row names the concept and its preferred atom's source", async () => {
    const [hit] = (await search({ string: 'heart attack' })).result.results;
    const c = ds.concepts.get(MI)!;
    expect(hit).toEqual({
      ui: MI,
      rootSource: ds.atoms.get(c.auis[0]!)!.sab,
      uri: `${ORIGIN}/rest/content/${release}/CUI/${MI}`,
      name: c.name,
    });
  });

  it('search types: exact, rightTruncation, leftTruncation, normalizedString, normalizedWords', async () => {
    expect(await uis({ string: 'myocardial infarction', searchType: 'exact' })).toContain(MI);
    expect(await uis({ string: 'myocardial', searchType: 'exact' })).not.toContain(MI);
    expect(
      await uis({ string: 'myocardial infarc', searchType: 'rightTruncation', pageSize: '200' }),
    ).toContain(MI);
    const left = (
      await search({
        string: 'infarction',
        searchType: 'leftTruncation',
        returnIdType: 'aui',
        pageSize: '200',
      })
    ).result.results;
    expect(left.length).toBeGreaterThan(0);
    for (const h of left) expect(h.name.toLowerCase().endsWith('infarction')).toBe(true);
    expect(await uis({ string: 'infarctions, myocardial', searchType: 'normalizedString' })).toContain(MI);
    expect((await uis({ string: 'the attacks of the heart', searchType: 'normalizedWords' }))[0]).toBe(MI);
    expect(await uis({ string: 'the attacks of the heart', searchType: 'words' })).toEqual([]);
  });

  it('partialSearch: hits with all words first, then one word fewer, down to one', async () => {
    const query = 'acute myocardial infarction heart';
    // A page holds at most 200 hits (the service's cap): the first page and the last are read,
    // the last found by doubling the page number and then halving the gap.
    const page = async (n: number) =>
      (
        await search({
          string: query,
          partialSearch: 'true',
          returnIdType: 'aui',
          pageSize: '200',
          pageNumber: String(n),
        })
      ).result.results;
    const wanted = new Set(stems(query));
    const countsOf = (hits: Array<{ name: string }>) =>
      hits.map((h) => new Set(stems(h.name).filter((s) => wanted.has(s))).size);
    const first = await page(1);
    let full = 1;
    while ((await page(full * 2)).length) full *= 2;
    let empty = full * 2;
    while (empty - full > 1) {
      const mid = Math.floor((full + empty) / 2);
      if ((await page(mid)).length) full = mid;
      else empty = mid;
    }
    const counts = [...countsOf(first), ...countsOf(await page(full))];
    // No demo name holds all four words: three-word names lead, and the list runs down to one.
    expect(counts[0]).toBe(3);
    expect(first[0]!.name.toLowerCase()).toContain('acute myocardial infarction');
    expect(counts.at(-1)).toBe(1);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]!);
    // Without partialSearch every hit must hold every word: none here.
    expect((await search({ string: query })).result.results).toEqual([]);
    const strict = (
      await search({ string: 'acute myocardial infarction', returnIdType: 'aui', pageSize: '300' })
    ).result.results;
    expect(strict.length).toBeGreaterThan(0);
    for (const h of strict) expect(new Set(stems(h.name).filter((s) => wanted.has(s))).size).toBe(3);
  });

  it('returnIdType=code with sabs returns source codes with source URLs', async () => {
    const hits = (
      await search({
        string: 'myocardial infarction',
        sabs: 'ICD10CM',
        returnIdType: 'code',
        pageSize: '100',
      })
    ).result.results;
    expect(hits.length).toBeGreaterThan(1);
    for (const h of hits) {
      expect(h.rootSource).toBe('ICD10CM');
      expect(h.uri).toBe(`${ORIGIN}/rest/content/${release}/source/ICD10CM/${h.ui}`);
    }
    expect(hits.map((h) => h.ui)).toContain('I21');
  });

  it('returnIdType=aui returns atoms with AUI URLs', async () => {
    const hits = (await search({ string: 'heart attack', returnIdType: 'aui' })).result.results;
    // Two atoms match exactly: Disease Ontology's synonym and MeSH's entry term.
    expect(
      hits
        .slice(0, 2)
        .map((h) => `${h.rootSource} ${h.name}`)
        .sort(),
    ).toEqual(['DOID heart attack', 'MSH Heart Attack']);
    for (const h of hits.slice(0, 2)) {
      expect(h.uri).toBe(`${ORIGIN}/rest/content/${release}/AUI/${h.ui}`);
      expect(ds.atoms.get(h.ui)!.cui).toBe(MI);
    }
  });

  it('semanticTypes and semanticGroups keep only concepts of those types', async () => {
    const typed = await uis({ string: 'heart', semanticTypes: 'T047', pageSize: '200' });
    expect(typed.length).toBeGreaterThan(0);
    for (const cui of typed) expect(ds.concepts.get(cui)!.semanticTypes).toContain('T047');
    const grouped = await uis({ string: 'heart', semanticGroups: 'Disorders', pageSize: '200' });
    const diso = new Set(ds.semanticGroups.get('DISO')!.tuis);
    for (const cui of grouped)
      expect(ds.concepts.get(cui)!.semanticTypes.some((t) => diso.has(t))).toBe(true);
    expect(grouped).toContain(MI);
    expect(await uis({ string: 'heart attack', semanticGroups: 'Chemicals & Drugs' })).not.toContain(MI);
  });
});

describe('MeSH terms (MH, PEP, ET, PM) as atoms', () => {
  const hits = async (params: Record<string, string>) => (await search(params)).result.results;
  const codes = async (params: Record<string, string>) =>
    (await hits({ sabs: 'MSH', returnIdType: 'code', pageSize: '100', ...params })).map((h) => h.ui);

  it('"heart attack" with sabs=MSH finds D009203 (Myocardial Infarction) as an ET atom', async () => {
    expect(await uis({ string: 'heart attack', sabs: 'MSH' })).toEqual([MI]);
    const [atom] = await hits({ string: 'heart attack', sabs: 'MSH', returnIdType: 'aui' });
    expect(atom).toMatchObject({ name: 'Heart Attack', rootSource: 'MSH' });
    const { result } = await api.json(`/rest/content/current/AUI/${atom!.ui}`);
    expect(result).toMatchObject({
      termType: 'ET',
      rootSource: 'MSH',
      name: 'Heart Attack',
      code: `${ORIGIN}/rest/content/${release}/source/MSH/D009203`,
      concept: `${ORIGIN}/rest/content/${release}/CUI/${MI}`,
    });
    // As a code, the hit is the descriptor, named by its heading.
    expect(await hits({ string: 'heart attack', sabs: 'MSH', returnIdType: 'code' })).toEqual([
      {
        ui: 'D009203',
        rootSource: 'MSH',
        uri: `${ORIGIN}/rest/content/${release}/source/MSH/D009203`,
        name: 'Myocardial Infarction',
      },
    ]);
  });

  it('every search type finds an entry term: exact, words, normalised, truncated', async () => {
    expect(await codes({ string: 'Heart attack', searchType: 'exact' })).toEqual(['D009203']);
    expect(await codes({ string: 'attack heart', searchType: 'words' })).toContain('D009203');
    expect(await codes({ string: 'attacks, heart', searchType: 'normalizedString' })).toEqual(['D009203']);
    expect(await codes({ string: 'the attacks of a heart', searchType: 'normalizedWords' })).toContain(
      'D009203',
    );
    expect(await codes({ string: 'cardiovascular strok', searchType: 'rightTruncation' })).toEqual([
      'D009203',
    ]);
    // A permuted form (PM) is an atom too.
    const [pm] = await hits({
      string: 'Infarcts, Myocardial',
      searchType: 'exact',
      sabs: 'MSH',
      returnIdType: 'aui',
    });
    expect(ds.atoms.get(pm!.ui)).toMatchObject({
      tty: 'PM',
      code: 'D009203',
      saui: 'T027448',
      scui: 'M0014340',
    });
  });

  it('an entry term two descriptors share (as normalised) finds both, each its own concept', async () => {
    // Basal Cell Nevus Syndrome: "Gorlin-Goltz Syndrome"; Focal Dermal Hypoplasia: "Goltz-Gorlin Syndrome".
    const query = { string: 'Gorlin-Goltz Syndrome', searchType: 'normalizedString' };
    expect((await codes(query)).sort()).toEqual(['D001478', 'D005489']);
    const cuis = await uis({ ...query, sabs: 'MSH' });
    expect(cuis.sort()).toEqual([...cuisOf('MSH', 'D001478'), ...cuisOf('MSH', 'D005489')].sort());
    expect(new Set(cuis).size).toBe(2);
  });

  it("a term that is another descriptor's heading finds both descriptors, neither merged", async () => {
    // "Hydrogel": D020136's 2017 heading, and an entry term of Hydrogels (D020100) in 2022.
    const found = await hits({ string: 'hydrogel', searchType: 'exact', sabs: 'MSH', returnIdType: 'code' });
    expect(found.map((h) => `${h.ui} ${h.name}`).sort()).toEqual(['D020100 Hydrogels', 'D020136 Hydrogel']);
    const cuis = await uis({ string: 'hydrogel', searchType: 'exact', sabs: 'MSH' });
    expect(cuis).toHaveLength(2);
  });

  it('finds a descriptor added after 2017 by its terms', async () => {
    expect(await codes({ string: 'SARS-CoV-2 Infection', searchType: 'exact' })).toEqual(['D000086382']);
    expect(await codes({ string: 'COVID-19', searchType: 'exact' })).toEqual(['D000086382']);
  });

  it('a MeSH concept (ConceptUI) is a source concept: found by inputType, returned by returnIdType', async () => {
    const songbirds = cuisOf('MSH', 'D020308');
    expect(await uis({ string: 'M0455363', inputType: 'sourceConcept', searchType: 'exact' })).toEqual(
      songbirds,
    );
    expect(
      await uis({ string: 'M0455363', inputType: 'sourceUi', searchType: 'exact', sabs: 'MSH' }),
    ).toEqual(songbirds);
    expect(
      await hits({ string: 'Turdidae', searchType: 'exact', sabs: 'MSH', returnIdType: 'sourceConcept' }),
    ).toEqual([
      {
        ui: 'M0455363',
        rootSource: 'MSH',
        uri: `${ORIGIN}/rest/content/${release}/source/MSH/M0455363`,
        name: 'Thrushes',
      },
    ]);
    expect(
      await hits({ string: 'Turdidae', searchType: 'exact', sabs: 'MSH', returnIdType: 'sourceDescriptor' }),
    ).toEqual([
      {
        ui: 'D020308',
        rootSource: 'MSH',
        uri: `${ORIGIN}/rest/content/${release}/source/MSH/D020308`,
        name: 'Songbirds',
      },
    ]);
  });
});

describe('code search on real data', () => {
  it('ICD10CM code → CUI with inputType=sourceUi, searchType=exact', async () => {
    const hits = (
      await search({ string: 'I21', inputType: 'sourceUi', searchType: 'exact', sabs: 'ICD10CM' })
    ).result.results;
    expect(cuisOf('ICD10CM', 'I21')).toHaveLength(1);
    expect(hits.map((h) => h.ui)).toEqual(cuisOf('ICD10CM', 'I21'));
    expect(hits[0]!.rootSource).toBe('ICD10CM');
    // A dotted code, as typed, and nothing for a code of another source.
    expect(await uis({ string: 'I21.A1', inputType: 'code', searchType: 'exact', sabs: 'ICD10CM' })).toEqual(
      cuisOf('ICD10CM', 'I21.A1'),
    );
    expect(await uis({ string: 'I21', inputType: 'sourceUi', searchType: 'exact', sabs: 'MSH' })).toEqual([]);
  });

  it('MSH descriptor → CUI, and → the code itself with returnIdType=code', async () => {
    expect(await uis({ string: 'D009203', inputType: 'sourceUi', searchType: 'exact', sabs: 'MSH' })).toEqual(
      [MI],
    );
    expect(await uis({ string: 'D009203', inputType: 'sourceDescriptor', searchType: 'exact' })).toEqual([
      MI,
    ]);
    const code = (
      await search({
        string: 'D009203',
        inputType: 'sourceUi',
        searchType: 'exact',
        sabs: 'MSH',
        returnIdType: 'code',
      })
    ).result.results;
    expect(code).toEqual([
      {
        ui: 'D009203',
        rootSource: 'MSH',
        uri: `${ORIGIN}/rest/content/${release}/source/MSH/D009203`,
        name: 'Myocardial Infarction',
      },
    ]);
  });

  it('the concepts link of a SourceAtomCluster is a working search', async () => {
    const { result } = await api.json('/rest/content/current/source/ICD10CM/I21');
    const link = new URL(result.concepts.replace(ORIGIN, base));
    link.searchParams.set('apiKey', 'demo-0000-emulator-key');
    const body = await (await fetch(link)).json();
    expect(body.result.results.map((h: Hit) => h.ui)).toEqual(cuisOf('ICD10CM', 'I21'));
  });

  it("a CUI with returnIdType=code and sabs lists that concept's codes", async () => {
    const hits = await uis({ string: MI, sabs: 'MSH,DOID', returnIdType: 'code' });
    expect(hits.sort()).toEqual(['D009203', 'DOID:5844']);
  });
});
