import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppLimiter } from '../../src/api/http.ts';
import { mergeChildPages } from '../../src/lib/tree/children.ts';
import { createUtsTreeSource, type TreeSource } from '../../src/lib/tree/source.ts';
import { parentsAhead, pathsFrom, treeQueryKeys } from '../../src/lib/tree/queries.ts';
import { buildVisibleTree } from '../../src/lib/tree/visible.ts';
import { nodeKey, type NodeRef } from '../../src/lib/tree/node.ts';
import { configFromEnv, DEFAULT_API_KEY } from '../config.ts';
import { contractClient, type ContractClient } from '../testing/uts-client.ts';
import { startTestEmulator } from '../testing/emulator.ts';

/**
 * The tree's paths by MeSH tree number, as a page builds them: the app's UTS client and tree
 * source against the emulator and its demo dataset (MeSH 2017, every descriptor). The service
 * lists parents and children per descriptor; the client keeps only the positions the numbers
 * give, with no more calls than the plain walk of the whole descriptor graph.
 */
let emu: { url: string; close: () => Promise<void> };
let cc: ContractClient;

beforeAll(async () => {
  emu = await startTestEmulator(configFromEnv({}));
  cc = contractClient(emu.url, DEFAULT_API_KEY, createAppLimiter());
});
afterAll(async () => {
  await emu?.close();
});

const msh = (id: string): NodeRef => ({ kind: 'code', sab: 'MSH', id });
const numbered = () => createUtsTreeSource({ client: cc.client, meshTreeNumbers: true });

async function paths(source: TreeSource, id: string) {
  const sent = cc.sent.length;
  const found = await pathsFrom(source, await source.node(msh(id)));
  return { found, calls: cc.sent.length - sent };
}

describe('MeSH paths by tree number, through the client', () => {
  it.each([
    ['D003930', ['C11.768.257', 'C14.907.320.382', 'C19.246.099.500.382']],
    ['D017719', ['C14.907.320.191', 'C17.800.893.592.450.200', 'C19.246.099.500.191', 'C19.246.099.937.250']],
    ['D000072638', ['E05.318.308.940.968.249.500.500', 'E05.318.308.940.968.249.750']],
    ['D018568', 5],
  ] as const)('%s: one path per tree number', async (id, expected) => {
    const { found } = await paths(numbered(), id);
    const ends = found.paths.map((p) => p.at(-1)!.position);
    if (typeof expected === 'number') expect(ends).toHaveLength(expected);
    else expect(ends).toEqual(expected);
    expect(found.positions?.gaps.every((g) => g === null)).toBe(true);
    expect(found.positions?.unsupported).toEqual([]);
    // Each path runs from the source's top node through the category to its first level.
    for (const p of found.paths)
      expect(p.slice(0, 2).map((n) => n.code)).toEqual(['V-MSH', p[2]!.position![0]]);
  });

  it.each([
    ['MSH', 'D017719'],
    ['MSH', 'D003930'],
    ['GO', 'GO:0043231'],
  ])(
    '%s %s: parents asked ahead from one ancestors call: the same paths and calls, and that one',
    async (sab, id) => {
      const ref: NodeRef = { kind: 'code', sab, id };
      const walk = async (ahead: boolean) => {
        const source = numbered();
        const sent = cc.sent.length;
        const node = await source.node(ref);
        const found = await pathsFrom(ahead ? await parentsAhead(source, node) : source, node);
        const urls = cc.sent
          .slice(sent)
          .map((s) =>
            decodeURIComponent(new URL(s.upstreamUrl).pathname).replace(/^.*\/content\/[^/]+\//, ''),
          );
        return { paths: found.paths.map((p) => p.map((n) => n.key).join('>')), urls };
      };
      const level = await walk(false);
      const ahead = await walk(true);
      expect(ahead.paths).toEqual(level.paths);
      expect(ahead.urls.filter((u) => u.endsWith('/ancestors'))).toEqual([`source/${sab}/${id}/ancestors`]);
      // The same calls otherwise (a walk level by level may read a tree number twice, where two
      // parents' lists name the same descriptor at once; asked ahead, the numbers are in hand).
      const rest = ahead.urls.filter((u) => !u.endsWith('/ancestors'));
      expect(new Set(rest)).toEqual(new Set(level.urls));
      expect(rest.length).toBeLessThanOrEqual(level.urls.length);
    },
  );

  it('asks fewer calls than walking every parent, for a descriptor the graph gives invented paths', async () => {
    const byNumber = await paths(numbered(), 'D000072638');
    const plain = createUtsTreeSource({ client: cc.client, meshTreeNumbers: true });
    const graph = await paths({ ...plain, positions: undefined }, 'D000072638');
    expect(graph.found.paths.length).toBeGreaterThan(2);
    expect(byNumber.calls).toBeLessThan(graph.calls);
  });

  it('under Myocardial Infarction at C14.280.647.500, not No-Reflow Phenomenon (C14.907.585.500 only)', async () => {
    const source = numbered();
    const { found } = await paths(source, 'D009203');
    const list = mergeChildPages([await source.children(msh('D009203'), { pageNumber: 1, pageSize: 100 })]);
    const kidsAt = (i: number) => {
      const rows = buildVisibleTree({
        path: found.paths[i]!,
        expanded: new Set(),
        childList: (k) => (k === nodeKey(msh('D009203')) ? list : undefined),
      }).rows;
      const focus = rows.find((r) => r.isFocus)!;
      return rows.filter((r) => r.parentId === focus.id).map((r) => r.node.name);
    };
    expect(found.paths.map((p) => p.at(-1)!.position)).toEqual(['C14.280.647.500', 'C14.907.585.500']);
    expect(list.items.map((n) => n.name)).toContain('No-Reflow Phenomenon');
    expect(kidsAt(0)).not.toContain('No-Reflow Phenomenon');
    expect(kidsAt(0)).toContain('ST Elevation Myocardial Infarction');
    expect(kidsAt(1)).toContain('No-Reflow Phenomenon');
  });

  it('the paths of a numbered source are cached apart from a plain walk', () => {
    expect(treeQueryKeys.paths('current', msh('D003930'), numbered().variant)).not.toEqual(
      treeQueryKeys.paths('current', msh('D003930')),
    );
  });
});
