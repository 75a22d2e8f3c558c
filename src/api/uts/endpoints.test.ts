// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import {
  getAtom,
  getAtomAncestors,
  getAtomAttributes,
  getAtomChildren,
  getAtomDescendants,
  getAtomParents,
  getAtomRelations,
} from './atom.ts';
import { API_KEY_HEADER, VALIDATOR_KEY_HEADER } from './client.ts';
import {
  getConcept,
  getConceptAtoms,
  getConceptDefinitions,
  getConceptPreferredAtom,
  getConceptRelations,
} from './concept.ts';
import { crosswalk } from './crosswalk.ts';
import atomHl7 from './fixtures/atom-hl7.json';
import conceptAtoms from './fixtures/concept-atoms.json';
import conceptDefinitions from './fixtures/concept-definitions.json';
import conceptRelations from './fixtures/concept-relations.json';
import concept from './fixtures/concept.json';
import metadataSources from './fixtures/metadata-sources.json';
import releaseTypes from './fixtures/release-types.json';
import releasesFiles from './fixtures/releases-files.json';
import searchModern from './fixtures/search-modern.json';
import semanticType from './fixtures/semantic-type.json';
import sourceAttributes from './fixtures/source-attributes.json';
import sourceConcept from './fixtures/source-concept.json';
import { getSources } from './metadata.ts';
import { downloadRelease, listReleases, listReleaseTypes, validateUser } from './releases.ts';
import { search } from './search.ts';
import { getSemanticType } from './semanticNetwork.ts';
import {
  getSourceAncestors,
  getSourceAtoms,
  getSourceAttributes,
  getSourceChildren,
  getSourceConcept,
  getSourceDescendants,
  getSourceParents,
  getSourcePreferredAtom,
  getSourceRelations,
} from './source.ts';
import {
  json,
  splitUrl,
  testClient,
  type FakeReply,
  type Handler,
  type Recorded,
} from './testing/fakeUpstream.ts';

const KEY = 'secret-key-123';

/** A fake BFF that answers each UTS path with the matching reference sample. */
function route(req: Recorded): FakeReply {
  const { path } = splitUrl(req.url);
  const single = (r: unknown) => json({ pageSize: 25, pageNumber: 1, pageCount: 1, result: r });
  if (path.startsWith('/uts/rest/search/')) return json(searchModern);
  if (path.startsWith('/uts/rest/metadata/')) return json(metadataSources);
  if (path.startsWith('/uts/rest/semantic-network/')) return json(semanticType);
  if (path.startsWith('/uts/rest/crosswalk/'))
    return json({ ...sourceConcept, result: [sourceConcept.result] });
  if (/\/atoms\/preferred$/.test(path)) return single(conceptAtoms.result[0]);
  if (/\/atoms$/.test(path)) return json(conceptAtoms);
  if (/\/definitions$/.test(path)) return json(conceptDefinitions);
  if (/\/relations$/.test(path)) return json(conceptRelations);
  if (/\/attributes$/.test(path)) return json(sourceAttributes);
  if (/\/AUI\/[^/]+\/(parents|children|ancestors|descendants)$/.test(path)) return json(atomHl7);
  if (/\/source\/[^/]+\/[^/]+\/(parents|children|ancestors|descendants)$/.test(path))
    return json({ ...sourceConcept, result: [sourceConcept.result] });
  if (/\/AUI\/[^/]+$/.test(path)) return single(atomHl7.result[0]);
  if (/\/CUI\/[^/]+$/.test(path)) return json(concept);
  if (/\/source\/[^/]+\/[^/]+$/.test(path)) return json(sourceConcept);
  if (path === '/uts/releases')
    return splitUrl(req.url).query.releaseType ? json(releasesFiles) : json(releaseTypes);
  return json({ name: 'NotFound', status: 404, message: 'No route' }, 404);
}

