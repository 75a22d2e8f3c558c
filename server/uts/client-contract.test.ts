import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import {
  collectContent,
  crosswalk,
  downloadRelease,
  emptyIfNotFound,
  getAtom,
  getAtomChildren,
  getAtomParents,
  getConcept,
  getConceptAtoms,
  getConceptDefinitions,
  getConceptPreferredAtom,
  getConceptRelations,
  getSemanticType,
  getSourceAncestors,
  getSourceAtoms,
  getSourceAttributes,
  getSourceChildren,
  getSourceConcept,
  getSourceDescendants,
  getSourceParents,
  getSourceRelations,
  getSources,
  listReleases,
  listReleaseTypes,
  search,
  searchAll,
  searchPages,
  validateUser,
  type SearchHit,
} from '../../src/api/uts/index.ts';
import { configFromEnv, DEFAULT_API_KEY, DEFAULT_VALIDATOR_KEY } from '../config.ts';
import { createAppLimiter } from '../../src/api/http.ts';
import type { RateLimiter } from '../../src/api/limiter.ts';
import { answered, contractClient, type ContractClient } from '../testing/uts-client.ts';
import { startTestEmulator } from '../testing/emulator.ts';
import { MAX_SEARCH_PAGE_SIZE } from './wire/envelope.ts';

// Two real emulators (dataset load + search indexes each) and a client held to 20 requests/s.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/**
 * The browser's UTS client (src/api/uts) against the running emulator, through the BFF's own
 * routing table and key rule (server/testing/uts-client.ts): the values a page will actually show, from
 * the demo dataset. The emulator runs with the default settings (20 requests/s included).
 */
const RELEASE = '2025AB';
const MI = 'C0027051'; // Myocardial Infarction
const MSH_MI = { source: 'MSH', id: 'D009203' };
const MSH_MI_AUI = 'A99334153';
const MRCONSO = 'umls-metathesaurus-mrconso-file';

let emu: { url: string; close: () => Promise<void> };
let legacyEmu: { url: string; close: () => Promise<void> };
let cc: ContractClient;
let opts: { client: ContractClient['client'] };
let limiter: RateLimiter;

beforeAll(async () => {
  emu = await startTestEmulator(configFromEnv({}));
  legacyEmu = await startTestEmulator({ ...configFromEnv({}), legacySearchEnd: true });
  limiter = createAppLimiter();
  cc = contractClient(emu.url, DEFAULT_API_KEY, limiter);
  opts = { client: cc.client };
});
afterAll(async () => {
  await emu?.close();
  await legacyEmu?.close();
});

