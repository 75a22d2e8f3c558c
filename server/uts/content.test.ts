import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDataset } from '../dataset/load.ts';
import { sourceKey, type Atom, type Dataset, type SourceConcept } from '../dataset/model.ts';
import { client, startTestEmulator, startUtsOver, testConfig } from '../testing/emulator.ts';
import { MAX_PAGE_SIZE } from './wire/envelope.ts';

// Each file starts real emulators (dataset load + search indexes); on a busy CI machine that
// takes seconds, far beyond the default hook timeout.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/**
 * The content endpoints against the built dataset, field by field against the wire
 * reference (§4, §5.3–§5.9). Fixtures are picked from the model so the test checks the
 * serialisation of whatever the data holds, and names the quirk each assertion pins.
 */
let base = '';
let close: () => Promise<void>;
let ds: Dataset;
let release = '';
let api: ReturnType<typeof client>;
const ORIGIN = 'https://uts-ws.nlm.nih.gov';

beforeAll(async () => {
  ds = await loadDataset();
  release = ds.release.umlsRelease;
  ({ url: base, close } = await startTestEmulator(testConfig()));
  api = client(base);
});
afterAll(() => close());

const content = (path: string) => `${ORIGIN}/rest/content/${release}${path}`;
const find = <T>(items: Iterable<T>, pred: (t: T) => boolean, what: string): T => {
  for (const t of items) if (pred(t)) return t;
  throw new Error(`dataset has no ${what}`);
};
const kids = (s: SourceConcept) => ds.sourceChildren.get(sourceKey(s.sab, s.id)) ?? [];