let recorded: Recorded[] = [];
function setup(handler: Handler = route, opts?: Parameters<typeof testClient>[1]) {
  const t = testClient(handler, opts);
  recorded = t.calls;
  return t;
}

afterEach(() => {
  // The key must never reach a URL, whatever the endpoint.
  for (const call of recorded) {
    expect(call.url).not.toMatch(/apikey/i);
    expect(call.url).not.toContain(KEY);
  }
  recorded = [];
});

describe('search', () => {
  it('sends every search parameter, the release in the path, the key in a header', async () => {
    const { client, calls } = setup();
    const page = await search(
      {
        string: 'heart attack',
        inputType: 'atom',
        searchType: 'words',
        sabs: ['SNOMEDCT_US', 'MSH'],
        returnIdType: 'code',
        partialSearch: true,
        semanticTypes: ['T047', 'T046'],
        semanticGroups: 'Disorders',
        includeObsolete: false,
        includeSuppressible: true,
        pageNumber: 2,
        pageSize: 50,
      },
      { release: '2024AA', client },
    );
    expect(calls[0]!.url).toBe(
      '/uts/rest/search/2024AA?string=heart+attack&inputType=atom&searchType=words&sabs=SNOMEDCT_US%2CMSH&returnIdType=code' +
        '&partialSearch=true&semanticTypes=T047%7CT046&semanticGroups=Disorders&includeObsolete=false&includeSuppressible=true&pageNumber=2&pageSize=50',
    );
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers[API_KEY_HEADER]).toBe(KEY);
    expect(page.hits.map((h) => h.ui)).toEqual(['C0009044', 'C0016644']);
  });

  it('defaults the release to current and leaves unset parameters out', async () => {
    const { client, calls } = setup();
    await search({ string: 'fracture', sabs: [] }, { client });
    expect(calls[0]!.url).toBe('/uts/rest/search/current?string=fracture');
  });

  it('surfaces the service message of a 400', async () => {
    const { client } = setup(() =>
      json({ name: 'ValidationError', status: 400, message: "Missing 'string'" }, 400),
    );
    await expect(search({ string: '' }, { client })).rejects.toMatchObject({
      kind: 'upstream',
      status: 400,
      message: "Missing 'string'",
    });
  });
});

describe('concept endpoints', () => {
  it('builds /content/{release}/CUI/{cui} and its sub-resources', async () => {
    const { client, calls } = setup();
    const o = { client, release: '2016AA' };
    const c = await getConcept({ cui: 'C0009044' }, o);
    const atoms = await getConceptAtoms(
      {
        cui: 'C0155502',
        sabs: ['SNOMEDCT_US', 'ICD9CM'],
        ttys: 'PT',
        language: 'ENG',
        includeObsolete: true,
        pageNumber: 1,
        pageSize: 25,
      },
      o,
    );
    const preferred = await getConceptPreferredAtom({ cui: 'C0155502' }, o);
    const defs = await getConceptDefinitions({ cui: 'C0155502', sabs: 'MSH' }, o);
    const rels = await getConceptRelations(
      {
        cui: 'C0009044',
        includeRelationLabels: ['RB', 'RN'],
        includeAdditionalRelationLabels: 'isa',
        sabs: 'MTH',
        includeSuppressible: false,
        pageNumber: 2,
      },
      o,
    );
    expect(calls.map((c) => c.url)).toEqual([
      '/uts/rest/content/2016AA/CUI/C0009044',
      '/uts/rest/content/2016AA/CUI/C0155502/atoms?sabs=SNOMEDCT_US%2CICD9CM&ttys=PT&language=ENG&includeObsolete=true&pageNumber=1&pageSize=25',
      '/uts/rest/content/2016AA/CUI/C0155502/atoms/preferred',
      '/uts/rest/content/2016AA/CUI/C0155502/definitions?sabs=MSH',
      '/uts/rest/content/2016AA/CUI/C0009044/relations?includeRelationLabels=RB%2CRN&includeAdditionalRelationLabels=isa&includeSuppressible=false&sabs=MTH&pageNumber=2',
    ]);
    for (const call of calls) expect(call.headers[API_KEY_HEADER]).toBe(KEY);
    expect(c.ui).toBe('C0009044');
    expect(atoms.items[0]!.ui).toBe('A2892933');
    expect(preferred.kind).toBe('Atom');
    expect(defs.items).toHaveLength(1);
    expect(rels.pageCount).toBe(10);
  });

  it('maps an unknown CUI (404) to not-found', async () => {
    const { client } = setup(() => json({ status: 404 }, 404));
    await expect(getConcept({ cui: 'C9999999' }, { client })).rejects.toMatchObject({
      kind: 'not-found',
      status: 404,
    });
  });

  it('rejects a 200 whose body is not JSON as bad-response', async () => {
    const { client } = setup(() => ({ status: 200, body: '<html><body>Service unavailable</body></html>' }));
    await expect(getConcept({ cui: 'C0009044' }, { client })).rejects.toMatchObject({
      kind: 'bad-response',
      path: '/uts/rest/content/current/CUI/C0009044',
    });
  });
});

