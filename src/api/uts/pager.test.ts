// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getConceptAtoms, getConceptDefinitions } from './concept.ts';
import conceptAtoms from './fixtures/concept-atoms.json';
import { collectContent, contentPages, emptyIfNotFound, hasNextPage, isPastEndError } from './pager.ts';
import { search, searchAll } from './search.ts';
import { json, splitUrl, testClient, type FakeReply } from './testing/fakeUpstream.ts';
import { ApiError } from '../errors.ts';

const atom = conceptAtoms.result[0]!;
const hit = (i: number) => ({
  ui: `C${String(i).padStart(7, '0')}`,
  rootSource: 'MTH',
  uri: `https://uts-ws.nlm.nih.gov/rest/content/2025AA/CUI/C${i}`,
  name: `hit ${i}`,
});
const hits = (from: number, n: number) => Array.from({ length: n }, (_, i) => hit(from + i));
const searchPage = (pageNumber: number, results: unknown[], extra: Record<string, unknown> = {}) =>
  json({ pageSize: 2, pageNumber, result: { classType: 'searchResults', results, ...extra } });
const atomsPage = (pageNumber: number, n: number, pageCount?: number) =>
  json({
    pageSize: 2,
    pageNumber,
    ...(pageCount === undefined ? {} : { pageCount }),
    result: Array.from({ length: n }, (_, i) => ({ ...atom, ui: `A${pageNumber}-${i}` })),
  });

/** Serves search / list pages by pageNumber. */
function byPage(pages: Record<number, FakeReply>) {
  return testClient(
    (req) => pages[Number(splitUrl(req.url).query.pageNumber ?? 1)] ?? json({ status: 404 }, 404),
  );
}

describe('search paging', () => {
  it('modern form: stops at the empty page', async () => {
    const { client, calls } = byPage({
      1: searchPage(1, hits(1, 2)),
      2: searchPage(2, hits(3, 2)),
      3: searchPage(3, []),
    });
    const all = await searchAll({ string: 'x', pageSize: 2 }, { client });
    expect(all.items.map((h) => h.name)).toEqual(['hit 1', 'hit 2', 'hit 3', 'hit 4']);
    expect(all.truncated).toBe(false);
    expect(calls).toHaveLength(3);
  });

  it('legacy form: stops at the NONE / NO RESULTS page and never shows the sentinel', async () => {
    const sentinel = [{ ui: 'NONE', name: 'NO RESULTS' }];
    const { client, calls } = byPage({ 1: searchPage(1, hits(1, 2)), 2: searchPage(2, sentinel) });
    const all = await searchAll({ string: 'x', pageSize: 2 }, { client });
    expect(all.items.map((h) => h.ui)).toEqual(['C0000001', 'C0000002']);
    expect(calls).toHaveLength(2);
  });

  it('legacy "no results at all": one call, no hits', async () => {
    const { client } = byPage({ 1: searchPage(1, [{ ui: 'NONE', name: 'NO RESULTS' }]) });
    const page = await search({ string: 'qwertyuiop' }, { client });
    expect(page.hits).toEqual([]);
    expect(page.isLast).toBe(true);
  });

  it('stops without asking again when a short page or recCount says it is the last', async () => {
    const short = byPage({ 1: searchPage(1, hits(1, 2)), 2: searchPage(2, hits(3, 1)) });
    expect((await searchAll({ string: 'x', pageSize: 2 }, { client: short.client })).items).toHaveLength(3);
    expect(short.calls).toHaveLength(2);
    const counted = byPage({
      1: searchPage(1, hits(1, 2), { recCount: 4 }),
      2: searchPage(2, hits(3, 2), { recCount: 4 }),
    });
    expect((await searchAll({ string: 'x', pageSize: 2 }, { client: counted.client })).items).toHaveLength(4);
    expect(counted.calls).toHaveLength(2);
  });

  it('treats a 404 past the first page as the end and reports maxPages truncation', async () => {
    const { client, calls } = byPage({ 1: searchPage(1, hits(1, 2)) });
    expect((await searchAll({ string: 'x', pageSize: 2 }, { client })).items).toHaveLength(2);
    expect(calls).toHaveLength(2);
    const many = byPage({
      1: searchPage(1, hits(1, 2)),
      2: searchPage(2, hits(3, 2)),
      3: searchPage(3, hits(5, 2)),
    });
    const capped = await searchAll({ string: 'x', pageSize: 2 }, { client: many.client, maxPages: 2 });
    expect(capped).toMatchObject({ truncated: true });
    expect(capped.items).toHaveLength(4);
    expect(many.calls).toHaveLength(2);
  });
});