describe('envelope and release in URLs', () => {
  it('serves at most 1000 items a page, and says so in pageSize: a whole hierarchy is not one answer', async () => {
    // GO's root, biological_process: tens of thousands of descendants (26 MB in one answer before).
    const path = '/rest/content/current/source/GO/GO:0008150/descendants';
    const res = await api.get(path, { pageSize: '1000000' });
    const text = await res.text();
    const body = JSON.parse(text) as { pageSize: number; pageCount: number; result: unknown[] };
    expect(body.pageSize).toBe(MAX_PAGE_SIZE);
    expect(body.result).toHaveLength(MAX_PAGE_SIZE);
    expect(body.pageCount).toBeGreaterThan(10);
    expect(text.length).toBeLessThan(2_000_000);
    // The pages a client walks at that size meet: the last holds what is left.
    const last = await api.json(path, { pageSize: '1000', pageNumber: String(body.pageCount) });
    expect(last.result.length).toBeGreaterThan(0);
    expect(last.result.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  it('single-object results carry pageSize 25, pageNumber 1, pageCount 1 and a result object', async () => {
    const cui = ds.concepts.keys().next().value as string;
    const body = await api.json(`/rest/content/current/CUI/${cui}`, { pageSize: '3', pageNumber: '1' });
    expect(Object.keys(body)).toEqual(['pageSize', 'pageNumber', 'pageCount', 'result']);
    expect(body).toMatchObject({ pageSize: 25, pageNumber: 1, pageCount: 1 });
    expect(Array.isArray(body.result)).toBe(false);
  });

  it('links name the release, never "current"', async () => {
    const c = find(
      ds.concepts.values(),
      (x) => (ds.relationsByCui.get(x.cui)?.length ?? 0) > 0,
      'concept with relations',
    );
    for (const path of [`/CUI/${c.cui}`, `/CUI/${c.cui}/atoms`, `/CUI/${c.cui}/relations`]) {
      const text = await (await api.get(`/rest/content/current${path}`)).text();
      expect(text).not.toMatch(/\/current\//);
      expect(text).toContain(`/rest/content/${release}/`);
    }
  });

  it('pageCount is the number of pages at the asked pageSize; pages partition the list', async () => {
    const c = find(
      ds.concepts.values(),
      (x) => (ds.relationsByCui.get(x.cui)?.length ?? 0) >= 5,
      'concept with 5+ relations',
    );
    const total = ds.relationsByCui.get(c.cui)!.filter((r) => !r.obsolete && !r.suppressible).length;
    const seen: string[] = [];
    const first = await api.json(`/rest/content/current/CUI/${c.cui}/relations`, { pageSize: '2' });
    expect(first).toMatchObject({ pageSize: 2, pageNumber: 1, pageCount: Math.ceil(total / 2) });
    for (let p = 1; p <= first.pageCount; p++) {
      const page = await api.json(`/rest/content/current/CUI/${c.cui}/relations`, {
        pageSize: '2',
        pageNumber: String(p),
      });
      expect(page.pageNumber).toBe(p);
      seen.push(...page.result.map((r: { ui: string }) => r.ui));
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('Concept /CUI/{cui}', () => {
  it('has the documented fields in order, real booleans, MM-DD-YYYY dates and cvMemberCount (lower-case v)', async () => {
    const c = find(
      ds.concepts.values(),
      (x) => (ds.definitionsByCui.get(x.cui)?.length ?? 0) > 0,
      'concept with definitions',
    );
    const { result } = await api.json(`/rest/content/current/CUI/${c.cui}`);
    expect(Object.keys(result)).toEqual([
      'classType',
      'ui',
      'suppressible',
      'dateAdded',
      'majorRevisionDate',
      'status',
      'semanticTypes',
      'atomCount',
      'attributeCount',
      'cvMemberCount',
      'atoms',
      'definitions',
      'relations',
      'defaultPreferredAtom',
      'relationCount',
      'name',
    ]);
    expect(result).toMatchObject({
      classType: 'Concept',
      ui: c.cui,
      name: c.name,
      suppressible: c.suppressible,
      status: c.status,
      atomCount: c.auis.length,
      cvMemberCount: 0,
      atoms: content(`/CUI/${c.cui}/atoms`),
      definitions: content(`/CUI/${c.cui}/definitions`),
      defaultPreferredAtom: content(`/CUI/${c.cui}/atoms/preferred`),
    });
    expect(result.dateAdded).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(result.majorRevisionDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(result).not.toHaveProperty('cVMemberCount');
    expect(result.semanticTypes).toEqual(
      c.semanticTypes.map((tui) => ({
        name: ds.semanticTypes.get(tui)!.name,
        uri: `${ORIGIN}/rest/semantic-network/${release}/TUI/${tui}`,
      })),
    );
  });

  it('definitions and relations are "NONE" when the concept has none', async () => {
    const c = find(
      ds.concepts.values(),
      (x) => !ds.definitionsByCui.get(x.cui)?.length && !ds.relationsByCui.get(x.cui)?.length,
      'concept without definitions and relations',
    );
    const { result } = await api.json(`/rest/content/current/CUI/${c.cui}`);
    expect(result.definitions).toBe('NONE');
    expect(result.relations).toBe('NONE');
    expect(result.relationCount).toBe(0);
    // ...and the list endpoints have nothing to page: 404.
    expect((await api.get(`/rest/content/current/CUI/${c.cui}/definitions`)).status).toBe(404);
  });

  it('definitions: classType, sourceOriginated, rootSource, value; no ui; sabs filter', async () => {
    const c = find(
      ds.concepts.values(),
      (x) => (ds.definitionsByCui.get(x.cui)?.length ?? 0) > 0,
      'concept with definitions',
    );
    const defs = ds.definitionsByCui.get(c.cui)!;
    const body = await api.json(`/rest/content/current/CUI/${c.cui}/definitions`);
    expect(body.result[0]).toEqual({
      classType: 'Definition',
      sourceOriginated: defs[0]!.sourceOriginated,
      rootSource: defs[0]!.sab,
      value: defs[0]!.value,
    });
    expect(
      (await api.get(`/rest/content/current/CUI/${c.cui}/definitions`, { sabs: 'NOSUCHSAB' })).status,
    ).toBe(404);
  });
});

describe('Atom', () => {
  it('flags are strings, parents/children "NONE" but ancestors/descendants null on a lone atom', async () => {
    const a = find(
      ds.atoms.values(),
      (x) => !ds.atomParents.has(x.aui) && !ds.atomChildren.has(x.aui) && !x.suppressible,
      'atom outside any hierarchy',
    );
    const { result } = await api.json(`/rest/content/current/AUI/${a.aui}`);
    expect(Object.keys(result)).toEqual([
      'classType',
      'ui',
      'suppressible',
      'obsolete',
      'rootSource',
      'termType',
      'code',
      'concept',
      'sourceConcept',
      'sourceDescriptor',
      'attributes',
      'parents',
      'ancestors',
      'children',
      'descendants',
      'relations',
      'name',
      'language',
    ]);
    expect(result).toMatchObject({
      classType: 'Atom',
      ui: a.aui,
      name: a.name,
      termType: a.tty,
      rootSource: a.sab,
      language: a.language,
      suppressible: 'false',
      obsolete: String(a.obsolete),
      code: content(`/source/${a.sab}/${a.code}`),
      concept: content(`/CUI/${a.cui}`),
      parents: 'NONE',
      children: 'NONE',
      ancestors: null,
      descendants: null,
    });
  });

  it('sourceConcept / sourceDescriptor link or say "NONE" by the source\'s id kind', async () => {
    const withSdui = find(
      ds.atoms.values(),
      (x) => x.sdui !== null && x.scui === null,
      'atom with only a source descriptor',
    );
    const r1 = (await api.json(`/rest/content/current/AUI/${withSdui.aui}`)).result;
    expect(r1.sourceDescriptor).toBe(content(`/source/${withSdui.sab}/${withSdui.sdui}`));
    expect(r1.sourceConcept).toBe('NONE');
    const withScui = find(
      ds.atoms.values(),
      (x) => x.scui !== null && x.sdui === null,
      'atom with only a source concept',
    );
    const r2 = (await api.json(`/rest/content/current/AUI/${withScui.aui}`)).result;
    expect(r2.sourceConcept).toBe(content(`/source/${withScui.sab}/${withScui.scui}`));
    expect(r2.sourceDescriptor).toBe('NONE');
  });

  it('a leaf atom: children "NONE", descendants null, parents and ancestors linked', async () => {
    const aui = find(
      ds.atomParents.keys(),
      (x) => ds.atomParents.get(x)!.length > 0 && !ds.atomChildren.get(x)?.length,
      'leaf atom',
    );
    const { result } = await api.json(`/rest/content/current/AUI/${aui}`);
    expect(result).toMatchObject({
      children: 'NONE',
      descendants: null,
      parents: content(`/AUI/${aui}/parents`),
      ancestors: content(`/AUI/${aui}/ancestors`),
    });
    expect((await api.get(`/rest/content/current/AUI/${aui}/children`)).status).toBe(404);
  });

  it('parents, children, ancestors and descendants are Atom lists consistent with the hierarchy', async () => {
    const aui = find(
      ds.atomParents.keys(),
      (x) => ds.atomParents.get(x)!.length > 0 && (ds.atomChildren.get(x)?.length ?? 0) > 0,
      'inner atom',
    );
    const uis = async (sub: string) =>
      (await api.json(`/rest/content/current/AUI/${aui}/${sub}`, { pageSize: '100000' })).result.map(
        (r: { classType: string; ui: string }) => {
          expect(r.classType).toBe('Atom');
          return r.ui;
        },
      );
    expect(await uis('parents')).toEqual(ds.atomParents.get(aui));
    expect(await uis('children')).toEqual(ds.atomChildren.get(aui));
    const ancestors: string[] = await uis('ancestors');
    // Nearest parent last (the MSH sample ends with the immediate parent).
    expect(ds.atomParents.get(aui)).toContain(ancestors.at(-1));
    for (const p of ds.atomParents.get(aui)!) expect(ancestors).toContain(p);
    expect(ancestors.filter((x) => !ds.atomParents.get(x)?.length).length).toBeGreaterThan(0);
    const descendants: string[] = await uis('descendants');
    expect(descendants.slice(0, ds.atomChildren.get(aui)!.length)).toEqual(ds.atomChildren.get(aui));
    expect(new Set(descendants).size).toBe(descendants.length);
  });
});

describe('MeSH terms as atoms (MH, PEP, ET, PM)', () => {
  const MI = 'C0027051';
  const mshAtoms = () => {
    const s = ds.sourceConcepts.get(sourceKey('MSH', 'D009203'))!;
    return s.auis.map((a) => ds.atoms.get(a)!);
  };
  const heartAttack = () => mshAtoms().find((a) => a.name === 'Heart Attack')!;

  it('an entry term is an Atom: termType ET, code and sourceDescriptor the descriptor, sourceConcept its MeSH concept', async () => {
    const a = heartAttack();
    const { result } = await api.json(`/rest/content/current/AUI/${a.aui}`);
    expect(result).toEqual({
      classType: 'Atom',
      ui: a.aui,
      suppressible: 'false',
      obsolete: 'false',
      rootSource: 'MSH',
      termType: 'ET',
      code: content('/source/MSH/D009203'),
      concept: content(`/CUI/${MI}`),
      sourceConcept: content('/source/MSH/M0014340'),
      sourceDescriptor: content('/source/MSH/D009203'),
      // The tree position is the heading's: an entry term has no context of its own.
      attributes: 'NONE',
      parents: 'NONE',
      ancestors: null,
      children: 'NONE',
      descendants: null,
      relations: 'NONE',
      name: 'Heart Attack',
      language: 'ENG',
    });
    const heading = (await api.json(`/rest/content/current/AUI/${mshAtoms()[0]!.aui}`)).result;
    expect(heading).toMatchObject({
      termType: 'MH',
      name: 'Myocardial Infarction',
      sourceConcept: content('/source/MSH/M0014340'),
      parents: content(`/AUI/${mshAtoms()[0]!.aui}/parents`),
    });
  });

  it('the concept and the descriptor list every MeSH term, the heading first; ttys picks ET, PEP or PM', async () => {
    const list = async (path: string, params: Record<string, string> = {}) =>
      (await api.json(path, { pageSize: '100', ...params })).result.map(
        (r: { termType: string; name: string; rootSource: string }) => `${r.termType} ${r.name}`,
      );
    const expected = mshAtoms().map((a) => `${a.tty} ${a.name}`);
    expect(expected).toHaveLength(14);
    expect(await list(`/rest/content/current/CUI/${MI}/atoms`, { sabs: 'MSH' })).toEqual(expected);
    expect(await list('/rest/content/current/source/MSH/D009203/atoms')).toEqual(expected);
    expect(await list('/rest/content/current/source/MSH/D009203/atoms', { ttys: 'ET' })).toEqual([
      'ET Cardiovascular Stroke',
      'ET Heart Attack',
      'ET Myocardial Infarct',
    ]);
    expect(await list(`/rest/content/current/CUI/${MI}/atoms`, { sabs: 'MSH', ttys: 'PM' })).toHaveLength(10);
    // The concept's preferred atom and name stay the heading's.
    const preferred = (await api.json('/rest/content/current/source/MSH/D009203/atoms/preferred')).result;
    expect([preferred.termType, preferred.name]).toEqual(['MH', 'Myocardial Infarction']);
    const cluster = (await api.json('/rest/content/current/source/MSH/D009203')).result;
    expect([cluster.name, cluster.atomCount]).toEqual(['Myocardial Infarction', 14]);
    // Another concept of a descriptor: its preferred term is PEP.
    expect(await list('/rest/content/current/source/MSH/D020308/atoms', { ttys: 'PEP' })).toContain(
      'PEP Thrushes',
    );
  });

  it('the sourceConcept link of a MeSH term resolves: a SourceAtomCluster of its MeSH concept', async () => {
    const { result } = await api.json('/rest/content/current/source/MSH/M0455363');
    const link = (sub: string) => content(`/source/MSH/M0455363/${sub}`);
    expect(result).toEqual({
      classType: 'SourceAtomCluster',
      ui: 'M0455363',
      suppressible: false,
      obsolete: false,
      rootSource: 'MSH',
      atomCount: 2,
      cVMemberCount: 0,
      attributes: 'NONE',
      atoms: link('atoms'),
      descendants: 'NONE',
      ancestors: 'NONE',
      parents: 'NONE',
      children: 'NONE',
      relations: 'NONE',
      definitions: 'NONE',
      concepts: `${ORIGIN}/rest/search/${release}?string=M0455363&sabs=MSH&searchType=exact&inputType=sourceUi`,
      defaultPreferredAtom: link('atoms/preferred'),
      name: 'Thrushes',
    });
    const atoms = (await api.json('/rest/content/current/source/MSH/M0455363/atoms')).result;
    expect(atoms.map((a: { termType: string; name: string }) => `${a.termType} ${a.name}`)).toEqual([
      'PEP Thrushes',
      'ET Turdidae',
    ]);
    for (const a of atoms) expect(a.sourceDescriptor).toBe(content('/source/MSH/D020308'));
    const concepts = new URL(result.concepts.replace(ORIGIN, base));
    concepts.searchParams.set('apiKey', 'demo-0000-emulator-key');
    const found = await (await fetch(concepts)).json();
    expect(found.result.results.map((h: { ui: string }) => h.ui)).toEqual(
      ds.sourceConcepts.get(sourceKey('MSH', 'D020308'))!.cuis,
    );
    expect((await api.get('/rest/content/current/source/MSH/M0455363/parents')).status).toBe(404);
    expect((await api.get('/rest/content/current/source/MSH/M9999999')).status).toBe(404);
  });

  it('a descriptor added after 2017 is served with its terms and no position', async () => {
    const { result } = await api.json('/rest/content/current/source/MSH/D000086382');
    expect(result).toMatchObject({
      name: 'COVID-19',
      parents: 'NONE',
      ancestors: 'NONE',
      children: 'NONE',
      attributes: 'NONE',
    });
    const atoms = (await api.json('/rest/content/current/source/MSH/D000086382/atoms', { ttys: 'MH,PEP' }))
      .result;
    expect(
      atoms.map((a: { termType: string; name: string; parents: string }) => [a.termType, a.name, a.parents]),
    ).toEqual([
      ['MH', 'COVID-19', 'NONE'],
      ['PEP', 'COVID-19 Pandemic', 'NONE'],
    ]);
  });
});

describe('atoms of a concept', () => {
  /**
   * The demo data may hold no suppressible or obsolete atoms, so these run over a copy of
   * the dataset in which one concept has a suppressible best atom and an obsolete atom.
   */
  /**
   * The dataset's atoms with a few replaced: a view over them, not a copy (copying made every
   * one of the 633,419 atoms, most of this file's time).
   */
  function atomsWith(changed: ReadonlyMap<string, Atom>): ReadonlyMap<string, Atom> {
    const base = ds.atoms;
    const get = (aui: string) => changed.get(aui) ?? base.get(aui);
    function* entries(): MapIterator<[string, Atom]> {
      for (const [aui, atom] of base) yield [aui, changed.get(aui) ?? atom];
    }
    return {
      get,
      has: (aui) => base.has(aui),
      get size() {
        return base.size;
      },
      entries,
      keys: () => base.keys(),
      *values(): MapIterator<Atom> {
        for (const [, atom] of entries()) yield atom;
      },
      forEach(callback) {
        for (const [aui, atom] of entries()) callback(atom, aui, this);
      },
      [Symbol.iterator]: entries,
    };
  }

  async function withFlaggedAtoms<T>(
    run: (api: ReturnType<typeof client>, cui: string) => Promise<T>,
  ): Promise<T> {
    const c = find(ds.concepts.values(), (x) => x.auis.length >= 3, 'concept with three atoms');
    const [best, , last] = [c.auis[0]!, c.auis[1]!, c.auis.at(-1)!];
    const atoms = atomsWith(
      new Map([
        [best, { ...ds.atoms.get(best)!, suppressible: true, suppress: 'E' }],
        [last, { ...ds.atoms.get(last)!, obsolete: true, suppressible: true, suppress: 'O' }],
      ]),
    );
    const server = await startUtsOver({ ...ds, atoms });
    try {
      return await run(client(server.url), c.cui);
    } finally {
      await server.close();
    }
  }

  it('/atoms hides obsolete and suppressible atoms unless asked; filters by sabs, ttys and language', async () => {
    await withFlaggedAtoms(async (flagged, cui) => {
      const c = ds.concepts.get(cui)!;
      const list = async (params: Record<string, string> = {}) =>
        (
          await flagged.json(`/rest/content/current/CUI/${cui}/atoms`, { pageSize: '1000', ...params })
        ).result.map((r: { ui: string }) => r.ui);
      const shown = c.auis.slice(1, -1).map((a) => ds.atoms.get(a)!);
      expect(await list()).toEqual(shown.map((a) => a.aui));
      expect(await list({ includeSuppressible: 'true' })).toEqual(c.auis.slice(0, -1));
      expect(await list({ includeSuppressible: 'true', includeObsolete: 'true' })).toEqual(c.auis);
      const sab = shown[0]!.sab;
      expect(await list({ sabs: sab })).toEqual(shown.filter((a) => a.sab === sab).map((a) => a.aui));
      const tty = shown[0]!.tty;
      expect(await list({ ttys: `${tty},ZZ` })).toEqual(shown.filter((a) => a.tty === tty).map((a) => a.aui));
      expect(await list({ language: 'ENG' })).toEqual(shown.map((a) => a.aui));
      expect((await flagged.get(`/rest/content/current/CUI/${cui}/atoms`, { language: 'FRE' })).status).toBe(
        404,
      );
      const flags = (await flagged.json(`/rest/content/current/AUI/${c.auis.at(-1)}`)).result;
      expect([flags.suppressible, flags.obsolete]).toEqual(['true', 'true']);
    });
  });

  it('/atoms/preferred is one Atom: the best-ranked, suppressible ones included by default', async () => {
    await withFlaggedAtoms(async (flagged, cui) => {
      const c = ds.concepts.get(cui)!;
      const { result } = await flagged.json(`/rest/content/current/CUI/${cui}/atoms/preferred`);
      expect(result.ui).toBe(c.auis[0]);
      expect(result.suppressible).toBe('true');
      const strict = await flagged.json(`/rest/content/current/CUI/${cui}/atoms/preferred`, {
        includeSuppressible: 'false',
      });
      expect(strict.result.ui).toBe(c.auis[1]);
    });
  });

  it("/atoms/preferred of the real data is the concept's best-ranked atom", async () => {
    const c = find(ds.concepts.values(), (x) => x.auis.length > 1, 'concept with two atoms');
    const { result } = await api.json(`/rest/content/current/CUI/${c.cui}/atoms/preferred`);
    expect(result).toMatchObject({ classType: 'Atom', ui: c.auis[0], name: c.name });
  });
});

describe('relations', () => {
  it('CUI relations carry relatedFromId/relatedFromIdName, the class by level and "" for a missing RELA', async () => {
    const c = find(
      ds.concepts.values(),
      (x) => (ds.relationsByCui.get(x.cui) ?? []).some((r) => r.level === 'source'),
      'concept with source relations',
    );
    const rel = ds.relationsByCui.get(c.cui)!.find((r) => r.level === 'source')!;
    const body = await api.json(`/rest/content/current/CUI/${c.cui}/relations`, { pageSize: '100000' });
    const wire = body.result.find((r: { ui: string }) => r.ui === rel.rui);
    expect(Object.keys(wire)).toEqual([
      'ui',
      'suppressible',
      'sourceUi',
      'obsolete',
      'sourceOriginated',
      'rootSource',
      'groupId',
      'attributeCount',
      'classType',
      'relatedFromId',
      'relatedFromIdName',
      'relationLabel',
      'additionalRelationLabel',
      'relatedId',
      'relatedIdName',
    ]);
    expect(wire).toMatchObject({
      classType: 'AtomClusterRelation',
      suppressible: false,
      obsolete: false,
      sourceUi: 'NONE',
      groupId: 'NONE',
      rootSource: rel.sab,
      relationLabel: rel.rel,
      additionalRelationLabel: rel.rela,
      relatedFromId: content(`/source/${rel.sab}/${rel.fromId}`),
      relatedFromIdName: ds.sourceConcepts.get(sourceKey(rel.sab, rel.fromId))!.name,
      relatedId: content(`/source/${rel.sab}/${rel.toId}`),
      relatedIdName: ds.sourceConcepts.get(sourceKey(rel.sab, rel.toId))!.name,
    });
  });

  it('filters by includeRelationLabels, includeAdditionalRelationLabels and sabs', async () => {
    const c = find(
      ds.concepts.values(),
      (x) => new Set((ds.relationsByCui.get(x.cui) ?? []).map((r) => r.rel)).size > 1,
      'concept with two kinds of REL',
    );
    const rels = ds.relationsByCui.get(c.cui)!;
    const label = rels[0]!.rel;
    const body = await api.json(`/rest/content/current/CUI/${c.cui}/relations`, {
      includeRelationLabels: label,
      pageSize: '100000',
    });
    expect(body.result.map((r: { ui: string }) => r.ui)).toEqual(
      rels.filter((r) => r.rel === label).map((r) => r.rui),
    );
    const rela = rels[0]!.rela;
    const byRela = await api.json(`/rest/content/current/CUI/${c.cui}/relations`, {
      includeAdditionalRelationLabels: rela,
      pageSize: '100000',
    });
    expect(
      byRela.result.every((r: { additionalRelationLabel: string }) => r.additionalRelationLabel === rela),
    ).toBe(true);
    expect(
      (await api.get(`/rest/content/current/CUI/${c.cui}/relations`, { sabs: 'MTH_NOSUCH' })).status,
    ).toBe(404);
  });
});

describe('SourceAtomCluster /source/{sab}/{id}', () => {
  it('has the documented fields, real booleans, cVMemberCount (capital V) and the concepts search link', async () => {
    const s = find(
      ds.sourceConcepts.values(),
      (x) => x.parents.length > 0 && kids(x).length > 0,
      'inner source concept',
    );
    const { result } = await api.json(`/rest/content/current/source/${s.sab}/${s.id}`);
    expect(Object.keys(result)).toEqual([
      'classType',
      'ui',
      'suppressible',
      'obsolete',
      'rootSource',
      'atomCount',
      'cVMemberCount',
      'attributes',
      'atoms',
      'descendants',
      'ancestors',
      'parents',
      'children',
      'relations',
      'definitions',
      'concepts',
      'defaultPreferredAtom',
      'name',
    ]);
    const link = (sub: string) => content(`/source/${s.sab}/${s.id}/${sub}`);
    expect(result).toMatchObject({
      classType: 'SourceAtomCluster',
      ui: s.id,
      name: s.name,
      rootSource: s.sab,
      suppressible: s.suppressible,
      obsolete: s.obsolete,
      atomCount: s.auis.length,
      cVMemberCount: 0,
      atoms: link('atoms'),
      parents: link('parents'),
      children: link('children'),
      ancestors: link('ancestors'),
      descendants: link('descendants'),
      relations: link('relations'),
      definitions: 'NONE',
      defaultPreferredAtom: link('atoms/preferred'),
      concepts: `${ORIGIN}/rest/search/${release}?string=${encodeURIComponent(s.id)}&sabs=${s.sab}&searchType=exact&inputType=sourceUi`,
    });
    expect(result).not.toHaveProperty('cvMemberCount');
  });

  it('a leaf code says "NONE" (not null) for children and descendants; a root for parents and ancestors', async () => {
    const leaf = find(
      ds.sourceConcepts.values(),
      (x) => x.parents.length > 0 && kids(x).length === 0,
      'leaf source concept',
    );
    const r1 = (await api.json(`/rest/content/current/source/${leaf.sab}/${leaf.id}`)).result;
    expect([r1.children, r1.descendants]).toEqual(['NONE', 'NONE']);
    const root = find(
      ds.sourceConcepts.values(),
      (x) => x.parents.length === 0 && kids(x).length > 0,
      'root source concept',
    );
    const r2 = (await api.json(`/rest/content/current/source/${root.sab}/${root.id}`)).result;
    expect([r2.parents, r2.ancestors]).toEqual(['NONE', 'NONE']);
  });

  it('hierarchy lists are SourceAtomClusters; ancestors end with a parent; descendants start with the children', async () => {
    const s = find(
      ds.sourceConcepts.values(),
      (x) => x.parents.length > 0 && kids(x).length > 0,
      'inner source concept',
    );
    const ids = async (sub: string) =>
      (
        await api.json(`/rest/content/current/source/${s.sab}/${s.id}/${sub}`, { pageSize: '100000' })
      ).result.map((r: { classType: string; rootSource: string; ui: string }) => {
        expect(r.classType).toBe('SourceAtomCluster');
        expect(r.rootSource).toBe(s.sab);
        return r.ui;
      });
    expect(await ids('parents')).toEqual(s.parents);
    expect(await ids('children')).toEqual(kids(s));
    const ancestors: string[] = await ids('ancestors');
    expect(s.parents).toContain(ancestors.at(-1));
    const descendants: string[] = await ids('descendants');
    expect(descendants.slice(0, kids(s).length)).toEqual(kids(s));
  });

  it('atoms and atoms/preferred work on source ids too', async () => {
    const s = find(ds.sourceConcepts.values(), (x) => x.auis.length > 1, 'source concept with two atoms');
    const list = await api.json(`/rest/content/current/source/${s.sab}/${s.id}/atoms`, {
      includeObsolete: 'true',
      includeSuppressible: 'true',
    });
    expect(list.result.map((a: { ui: string }) => a.ui)).toEqual(s.auis.slice(0, 25));
    const pref = await api.json(`/rest/content/current/source/${s.sab}/${s.id}/atoms/preferred`);
    expect(pref.result.ui).toBe(s.auis[0]);
  });

  it('attributes: Attribute records with string values; includeAttributeNames filters', async () => {
    const [key, attrs] = find(
      ds.attributesBySource.entries(),
      ([, a]) => a.length > 0,
      'source concept with attributes',
    );
    const s = ds.sourceConcepts.get(key)!;
    const body = await api.json(`/rest/content/current/source/${s.sab}/${s.id}/attributes`, {
      pageSize: '1000',
    });
    expect(body.result[0]).toEqual({
      classType: 'Attribute',
      ui: attrs[0]!.atui,
      sourceUi: 'NONE',
      rootSource: attrs[0]!.sab,
      name: attrs[0]!.name,
      value: attrs[0]!.value,
    });
    expect(body.result).toHaveLength(attrs.length);
    for (const a of body.result) expect(typeof a.value).toBe('string');
    const only = await api.json(`/rest/content/current/source/${s.sab}/${s.id}/attributes`, {
      includeAttributeNames: `${attrs[0]!.name},NOSUCH`,
    });
    expect(only.result.map((a: { ui: string }) => a.ui)).toEqual(
      attrs.filter((a) => a.name === attrs[0]!.name).map((a) => a.atui),
    );
    expect(
      (
        await api.get(`/rest/content/current/source/${s.sab}/${s.id}/attributes`, {
          includeAttributeNames: 'NOSUCH',
        })
      ).status,
    ).toBe(404);
    const cluster = (await api.json(`/rest/content/current/source/${s.sab}/${s.id}`)).result;
    expect(cluster.attributes).toBe(content(`/source/${s.sab}/${s.id}/attributes`));
  });

  it('relations of a source id are AtomClusterRelations from that id', async () => {
    const s = find(ds.sourceConcepts.values(), (x) => x.parents.length > 0, 'source concept with a parent');
    const body = await api.json(`/rest/content/current/source/${s.sab}/${s.id}/relations`, {
      pageSize: '1000',
    });
    for (const r of body.result) {
      expect(r.classType).toBe('AtomClusterRelation');
      expect(r.relatedFromId).toBe(content(`/source/${s.sab}/${s.id}`));
    }
    const toParent = body.result.filter((r: { relationLabel: string }) => r.relationLabel === 'CHD');
    expect(toParent.map((r: { relatedId: string }) => r.relatedId)).toEqual(
      s.parents.map((p) => content(`/source/${s.sab}/${p}`)),
    );
  });
});

describe('crosswalk /crosswalk/{version}/source/{sab}/{id}', () => {
  it('lists the other source ids sharing a CUI, restricted by targetSource', async () => {
    const s = find(
      ds.sourceConcepts.values(),
      (x) =>
        x.cuis.some((cui) => new Set(ds.concepts.get(cui)!.auis.map((a) => ds.atoms.get(a)!.sab)).size > 1),
      'source id whose concept spans two sources',
    );
    const cui = s.cuis[0]!;
    const others = ds.concepts
      .get(cui)!
      .auis.map((a) => ds.atoms.get(a)!)
      .filter((a) => a.sourceKey !== sourceKey(s.sab, s.id));
    const target = others.find((a) => a.sab !== s.sab)!.sab;
    const body = await api.json(`/rest/crosswalk/current/source/${s.sab}/${s.id}`, { targetSource: target });
    expect(body.result.length).toBeGreaterThan(0);
    for (const r of body.result) {
      expect(r.classType).toBe('SourceAtomCluster');
      expect(r.rootSource).toBe(target);
    }
    const expected = new Set(others.filter((a) => a.sab === target).map((a) => a.code));
    expect(new Set(body.result.map((r: { ui: string }) => r.ui))).toEqual(expected);
    expect(
      (await api.get(`/rest/crosswalk/current/source/${s.sab}/${s.id}`, { targetSource: 'NOSUCHSAB' }))
        .status,
    ).toBe(404);
  });
});

describe('source top nodes: browsing a source from its top', () => {
  type Cluster = { ui: string; name: string; rootSource: string };
  const all = async (path: string): Promise<Cluster[]> =>
    (await api.json(`/rest/content/current${path}`, { pageSize: '100000' })).result;

  it('metadata names the top node of each hierarchical source; /source/{SAB}/V-{SAB} serves it as a root', async () => {
    const sources: { abbreviation: string; hierarchicalName: string }[] = (
      await api.json(`/rest/metadata/current/sources`)
    ).result;
    const named = sources.filter((s) => s.hierarchicalName !== 'NONE');
    expect(named.map((s) => s.abbreviation).sort()).toEqual(['DOID', 'GO', 'ICD10CM', 'MSH']);
    for (const s of named) {
      const top = (await api.json(`/rest/content/current/source/${s.abbreviation}/V-${s.abbreviation}`))
        .result;
      expect(top).toMatchObject({
        classType: 'SourceAtomCluster',
        ui: `V-${s.abbreviation}`,
        name: s.hierarchicalName,
        parents: 'NONE',
        ancestors: 'NONE',
        children: content(`/source/${s.abbreviation}/V-${s.abbreviation}/children`),
      });
    }
  });

  it('an exact search for the hierarchicalName in that source finds the top node as a code', async () => {
    for (const [sab, name] of [
      ['MSH', 'Medical Subject Headings'],
      ['GO', 'Gene Ontology'],
    ] as const) {
      const body = await api.json(`/rest/search/current`, {
        string: name,
        sabs: sab,
        searchType: 'exact',
        returnIdType: 'code',
      });
      // MeSH also has a descriptor of that name (D046650, under Information Science)
      expect(body.result.results.map((r: { ui: string }) => r.ui)).toEqual(
        sab === 'MSH' ? ['D046650', 'V-MSH'] : [`V-${sab}`],
      );
    }
  });

  it('ICD-10-CM chapters are listed in their order, 1 to 22, not 1, 10, 11, …', async () => {
    const chapters = (await all('/source/ICD10CM/V-ICD10CM/children')).map((c) => c.ui);
    expect(chapters).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 1)));
  });

  it("the top nodes' children are the chapters, categories and ontology roots", async () => {
    const names = async (sab: string) =>
      Object.fromEntries((await all(`/source/${sab}/V-${sab}/children`)).map((c) => [c.ui, c.name]));
    expect(await names('ICD10CM')).toMatchObject({ '9': 'Diseases of the circulatory system (I00-I99)' });
    expect(await names('MSH')).toMatchObject({ C: 'Diseases (MeSH Category)', A: 'Anatomy (MeSH Category)' });
    expect(await names('GO')).toEqual({
      'GO:0003674': 'molecular_function',
      'GO:0005575': 'cellular_component',
      'GO:0008150': 'biological_process',
    });
    expect(await names('DOID')).toEqual({ 'DOID:4': 'disease' });
    // Categories lead on to the first tree level; GO's widest node pages whole.
    expect((await all('/source/MSH/C/children')).map((c) => c.ui)).toContain('D002318');
    const complex = await api.json('/rest/content/current/source/GO/GO:0032991/children');
    expect(complex.pageCount).toBe(Math.ceil(271 / 25));
  });

  it('ancestors of a code end at the top node, for source ids and for atoms, with no node twice', async () => {
    const cases: [string, string, string[]][] = [
      ['ICD10CM', 'I21.4', ['V-ICD10CM', '9', 'I20-I25', 'I21']],
      ['MSH', 'D009203', ['V-MSH', 'C', 'D002318', 'D014652', 'D006331', 'D017202']],
    ];
    for (const [sab, id, expected] of cases) {
      const ancestors = (await all(`/source/${sab}/${id}/ancestors`)).map((c) => c.ui);
      expect(ancestors).toEqual(expected);
    }
    for (const [sab, id] of [
      ['GO', 'GO:0032991'],
      ['DOID', 'DOID:5844'],
    ] as const) {
      const ancestors = (await all(`/source/${sab}/${id}/ancestors`)).map((c) => c.ui);
      expect(ancestors[0]).toBe(`V-${sab}`);
      expect(new Set(ancestors).size).toBe(ancestors.length);
      expect(ancestors).not.toContain(id);
    }
    const mi = ds.sourceConcepts.get(sourceKey('MSH', 'D009203'))!;
    const atomAncestors: { code: string }[] = (
      await api.json(`/rest/content/current/AUI/${mi.auis[0]}/ancestors`, { pageSize: '100' })
    ).result;
    expect(atomAncestors[0]?.code).toBe(content('/source/MSH/V-MSH'));
    const top = ds.sourceConcepts.get(sourceKey('MSH', 'V-MSH'))!;
    const topAtom = (await api.json(`/rest/content/current/AUI/${top.auis[0]}`)).result;
    expect(topAtom).toMatchObject({ termType: 'RHT', parents: 'NONE', name: 'Medical Subject Headings' });
    const atomChildren: { code: string }[] = (
      await api.json(`/rest/content/current/AUI/${top.auis[0]}/children`, { pageSize: '100' })
    ).result;
    expect(atomChildren.map((a) => a.code)).toContain(content('/source/MSH/C'));
  });

  it('MeSH Myocardial Infarction keeps both tree paths: Myocardial Ischemia under Heart Diseases and Vascular Diseases', async () => {
    expect((await all('/source/MSH/D009203/parents')).map((c) => c.ui)).toEqual(['D017202']);
    expect((await all('/source/MSH/D017202/parents')).map((c) => c.ui).sort()).toEqual([
      'D006331',
      'D014652',
    ]);
  });
});