describe('atom endpoints', () => {
  it('builds /content/{release}/AUI/{aui} and its hierarchy, relations and attributes', async () => {
    const { client, calls } = setup();
    const o = { client };
    const atom = await getAtom({ aui: 'A10134087' }, o);
    await getAtomParents({ aui: 'A10134087' }, o);
    await getAtomChildren({ aui: 'A10134087', pageSize: 100 }, o);
    await getAtomAncestors({ aui: 'A10134087' }, o);
    const desc = await getAtomDescendants({ aui: 'A10134087', pageNumber: 3 }, o);
    await getAtomRelations({ aui: 'A10134087' }, o);
    await getAtomAttributes({ aui: 'A10134087', includeAttributeNames: ['ACTIVE'] }, o);
    expect(calls.map((c) => c.url)).toEqual([
      '/uts/rest/content/current/AUI/A10134087',
      '/uts/rest/content/current/AUI/A10134087/parents',
      '/uts/rest/content/current/AUI/A10134087/children?pageSize=100',
      '/uts/rest/content/current/AUI/A10134087/ancestors',
      '/uts/rest/content/current/AUI/A10134087/descendants?pageNumber=3',
      '/uts/rest/content/current/AUI/A10134087/relations',
      '/uts/rest/content/current/AUI/A10134087/attributes?includeAttributeNames=ACTIVE',
    ]);
    expect(atom.ui).toBe('A19720766');
    expect(desc.items[0]!.rootSource).toBe('HL7V3.0');
  });
});

describe('source-asserted endpoints', () => {
  it('encodes ids with ":" and builds every sub-resource path', async () => {
    const { client, calls } = setup();
    const o = { client, release: '2025AA' };
    const p = { source: 'HPO', id: 'HP:0001947' };
    const s = await getSourceConcept(p, o);
    await getSourceAtoms({ ...p, ttys: ['PT', 'SY'] }, o);
    await getSourcePreferredAtom(p, o);
    const parents = await getSourceParents(p, o);
    await getSourceChildren(p, o);
    await getSourceAncestors(p, o);
    await getSourceDescendants({ ...p, pageNumber: 2, pageSize: 200 }, o);
    await getSourceRelations(
      { ...p, includeAdditionalRelationLabels: 'has_answer', includeObsolete: true },
      o,
    );
    await getSourceAttributes({ ...p, includeAttributeNames: ['ACTIVE', 'EFFECTIVE_TIME'] }, o);
    const base = '/uts/rest/content/2025AA/source/HPO/HP%3A0001947';
    expect(calls.map((c) => c.url)).toEqual([
      base,
      `${base}/atoms?ttys=PT%2CSY`,
      `${base}/atoms/preferred`,
      `${base}/parents`,
      `${base}/children`,
      `${base}/ancestors`,
      `${base}/descendants?pageNumber=2&pageSize=200`,
      `${base}/relations?includeAdditionalRelationLabels=has_answer&includeObsolete=true`,
      `${base}/attributes?includeAttributeNames=ACTIVE%2CEFFECTIVE_TIME`,
    ]);
    expect(s.ui).toBe('9468002');
    expect(parents.items[0]!.kind).toBe('SourceAtomCluster');
  });

  it('crosswalks with targetSource', async () => {
    const { client, calls } = setup();
    const page = await crosswalk(
      { source: 'HPO', id: 'HP:0001947', targetSource: 'SNOMEDCT_US', includeObsolete: false },
      { client },
    );
    expect(calls[0]!.url).toBe(
      '/uts/rest/crosswalk/current/source/HPO/HP%3A0001947?targetSource=SNOMEDCT_US&includeObsolete=false',
    );
    expect(calls[0]!.headers[API_KEY_HEADER]).toBe(KEY);
    expect(page.items[0]!.rootSource).toBe('SNOMEDCT_US');
  });
});

