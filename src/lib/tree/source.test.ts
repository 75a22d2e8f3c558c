// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, splitUrl, testClient } from '../../api/uts/testing/fakeUpstream.ts';
import { createUtsTreeSource } from './source.ts';

const link = (sab: string, id: string, dir: string) =>
  `https://uts-ws.nlm.nih.gov/rest/content/2025AB/source/${sab}/${id}/${dir}`;

function cluster(sab: string, ui: string, name: string, leaf = false) {
  return {
    classType: 'SourceAtomCluster',
    ui,
    name,
    rootSource: sab,
    suppressible: false,
    obsolete: false,
    atomCount: 1,
    cVMemberCount: 0,
    parents: link(sab, ui, 'parents'),
    children: leaf ? 'NONE' : link(sab, ui, 'children'),
    ancestors: 'NONE',
    descendants: 'NONE',
    attributes: 'NONE',
    atoms: 'NONE',
    relations: 'NONE',
    definitions: 'NONE',
    defaultPreferredAtom: 'NONE',
    concepts: 'NONE',
  };
}

const list = (items: object[], pageNumber: number, pageCount: number, pageSize = 25) =>
  json({ pageSize, pageNumber, pageCount, result: items });

describe('the UTS tree source', () => {
  it('reads parents as code nodes; a 404 is a top node', async () => {
    const { client, calls } = testClient((req) => {
      const { path } = splitUrl(req.url);
      if (path.endsWith('/D009203/parents'))
        return list(
          [cluster('MSH', 'D006331', 'Heart Diseases'), cluster('MSH', 'D017202', 'Myocardial Ischemia')],
          1,
          1,
        );
      return json({ error: 'not found' }, 404);
    });
    const src = createUtsTreeSource({ client, release: '2025AB' });
    const ps = await src.parents({ kind: 'code', sab: 'MSH', id: 'D009203' });
    expect(ps.map((p) => p.key)).toEqual(['code:MSH/D006331', 'code:MSH/D017202']);
    expect(splitUrl(calls[0]!.url).path).toBe('/uts/rest/content/2025AB/source/MSH/D009203/parents');
    expect(await src.parents({ kind: 'code', sab: 'MSH', id: 'D002318' })).toEqual([]);
  });

  it('keeps the answers of parents and ancestors lists, not their failures: each asked once between walks', async () => {
    let fail = true;
    const { client, calls } = testClient((req) => {
      const { path } = splitUrl(req.url);
      if (path.endsWith('/D009203/parents')) return list([cluster('MSH', 'D006331', 'Heart Diseases')], 1, 1);
      if (path.endsWith('/D009203/ancestors')) {
        if (fail) return json({ error: 'busy' }, 503);
        return list(
          [cluster('MSH', 'D006331', 'Heart Diseases'), cluster('MSH', 'D002318', 'Cardiovascular Diseases')],
          1,
          1,
        );
      }
      return json({ error: 'not found' }, 404);
    });
    const src = createUtsTreeSource({ client, release: '2025AB' });
    const mi = { kind: 'code', sab: 'MSH', id: 'D009203' } as const;
    const asked = (end: string) => calls.filter((c) => splitUrl(c.url).path.endsWith(end)).length;
    await src.parents(mi);
    expect((await src.parents(mi)).map((p) => p.key)).toEqual(['code:MSH/D006331']);
    expect(asked('/D009203/parents')).toBe(1);
    await expect(src.ancestorNodes!(mi)).rejects.toThrow();
    // (the http layer retries a 503 before it gives up: however many calls that took)
    const failed = asked('/D009203/ancestors');
    fail = false;
    expect((await src.ancestorNodes!(mi))?.map((p) => p.key)).toEqual([
      'code:MSH/D006331',
      'code:MSH/D002318',
    ]);
    await src.ancestors!(mi);
    expect(asked('/D009203/ancestors')).toBe(failed + 1);
  });

  it('children: page 1 learns the total from the last page ("100 of 271")', async () => {
    const { client, calls } = testClient((req) => {
      const { query } = splitUrl(req.url);
      const n = Number(query.pageNumber);
      const size = Number(query.pageSize);
      const count = n === 3 ? 71 : size;
      const items = Array.from({ length: count }, (_, i) =>
        cluster('GO', `GO:${n}-${i}`, `Child ${n}-${i}`, true),
      );
      return list(items, n, 3, size);
    });
    const src = createUtsTreeSource({ client });
    const first = await src.children(
      { kind: 'code', sab: 'GO', id: 'GO:0032991' },
      { pageNumber: 1, pageSize: 100 },
    );
    expect(first).toMatchObject({ pageNumber: 1, pageCount: 3, total: 271 });
    expect(first.items).toHaveLength(100);
    expect(first.items[0]).toMatchObject({ code: 'GO:1-0', hasChildren: false });
    expect(calls.map((c) => splitUrl(c.url).query.pageNumber)).toEqual(['1', '3']);
    const second = await src.children(
      { kind: 'code', sab: 'GO', id: 'GO:0032991' },
      { pageNumber: 2, pageSize: 100 },
    );
    expect(second.total).toBeNull();
  });

  describe('MeSH tree numbers (meshTreeNumbers: true)', () => {
    // Myocardial Ischemia's children, listed by descriptor id as the service lists them.
    const NUMBERS: Record<string, string[]> = {
      D017202: ['C14.280.647', 'C14.907.585'],
      D000787: ['C14.280.647.187', 'C14.907.585.187'],
      D003327: ['C14.280.647.250', 'C14.907.585.250'],
      D009203: ['C14.280.647.500', 'C14.907.585.500'],
      D054058: ['C14.280.647.124', 'C14.907.585.124'],
    };
    const withAttributes = (ui: string, name: string) => ({
      ...cluster('MSH', ui, name),
      attributes: link('MSH', ui, 'attributes'),
    });
    const upstream = () =>
      testClient((req) => {
        const { path, query } = splitUrl(req.url);
        const id = path.split('/').at(-2)!;
        if (path.endsWith('/D017202/children'))
          return list(
            ['D000787', 'D003327', 'D009203', 'D054058'].map((ui) => withAttributes(ui, `Name ${ui}`)),
            1,
            1,
            100,
          );
        if (path.endsWith('/D017202'))
          return json({ result: withAttributes('D017202', 'Myocardial Ischemia') });
        if (path.endsWith('/attributes') && query.includeAttributeNames === 'MN' && NUMBERS[id])
          return list(
            NUMBERS[id]!.map((value) => ({
              classType: 'Attribute',
              ui: `AT${id}`,
              name: 'MN',
              value,
              rootSource: 'MSH',
            })),
            1,
            1,
            100,
          );
        return json({ error: 'not found' }, 404);
      });
    const MI_ISCHEMIA = { kind: 'code', sab: 'MSH', id: 'D017202' } as const;

    it('orders a short MeSH list by tree number under its parent, each child with its numbers', async () => {
      const { client, calls } = upstream();
      const src = createUtsTreeSource({ client, release: '2025AB', meshTreeNumbers: true });
      const page = await src.children(MI_ISCHEMIA, { pageNumber: 1, pageSize: 100 });
      expect(page.items.map((n) => n.code)).toEqual(['D054058', 'D000787', 'D003327', 'D009203']);
      expect(page.items.at(-1)!.treeNumbers).toEqual(['C14.280.647.500', 'C14.907.585.500']);
      // the list, the parent's numbers, one call per child
      expect(calls).toHaveLength(6);
      // the parent's numbers are read once: the node asks nothing more for them
      const node = await src.node(MI_ISCHEMIA);
      expect(node.treeNumbers).toEqual(NUMBERS.D017202);
      expect(calls).toHaveLength(7);
    });

    it('a node and its numbers asked at once by one caller make one numbers call; another caller asks its own', async () => {
      const { client, calls } = upstream();
      const src = createUtsTreeSource({ client, release: '2025AB', meshTreeNumbers: true });
      const signal = new AbortController().signal;
      const numbersCalls = () => calls.filter((c) => splitUrl(c.url).path.endsWith('/attributes')).length;
      const [node, numbers] = await Promise.all([
        src.node(MI_ISCHEMIA, { signal }),
        src.positions!(MI_ISCHEMIA, { signal }),
      ]);
      expect(node.treeNumbers).toEqual(NUMBERS.D017202);
      expect(numbers).toEqual(NUMBERS.D017202);
      expect(numbersCalls()).toBe(1);
      expect(src.numbered!(MI_ISCHEMIA)).toBe(true);
      expect(src.numbered!({ kind: 'code', sab: 'SNOMEDCT_US', id: '22298006' })).toBe(false);

      // Callers with other signals each ask for themselves: one's cancellation never fails another.
      const other = createUtsTreeSource({ client, release: '2025AB', meshTreeNumbers: true });
      await Promise.all([
        other.positions!(MI_ISCHEMIA, { signal: new AbortController().signal }),
        other.positions!(MI_ISCHEMIA, { signal: new AbortController().signal }),
      ]);
      expect(numbersCalls()).toBe(3);
    });

    it('asks the calls of a walk up (node, parents, numbers) first through the rate limiter; a child list only when a view asks', async () => {
      const { client } = upstream();
      const asked: string[] = [];
      const recording: typeof client = {
        ...client,
        getRest: (path, query, options) => {
          const what = path.split('/').slice(6).join('/') || 'node';
          asked.push(`${what}${options.first ? ' (first)' : ''}`);
          return client.getRest(path, query, options);
        },
      };
      const src = createUtsTreeSource({ client: recording, release: '2025AB', meshTreeNumbers: true });
      // A walk down a subtree reads lists in the order it asks them; a view's list goes first.
      await src.children(MI_ISCHEMIA, { pageNumber: 1, pageSize: 100 });
      expect(asked).toEqual(['children', ...Array(5).fill('attributes')]);
      asked.length = 0;
      const view = createUtsTreeSource({ client: recording, release: '2025AB', meshTreeNumbers: true });
      await view.children(MI_ISCHEMIA, { pageNumber: 1, pageSize: 100 }, { first: true });
      expect(asked).toEqual(['children (first)', ...Array(5).fill('attributes (first)')]);
      asked.length = 0;
      await src.node({ kind: 'code', sab: 'MSH', id: 'D017202' }).catch(() => undefined);
      await src.parents({ kind: 'code', sab: 'MSH', id: 'D009203' });
      await src.positions!({ kind: 'code', sab: 'MSH', id: 'D054058' });
      // D054058's numbers were read with the child list: kept, not asked again.
      expect(asked).toEqual(['node (first)', 'parents (first)']);
      asked.length = 0;
      const fresh = createUtsTreeSource({ client: recording, release: '2025AB', meshTreeNumbers: true });
      await fresh.positions!({ kind: 'code', sab: 'MSH', id: 'D054058' });
      expect(asked).toEqual(['attributes (first)']);
    });

    it('asks nothing for numbers when not asked to, nor for a node whose attributes are NONE', async () => {
      const { client, calls } = upstream();
      const plain = await createUtsTreeSource({ client }).children(MI_ISCHEMIA, {
        pageNumber: 1,
        pageSize: 100,
      });
      expect(plain.items.map((n) => n.code)).toEqual(['D000787', 'D003327', 'D009203', 'D054058']);
      expect(plain.items[0]!.treeNumbers).toBeUndefined();
      expect(calls).toHaveLength(1);
    });

    it('a failed numbers call leaves the node unnumbered, and the tree still loads', async () => {
      const { client } = testClient((req) => {
        const { path } = splitUrl(req.url);
        if (path.endsWith('/attributes')) return json({ error: 'boom' }, 500);
        return list([withAttributes('D009203', 'Myocardial Infarction')], 1, 1, 100);
      });
      const src = createUtsTreeSource({ client, meshTreeNumbers: true });
      const page = await src.children(MI_ISCHEMIA, { pageNumber: 1, pageSize: 100 });
      expect(page.items.map((n) => [n.code, n.treeNumbers])).toEqual([['D009203', undefined]]);
    });
  });
});

describe('sharingParents', () => {
  it('asks for a node’s parents once however many walks reach it, and again after a failure', async () => {
    const { memorySource } = await import('./testing.ts');
    const { sharingParents } = await import('./source.ts');
    const inner = memorySource({ T: ['A', 'B'], A: ['X'], B: ['X', 'Y'] });
    let failOnce = true;
    const flaky = {
      ...inner,
      parents: (ref: Parameters<typeof inner.parents>[0]) =>
        ref.id === 'Y' && failOnce
          ? ((failOnce = false), Promise.reject(new Error('503')))
          : inner.parents(ref),
    };
    const src = sharingParents(flaky);
    const ref = (id: string) => ({ kind: 'code', sab: 'TST', id }) as const;
    const [a, b] = await Promise.all([src.parents(ref('X')), src.parents(ref('X'))]);
    expect(a.map((n) => n.code)).toEqual(['A', 'B']);
    expect(b).toBe(a);
    await src.parents(ref('A'));
    await src.parents(ref('A'));
    expect(inner.calls).toEqual(['parents TST/X', 'parents TST/A']);
    await expect(src.parents(ref('Y'))).rejects.toThrow('503');
    expect((await src.parents(ref('Y'))).map((n) => n.code)).toEqual(['B']);
  });
});