describe('content paging', () => {
  const fetchAtoms = (client: ReturnType<typeof testClient>['client']) => (pageNumber: number) =>
    getConceptAtoms({ cui: 'C0155502', pageNumber, pageSize: 2 }, { client });

  it('walks pageNumber 1..pageCount and stops there', async () => {
    const { client, calls } = byPage({ 1: atomsPage(1, 2, 3), 2: atomsPage(2, 2, 3), 3: atomsPage(3, 1, 3) });
    const all = await collectContent(fetchAtoms(client));
    expect(all.items.map((a) => a.ui)).toEqual(['A1-0', 'A1-1', 'A2-0', 'A2-1', 'A3-0']);
    expect(calls.map((c) => splitUrl(c.url).query.pageNumber)).toEqual(['1', '2', '3']);
  });

  it('without pageCount, a 404 on the next page means no more', async () => {
    const { client, calls } = byPage({ 1: atomsPage(1, 2) });
    const all = await collectContent(fetchAtoms(client));
    expect(all.items).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it('a 404 on the first page is a real not-found', async () => {
    const { client } = byPage({});
    await expect(collectContent(fetchAtoms(client))).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('other failures past page 1 are thrown, not swallowed', async () => {
    const { client } = byPage({ 1: atomsPage(1, 2, 3), 2: json({ status: 400 }, 400) });
    await expect(collectContent(fetchAtoms(client))).rejects.toMatchObject({ kind: 'upstream', status: 400 });
  });

  it('maxPages caps long lists (descendants) and says so', async () => {
    const { client, calls } = byPage({ 1: atomsPage(1, 2, 15), 2: atomsPage(2, 2, 15) });
    const res = await collectContent(fetchAtoms(client), { maxPages: 2 });
    expect(res).toMatchObject({ truncated: true });
    expect(calls).toHaveLength(2);
  });

  it('can start mid-list and stops when aborted', async () => {
    const { client, calls } = byPage({ 2: atomsPage(2, 2, 3), 3: atomsPage(3, 2, 3) });
    const controller = new AbortController();
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const page of contentPages(fetchAtoms(client), {
          startPage: 2,
          signal: controller.signal,
        })) {
          seen.push(page.pageNumber);
          controller.abort(new DOMException('stop', 'AbortError'));
        }
      })(),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([2]);
    expect(calls).toHaveLength(1);
  });

  it('hasNextPage / isPastEndError', () => {
    expect(hasNextPage({ items: [1], pageNumber: 1, pageSize: 1, pageCount: 2 })).toBe(true);
    expect(hasNextPage({ items: [1], pageNumber: 2, pageSize: 1, pageCount: 2 })).toBe(false);
    expect(hasNextPage({ items: [], pageNumber: 1, pageSize: 25, pageCount: null })).toBe(false);
    expect(hasNextPage({ items: [1, 2], pageNumber: 1, pageSize: 2, pageCount: null })).toBe(true);
    const nf = new ApiError('not-found', 'x', { status: 404 });
    expect(isPastEndError(nf, 2)).toBe(true);
    expect(isPastEndError(nf, 1)).toBe(false);
    expect(isPastEndError(new ApiError('upstream', 'x', { status: 500 }), 2)).toBe(false);
  });
});

describe('emptyIfNotFound', () => {
  it('turns a sub-list 404 into an empty page and passes every other outcome through', async () => {
    const none = testClient(() =>
      json({ name: 'NotFound', status: 404, message: 'No definitions found' }, 404),
    );
    const page = await emptyIfNotFound(getConceptDefinitions({ cui: 'C0155502' }, { client: none.client }));
    expect(page).toEqual({ items: [], pageNumber: 1, pageSize: 25, pageCount: 0 });
    const failing = testClient(() => json({ status: 400 }, 400));
    await expect(
      emptyIfNotFound(getConceptDefinitions({ cui: 'C0155502' }, { client: failing.client })),
    ).rejects.toMatchObject({ kind: 'upstream' });
    const ok = testClient(() => atomsPage(1, 2, 1));
    expect(
      (await emptyIfNotFound(getConceptAtoms({ cui: 'C0155502' }, { client: ok.client }))).items,
    ).toHaveLength(2);
  });
});