describe('semantic network and metadata', () => {
  it('builds /semantic-network/{release}/TUI/{tui}', async () => {
    const { client, calls } = setup();
    const t = await getSemanticType({ tui: 'T109' }, { client, release: '2025AA' });
    expect(calls[0]!.url).toBe('/uts/rest/semantic-network/2025AA/TUI/T109');
    expect(t).toMatchObject({ ui: 'T109', name: 'Organic Chemical', group: { abbreviation: 'CHEM' } });
  });

  it('lists sources without sending any credential', async () => {
    const { client, calls } = setup();
    const sources = await getSources({}, { client });
    expect(calls[0]!.url).toBe('/uts/rest/metadata/current/sources');
    expect(calls[0]!.headers[API_KEY_HEADER]).toBeUndefined();
    expect(sources.map((s) => s.abbreviation)).toEqual(['VANDF']);
  });
});

describe('releases, download, licence check', () => {
  it('lists release types and files without credentials', async () => {
    const { client, calls } = setup();
    const types = await listReleaseTypes({}, { client });
    const files = await listReleases({ releaseType: 'umls-full-release', current: true }, { client });
    expect(calls.map((c) => c.url)).toEqual([
      '/uts/releases',
      '/uts/releases?releaseType=umls-full-release&current=true',
    ]);
    for (const c of calls) expect(c.headers[API_KEY_HEADER]).toBeUndefined();
    expect(types[0]!.slug).toBe('umls-full-release');
    expect(files[0]!.current).toBe(true);
  });

  it('downloads in one call: the file URL in the query, the key in a header, bytes back', async () => {
    const bytes = 'PK\u0003\u0004zip-bytes';
    const { client, calls } = setup(() => ({
      status: 200,
      body: bytes,
      headers: { 'Content-Type': 'application/zip' },
    }));
    const blob = await downloadRelease(
      { url: 'https://download.nlm.nih.gov/umls/kss/2023AB/umls-2023AB-mrconso.zip' },
      { client },
    );
    expect(calls[0]!.url).toBe(
      '/uts/download?url=https%3A%2F%2Fdownload.nlm.nih.gov%2Fumls%2Fkss%2F2023AB%2Fumls-2023AB-mrconso.zip',
    );
    expect(calls[0]!.headers[API_KEY_HEADER]).toBe(KEY);
    expect(await blob.text()).toBe(bytes);
    expect(blob.type).toBe('application/zip');
  });

  it('maps a refused download to auth', async () => {
    const { client } = setup(() => ({ status: 401, body: 'Unauthorized' }));
    await expect(
      downloadRelease({ url: 'https://download.nlm.nih.gov/x.zip' }, { client }),
    ).rejects.toMatchObject({ kind: 'auth', status: 401 });
  });

  it('checks a licence: both keys in headers, plain true/false back', async () => {
    const answers = ['true', 'false\n'];
    const { client, calls } = setup((_req, n) => ({ status: 200, body: answers[n - 1] }));
    expect(await validateUser({ validatorApiKey: 'validator-9' }, { client })).toBe(true);
    expect(await validateUser({ validatorApiKey: 'validator-9', apiKey: 'other-user' }, { client })).toBe(
      false,
    );
    expect(calls.map((c) => c.url)).toEqual(['/uts-auth/validateUser', '/uts-auth/validateUser']);
    expect(calls[0]!.headers).toMatchObject({ [API_KEY_HEADER]: KEY, [VALIDATOR_KEY_HEADER]: 'validator-9' });
    expect(calls[1]!.headers).toMatchObject({
      [API_KEY_HEADER]: 'other-user',
      [VALIDATOR_KEY_HEADER]: 'validator-9',
    });
    for (const c of calls) expect(c.url).not.toContain('validator-9');
  });

  it('reports a refused validator key and an answer that is not a boolean', async () => {
    const { client } = setup(() => ({ status: 401, body: '' }));
    await expect(validateUser({ validatorApiKey: 'bad' }, { client })).rejects.toMatchObject({
      kind: 'auth',
      message: /validator/,
    });
    const other = setup(() => ({ status: 200, body: '<html>login</html>' }));
    await expect(validateUser({ validatorApiKey: 'v' }, { client: other.client })).rejects.toMatchObject({
      kind: 'bad-response',
    });
  });
});

