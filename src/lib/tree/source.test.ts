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
});