/** The error a call rejects with (fails the test if it resolves). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const err = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

const uis = (hits: { ui: string }[]) => hits.map((h) => h.ui);

describe('search', () => {
  it('finds a concept by words, and by a plural the words normalise', async () => {
    const page = await search({ string: 'heart attacks' }, opts);
    expect(uis(page.hits)).toContain(MI);
    const hit = page.hits.find((h) => h.ui === MI)!;
    expect(hit).toMatchObject({
      name: 'Myocardial Infarction',
      ref: { kind: 'CUI', id: MI, release: RELEASE },
    });
  });

  it('finds an ICD-10-CM code exactly and returns it as a source reference', async () => {
    const page = await search(
      {
        string: 'I21.9',
        inputType: 'sourceUi',
        searchType: 'exact',
        sabs: ['ICD10CM'],
        returnIdType: 'code',
      },
      opts,
    );
    expect(page.hits).toEqual([
      {
        ui: 'I21.9',
        name: 'Acute myocardial infarction, unspecified',
        rootSource: 'ICD10CM',
        ref: {
          kind: 'source',
          source: 'ICD10CM',
          id: 'I21.9',
          release: RELEASE,
          url: `https://uts-ws.nlm.nih.gov/rest/content/${RELEASE}/source/ICD10CM/I21.9`,
        },
      },
    ]);
    expect(page.isLast).toBe(true);
  });

  it('partialSearch matches when one query word is found nowhere', async () => {
    const string = 'myocardial infarction zzzqx';
    const strict = await search({ string }, opts);
    expect(strict.hits).toEqual([]);
    expect(strict.isLast).toBe(true);
    const partial = await search({ string, partialSearch: true }, opts);
    expect(uis(partial.hits)).toContain(MI);
  });

  it('pages to the end of a modern search (empty list / recCount) with searchAll', async () => {
    const first = await search({ string: 'heart', pageSize: 25 }, opts);
    const total = first.recCount!;
    expect(total).toBeGreaterThan(50);
    const before = answered(cc.sent).length;
    const all = await searchAll({ string: 'heart', pageSize: 25 }, opts);
    expect(all.truncated).toBe(false);
    expect(all.items).toHaveLength(total);
    expect(new Set(uis(all.items)).size).toBe(total);
    expect(answered(cc.sent).length - before).toBe(Math.ceil(total / 25));
  });

  it('pages to the end of a legacy search (the NONE / NO RESULTS row) with searchPages', async () => {
    const modern = await searchAll({ string: 'heart', pageSize: 25 }, opts);
    const total = modern.items.length;
    const legacy = contractClient(legacyEmu.url, DEFAULT_API_KEY);
    const lopts = { client: legacy.client };
    // The legacy form gives no recCount, so an exact multiple of the page size can only end
    // on the sentinel page: the case a pager most easily gets wrong. The hit count follows the
    // demo data, so the page size is its largest proper divisor (at least two full pages) that
    // the service serves whole.
    const parts =
      Array.from({ length: total }, (_, i) => i + 2).find(
        (k) => total % k === 0 && total / k <= MAX_SEARCH_PAGE_SIZE,
      ) ?? total;
    const pageSize = total / parts;
    const pages = [];
    for await (const p of searchPages((pageNumber) =>
      search({ string: 'heart', pageSize, pageNumber }, lopts),
    ))
      pages.push(p);
    expect(pages.map((p) => [p.hits.length, p.sentinel, p.recCount])).toEqual([
      ...Array.from({ length: parts }, () => [pageSize, false, null]),
      [0, true, null],
    ]);
    const hits: SearchHit[] = pages.flatMap((p) => p.hits);
    expect(uis(hits).sort()).toEqual(uis(modern.items).sort());
    expect(answered(legacy.sent)).toHaveLength(parts + 1);
    // A search that finds nothing is the sentinel alone: an empty, final page.
    const none = await search({ string: 'zzzqx wwwqy' }, lopts);
    expect(none).toMatchObject({ hits: [], sentinel: true, isLast: true });
  });
});

describe('concepts', () => {
  it('reads a concept: semantic types with TUI, parsed dates, release resolved from `current`', async () => {
    const c = await getConcept({ cui: MI }, opts);
    expect(c).toMatchObject({
      kind: 'Concept',
      ui: MI,
      name: 'Myocardial Infarction',
      status: 'R',
      suppressible: false,
      semanticTypes: [{ name: 'Disease or Syndrome', tui: 'T047' }],
      dateAdded: { raw: '11-03-2025', iso: '2025-11-03' },
      majorRevisionDate: { raw: '11-03-2025', iso: '2025-11-03' },
      atomCount: 18,
      relationCount: 15,
      release: RELEASE,
    });
    expect(c.links.definitions).toBe(
      `https://uts-ws.nlm.nih.gov/rest/content/${RELEASE}/CUI/${MI}/definitions`,
    );
  });

  it('lists atoms, filters them, and turns a filter matching nothing into not-found', async () => {
    const atoms = await getConceptAtoms({ cui: MI }, opts);
    // DOID's term and two synonyms, NCI's code, and the 14 terms of MeSH D009203.
    expect(atoms.items).toHaveLength(18);
    const count = (sab: string) => atoms.items.filter((a) => a.rootSource === sab).length;
    expect([count('DOID'), count('MSH'), count('NCI')]).toEqual([3, 14, 1]);
    const mesh = atoms.items.find((a) => a.rootSource === 'MSH')!;
    expect(mesh).toMatchObject({
      ui: MSH_MI_AUI,
      termType: 'MH',
      suppressible: false,
      obsolete: false,
      language: 'ENG',
      concept: { kind: 'CUI', id: MI },
      code: { kind: 'source', source: 'MSH', id: 'D009203' },
      sourceConcept: { kind: 'source', source: 'MSH', id: 'M0014340' },
      sourceDescriptor: { kind: 'source', source: 'MSH', id: 'D009203' },
    });

    // The concept page's atoms: MeSH's entry terms, each of the descriptor and its MeSH concept.
    const entryTerms = await getConceptAtoms({ cui: MI, sabs: 'MSH', ttys: ['ET'] }, opts);
    expect(entryTerms.items.map((a) => a.name).sort()).toEqual([
      'Cardiovascular Stroke',
      'Heart Attack',
      'Myocardial Infarct',
    ]);
    for (const a of entryTerms.items)
      expect(a).toMatchObject({
        termType: 'ET',
        rootSource: 'MSH',
        concept: { kind: 'CUI', id: MI },
        code: { kind: 'source', source: 'MSH', id: 'D009203' },
        sourceConcept: { kind: 'source', source: 'MSH', id: 'M0014340' },
        links: { parents: null, children: null },
      });

    const synonyms = await getConceptAtoms({ cui: MI, sabs: 'DOID', ttys: ['SY'] }, opts);
    expect(synonyms.items.map((a) => a.name).sort()).toEqual(['Myocardial infarct', 'heart attack']);
    expect(synonyms.items.every((a) => a.termType === 'SY' && a.rootSource === 'DOID')).toBe(true);

    // The service answers 404 for a sub-list filtered down to nothing (reference §3).
    const err = await failure(getConceptAtoms({ cui: MI, sabs: 'ICD10CM' }, opts));
    expect(err).toMatchObject({ kind: 'not-found', status: 404 });
    const empty = await emptyIfNotFound(getConceptAtoms({ cui: MI, sabs: 'ICD10CM' }, opts));
    expect(empty.items).toEqual([]);
  });

  it('reads the preferred atom and the definitions', async () => {
    const preferred = await getConceptPreferredAtom({ cui: MI }, opts);
    expect(preferred).toMatchObject({ ui: MSH_MI_AUI, name: 'Myocardial Infarction', rootSource: 'MSH' });
    const defs = await getConceptDefinitions({ cui: MI }, opts);
    expect(defs.items).toEqual([
      {
        rootSource: 'DOID',
        sourceOriginated: true,
        value:
          'A coronary artery disease characterized by myocardial cell death (myocardial necrosis) due to prolonged ischaemia.',
      },
    ]);
  });

  it('pages through all relations, each naming its subject (relatedFrom)', async () => {
    const all = await collectContent((pageNumber) =>
      getConceptRelations({ cui: MI, pageNumber, pageSize: 4 }, opts),
    );
    expect(all.truncated).toBe(false);
    expect(all.items).toHaveLength(15);
    expect(new Set(all.items.map((r) => r.ui)).size).toBe(15);
    for (const r of all.items) {
      expect(r.relatedFrom).not.toBeNull();
      expect(r.related).not.toBeNull();
      expect(r.relationLabel).toMatch(/^[A-Z]+$/);
    }
    const isa = all.items.find((r) => r.relatedName === 'Myocardial Ischemia');
    expect(isa).toMatchObject({
      kind: 'AtomClusterRelation',
      rootSource: 'MSH',
      relationLabel: 'CHD',
      additionalRelationLabel: 'isa',
      relatedFrom: { kind: 'source', source: 'MSH', id: 'D009203' },
      relatedFromName: 'Myocardial Infarction',
      related: { kind: 'source', source: 'MSH', id: 'D017202' },
      sourceUi: null,
      groupId: null,
    });
  });
});

describe('atoms', () => {
  it('reads an atom and steps to its parents and children', async () => {
    const atom = await getAtom({ aui: MSH_MI_AUI }, opts);
    expect(atom).toMatchObject({
      kind: 'Atom',
      ui: MSH_MI_AUI,
      name: 'Myocardial Infarction',
      release: RELEASE,
      sourceDescriptor: { kind: 'source', source: 'MSH', id: 'D009203', release: RELEASE },
    });
    expect(atom.links.parents).toMatch(/\/AUI\/A99334153\/parents$/);
    const parents = await getAtomParents({ aui: MSH_MI_AUI }, opts);
    // MeSH Myocardial Ischemia is a concept of its own: C0010054 (Coronary Arteriosclerosis
    // in the UMLS) holds MeSH Coronary Artery Disease, not it.
    expect(parents.items.map((a) => [a.name, a.concept?.id])).toContainEqual([
      'Myocardial Ischemia',
      expect.stringMatching(/^C9\d{6}$/),
    ]);
    const children = await getAtomChildren({ aui: MSH_MI_AUI }, opts);
    expect(children.items.map((a) => a.code?.id)).toContain('D000072657');
  });
});

describe('source content (MeSH D009203)', () => {
  it('reads the descriptor, its atoms and its hierarchy in every direction', async () => {
    const sc = await getSourceConcept(MSH_MI, opts);
    expect(sc).toMatchObject({
      kind: 'SourceAtomCluster',
      ui: 'D009203',
      name: 'Myocardial Infarction',
      rootSource: 'MSH',
      atomCount: 14,
      release: RELEASE,
    });
    const atoms = (await getSourceAtoms(MSH_MI, opts)).items;
    expect(atoms).toHaveLength(14);
    expect(atoms[0]?.ui).toBe(MSH_MI_AUI);
    expect(new Set(atoms.map((a) => a.termType))).toEqual(new Set(['MH', 'ET', 'PM']));
    const ids = async (p: Promise<{ items: { ui: string }[] }>) => (await p).items.map((n) => n.ui);
    const parents = await ids(getSourceParents(MSH_MI, opts));
    const children = await ids(getSourceChildren(MSH_MI, opts));
    const ancestors = await ids(getSourceAncestors(MSH_MI, opts));
    const descendants = await ids(getSourceDescendants(MSH_MI, opts));
    expect(parents).toContain('D017202');
    expect(children).toContain('D000072657');
    expect(ancestors).toEqual(expect.arrayContaining([...parents, 'D002318']));
    expect(descendants).toEqual(expect.arrayContaining(children));
    expect(ancestors).not.toContain('D009203');
  });

  it('reads its relations and attributes', async () => {
    const rels = await getSourceRelations(MSH_MI, opts);
    expect(rels.items.length).toBeGreaterThan(0);
    for (const r of rels.items) expect(r.relatedFrom).toMatchObject({ source: 'MSH', id: 'D009203' });
    const attrs = await getSourceAttributes(MSH_MI, opts);
    expect(attrs.items.map((a) => [a.name, a.value])).toEqual([
      ['MN', 'C14.280.647.500'],
      ['MN', 'C14.907.585.500'],
    ]);
    const filtered = await emptyIfNotFound(
      getSourceAttributes({ ...MSH_MI, includeAttributeNames: ['NOPE'] }, opts),
    );
    expect(filtered.items).toEqual([]);
  });

  it('reads an ICD-10-CM code', async () => {
    const code = await getSourceConcept({ source: 'ICD10CM', id: 'I21.9' }, opts);
    expect(code).toMatchObject({
      ui: 'I21.9',
      name: 'Acute myocardial infarction, unspecified',
      rootSource: 'ICD10CM',
    });
  });
});

describe('crosswalk, semantic network, metadata', () => {
  it('crosswalks a MeSH descriptor into one target source', async () => {
    const page = await crosswalk({ ...MSH_MI, targetSource: 'NCI' }, opts);
    expect(page.items.map((c) => [c.rootSource, c.ui])).toEqual([['NCI', 'C27996']]);
    // No code of that target shares the concept: the service answers 404 (reference §7.7).
    const err = await failure(crosswalk({ ...MSH_MI, targetSource: 'ICD10CM' }, opts));
    expect(err.kind).toBe('not-found');
  });

  it('reads semantic type T047', async () => {
    const sty = await getSemanticType({ tui: 'T047' }, opts);
    expect(sty).toMatchObject({
      ui: 'T047',
      name: 'Disease or Syndrome',
      abbreviation: 'dsyn',
      example: null,
    });
    expect(sty.definition).toMatch(/^A condition which alters or interferes/);
  });

  it('lists the sources without a key', async () => {
    cc.setApiKey('');
    try {
      const sources = await getSources({}, opts);
      expect(sources.map((s) => s.abbreviation)).toEqual(
        expect.arrayContaining(['MSH', 'ICD10CM', 'NCI', 'DOID']),
      );
      const msh = sources.find((s) => s.abbreviation === 'MSH')!;
      expect(msh.language?.abbreviation).toBe('ENG');
      expect(cc.sent.at(-1)!.upstreamUrl).not.toMatch(/apiKey=/);
    } finally {
      cc.setApiKey(DEFAULT_API_KEY);
    }
  });
});

describe('releases and licence check', () => {
  it('lists release types and the current MRCONSO file, and downloads it', async () => {
    const types = await listReleaseTypes({}, opts);
    expect(types.map((t) => t.slug)).toContain(MRCONSO);
    const files = await listReleases({ releaseType: MRCONSO, current: true }, opts);
    expect(files).toEqual([
      expect.objectContaining({
        fileName: `umls-${RELEASE}-mrconso.zip`,
        releaseVersion: RELEASE,
        current: true,
      }),
    ]);
    const blob = await downloadRelease({ url: files[0]!.downloadUrl }, opts);
    const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
    expect(String.fromCharCode(...head)).toBe('PK');
    expect(blob.size).toBeGreaterThan(100);
  });

  it('validateUser answers true for the demo key, false for another, auth for a bad validator key', async () => {
    expect(await validateUser({ validatorApiKey: DEFAULT_VALIDATOR_KEY }, opts)).toBe(true);
    expect(await validateUser({ validatorApiKey: DEFAULT_VALIDATOR_KEY, apiKey: 'someone-else' }, opts)).toBe(
      false,
    );
    const err = await failure(validateUser({ validatorApiKey: 'not-the-app-key' }, opts));
    expect(err).toMatchObject({ kind: 'auth', status: 401 });
    const last = cc.sent.at(-1)!;
    expect(last.upstreamUrl).toContain('validatorApiKey=not-the-app-key');
    expect(last.browserUrl).not.toContain('not-the-app-key');
  });
});

describe('ticket mode', () => {
  it('gets a fresh single-use service ticket for every request, and the requests work', async () => {
    const tcc = contractClient(emu.url, DEFAULT_API_KEY, limiter);
    tcc.setAuthMode('tickets');
    const topts = { client: tcc.client };
    expect((await getConcept({ cui: MI }, topts)).name).toBe('Myocardial Infarction');
    expect(uis((await search({ string: 'heart attacks' }, topts)).hits)).toContain(MI);
    expect((await getSourceAtoms(MSH_MI, topts)).items).toHaveLength(14);

    // Every attempt (a retried 429 included) carried its own ticket.
    const rest = tcc.sent.filter((s) => s.browserUrl.startsWith('/uts/rest/'));
    expect(answered(rest)).toHaveLength(3);
    const tickets = rest.map((s) => new URL(s.upstreamUrl).searchParams.get('ticket'));
    for (const t of tickets) expect(t).toMatch(/^ST-/);
    expect(new Set(tickets).size).toBe(rest.length);
    for (const s of rest) expect(s.upstreamUrl).not.toMatch(/apiKey=/);
    // One TGT for the session, one service-ticket call per request.
    const login = answered(tcc.sent).filter((s) => s.browserUrl.startsWith('/uts-auth/'));
    expect(login.filter((s) => s.browserUrl.endsWith('/cas/v1/api-key'))).toHaveLength(1);
    expect(login.filter((s) => s.browserUrl.includes('/cas/v1/tickets/TGT-'))).toHaveLength(rest.length);

    // Used once, a ticket is dead: replaying one is refused (404, as the real service does).
    const replay = await fetch(answered(rest)[0]!.upstreamUrl);
    expect(replay.status).toBe(404);
    expect(await replay.text()).toMatch(/already used/);
  });

  it('works with either TGT address form the login host may answer with', async () => {
    // The shared emulator answers .../cas/v1/api-key/TGT-…; this one the documented .../tickets/ form.
    const old = await startTestEmulator({ ...configFromEnv({}), casTgtForm: 'tickets' });
    try {
      for (const url of [emu.url, old.url]) {
        const tcc = contractClient(url, DEFAULT_API_KEY, limiter);
        tcc.setAuthMode('tickets');
        expect((await getConcept({ cui: MI }, { client: tcc.client })).name).toBe('Myocardial Infarction');
      }
    } finally {
      await old.close();
    }
  });
});

describe('errors', () => {
  it('unknown CUI → not-found', async () => {
    const err = await failure(getConcept({ cui: 'C9999999' }, opts));
    expect(err).toMatchObject({
      kind: 'not-found',
      status: 404,
      path: '/uts/rest/content/current/CUI/C9999999',
    });
  });

  it('unknown release → not-found', async () => {
    const err = await failure(getConcept({ cui: MI }, { ...opts, release: '2099AA' }));
    expect(err).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('wrong key → auth', async () => {
    const wrong = contractClient(emu.url, 'not-a-valid-key', limiter);
    const err = await failure(getConcept({ cui: MI }, { client: wrong.client }));
    expect(err).toMatchObject({ kind: 'auth', status: 403 });
    expect(err.message).not.toContain('not-a-valid-key');
    expect(answered(wrong.sent)).toHaveLength(1);
  });

  it('no key → auth, without sending anything', async () => {
    const none = contractClient(emu.url, '', limiter);
    for (const call of [
      getConcept({ cui: MI }, { client: none.client }),
      search({ string: 'heart' }, { client: none.client }),
      downloadRelease({ url: 'https://download.nlm.nih.gov/x.zip' }, { client: none.client }),
    ]) {
      expect((await failure(call)).kind).toBe('auth');
    }
    none.setAuthMode('tickets');
    expect((await failure(getConcept({ cui: MI }, { client: none.client }))).kind).toBe('auth');
    expect(none.sent).toEqual([]);
  });
});

describe('keys stay out of browser URLs', () => {
  it('no URL the client sent carries the key; the BFF put it on the upstream URL', () => {
    expect(cc.sent.length).toBeGreaterThan(30);
    for (const s of cc.sent) {
      expect(s.browserUrl).not.toContain(DEFAULT_API_KEY);
      expect(s.browserUrl).not.toContain(DEFAULT_VALIDATOR_KEY);
      expect(s.browserUrl).not.toMatch(/apiKey=/i);
    }
    const keyed = cc.sent.filter(
      (s) => new URL(s.upstreamUrl).searchParams.get('apiKey') === DEFAULT_API_KEY,
    );
    expect(keyed.length).toBeGreaterThan(30);
    // The client's limiter runs at exactly the service's 20/s, so latency jitter can let a
    // 21st request land inside the service's window; every such 429 must have been retried
    // to success (the calls above all passed), never surfaced.
    cc.sent.forEach((s, i) => {
      if (s.status !== 429) return;
      const retry = cc.sent.slice(i + 1).find((r) => r.browserUrl === s.browserUrl);
      expect(retry?.status, `${s.browserUrl} was not retried`).not.toBe(429);
    });
  });
});