describe('authentication modes', () => {
  it('refuses to call without a key, without touching the network', async () => {
    const { client, calls } = setup(route, { apiKey: '' });
    await expect(getConcept({ cui: 'C0009044' }, { client })).rejects.toBeInstanceOf(ApiError);
    await expect(getConcept({ cui: 'C0009044' }, { client })).rejects.toMatchObject({ kind: 'auth' });
    expect(calls).toHaveLength(0);
  });

  it('ticket mode: a fresh service ticket per request as ?ticket=, no key header', async () => {
    const { client, calls } = setup(route, { authMode: 'tickets' });
    await getConcept({ cui: 'C0009044' }, { client });
    await search({ string: 'fracture' }, { client });
    expect(calls.map((c) => c.url)).toEqual([
      '/uts/rest/content/current/CUI/C0009044?ticket=ST-1-test-cas',
      '/uts/rest/search/current?string=fracture&ticket=ST-2-test-cas',
    ]);
    for (const c of calls) expect(c.headers[API_KEY_HEADER]).toBeUndefined();
  });

  it('ticket mode: a retry after 429 / 503 carries a new ticket, never the used one', async () => {
    const replies: FakeReply[] = [json({ status: 429 }, 429), json({ status: 503 }, 503), json(concept)];
    const { client, calls } = setup((_r, n) => replies[n - 1]!, { authMode: 'tickets' });
    const c = await getConcept({ cui: 'C0009044' }, { client });
    expect(c.ui).toBe('C0009044');
    expect(calls.map((x) => splitUrl(x.url).query.ticket)).toEqual([
      'ST-1-test-cas',
      'ST-2-test-cas',
      'ST-3-test-cas',
    ]);
  });

  it('ticket mode: a 404 is not retried (it may be the resource or a refused ticket)', async () => {
    const { client, calls } = setup(() => json({ status: 404 }, 404), { authMode: 'tickets' });
    await expect(getConcept({ cui: 'C0009044' }, { client })).rejects.toMatchObject({ kind: 'not-found' });
    expect(calls).toHaveLength(1);
  });

  it('metadata in ticket mode spends no ticket', async () => {
    const { client, calls } = setup(route, { authMode: 'tickets' });
    await getSources({}, { client });
    expect(calls[0]!.url).toBe('/uts/rest/metadata/current/sources');
  });
});
