// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NodeRef, TreeNodeData } from './node.ts';
import { QueryClient } from '@tanstack/react-query';
import { parentsAhead, pathsByNumbers, pathsFrom, treePathsCheckQuery, treePathsQuery } from './queries.ts';
import {
  meshMemorySource,
  memorySource,
  testNode,
  type MemorySource,
  type MeshMemorySource,
} from './testing.ts';
import type { TreeSource } from './source.ts';

const tst = (id: string): NodeRef => ({ kind: 'code', sab: 'TST', id });
const names = (paths: readonly (readonly TreeNodeData[])[]) =>
  paths.map((p) => p.map((n) => n.code).join('>'));

/**
 * `inner` whose parents answer a few ms later, counting how many are asked before any answers,
 * and whose ancestors are every node above (or the list given).
 */
function slow(inner: MemorySource, ancestorIds?: (id: string) => string[]) {
  let waiting = 0;
  let mostAtOnce = 0;
  const above = async (ref: NodeRef): Promise<TreeNodeData[]> => {
    const seen = new Map<string, TreeNodeData>();
    let frontier = [ref];
    while (frontier.length) {
      const next: NodeRef[] = [];
      for (const r of frontier)
        for (const p of await inner.parents(r))
          if (!seen.has(p.key)) {
            seen.set(p.key, p);
            next.push(p.ref);
          }
      frontier = next;
    }
    return [...seen.values()];
  };
  const source: TreeSource & { mostAtOnce: () => number; asked: string[] } = {
    ...inner,
    asked: [],
    mostAtOnce: () => mostAtOnce,
    async parents(ref) {
      source.asked.push(ref.id);
      waiting++;
      mostAtOnce = Math.max(mostAtOnce, waiting);
      await new Promise((r) => setTimeout(r, 5));
      waiting--;
      return inner.parents(ref);
    },
    async ancestorNodes(ref) {
      if (ancestorIds) return Promise.all(ancestorIds(ref.id).map((id) => inner.node(tst(id))));
      return above(ref);
    },
  };
  return source;
}

// Diabetic Retinopathy at two places, Diabetes Mellitus (above one of them) at two more.
const RETINOPATHY_TREE = `
C14	D002318	Cardiovascular Diseases
C14.907	D014652	Vascular Diseases
C14.907.320	D003925	Diabetic Angiopathies
C14.907.320.382	D003930	Diabetic Retinopathy
C18	D009750	Nutritional and Metabolic Diseases
C18.452	D008659	Metabolic Diseases
C18.452.394	D044882	Glucose Metabolism Disorders
C18.452.394.750	D003920	Diabetes Mellitus
C19	D004700	Endocrine System Diseases
C19.246	D003920	Diabetes Mellitus
C19.246.099	D048909	Diabetes Complications
C19.246.099.500	D003925	Diabetic Angiopathies
C19.246.099.500.382	D003930	Diabetic Retinopathy
`;

// A diamond and a chain: E under D, D under B and C, B and C under A, A under TOP.
const EDGES = { TOP: ['A'], A: ['B', 'C'], B: ['D'], C: ['D'], D: ['E'] };

describe('parentsAhead', () => {
  it('asks the parents of every node above at once, and the paths are those of the level walk', async () => {
    const plain = slow(memorySource(EDGES));
    const focus = await plain.node(tst('E'));
    const levelByLevel = await pathsFrom(plain, focus);
    expect(plain.mostAtOnce()).toBe(2); // B and C: one level at a time

    const ahead = slow(memorySource(EDGES));
    const found = await pathsFrom(await parentsAhead(ahead, focus), focus);
    expect(names(found.paths)).toEqual(names(levelByLevel.paths));
    expect(names(found.paths)).toEqual(['TOP>A>B>D>E', 'TOP>A>C>D>E']);
    // E, D, B, C, A and TOP asked together, each once.
    expect(ahead.mostAtOnce()).toBe(6);
    expect([...ahead.asked].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'TOP']);
  });

  it('still walks to a node the ancestors leave out, and goes level by level without them', async () => {
    const partial = slow(memorySource(EDGES), () => ['D', 'B']);
    const focus = await partial.node(tst('E'));
    const found = await pathsFrom(await parentsAhead(partial, focus), focus);
    expect(names(found.paths)).toEqual(['TOP>A>B>D>E', 'TOP>A>C>D>E']);
    expect([...partial.asked].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'TOP']);

    const none = { ...slow(memorySource(EDGES)), ancestorNodes: async () => null };
    const again = await pathsFrom(await parentsAhead(none, focus), focus);
    expect(names(again.paths)).toEqual(['TOP>A>B>D>E', 'TOP>A>C>D>E']);
  });

  it('a failed ancestors call costs nothing but the speed', async () => {
    const failing = {
      ...slow(memorySource(EDGES)),
      ancestorNodes: () => Promise.reject(new Error('upstream')),
    };
    const focus = await failing.node(tst('E'));
    const found = await pathsFrom(await parentsAhead(failing, focus), focus);
    expect(names(found.paths)).toEqual(['TOP>A>B>D>E', 'TOP>A>C>D>E']);
  });

  it('MeSH: asks only above the focus’s own tree numbers, as the walk by position does', async () => {
    const mesh = meshMemorySource(RETINOPATHY_TREE);
    // The descriptor graph's ancestors: everything above, Diabetes Mellitus's C18 place too.
    const all = [
      'D003925',
      'D014652',
      'D002318',
      'D048909',
      'D003920',
      'D004700',
      'D044882',
      'D008659',
      'D009750',
      'C',
      'V-MSH',
    ];
    const source = slow(mesh, () => []);
    source.ancestorNodes = async () =>
      Promise.all(
        all.map(async (id) => ({
          ...(await mesh.node({ kind: 'code', sab: 'MSH', id })),
          ...(mesh.numbers.has(id) && { treeNumbers: mesh.numbers.get(id) }),
        })),
      );
    const focus = await mesh.node({ kind: 'code', sab: 'MSH', id: 'D003930' });
    const walked = slow(mesh);
    const byLevel = await pathsFrom(walked, focus);
    const found = await pathsFrom(await parentsAhead(source, focus), focus);
    expect(names(found.paths)).toEqual(names(byLevel.paths));
    expect([...source.asked].sort()).toEqual([...walked.asked].sort());
    expect(source.mostAtOnce()).toBeGreaterThan(walked.mostAtOnce());
    // Nothing above Diabetes Mellitus's other place.
    const c18 = ['D044882', 'D008659', 'D009750'];
    expect(source.asked.filter((id) => c18.includes(id))).toEqual([]);
  });
});

describe('pathsByNumbers', () => {
  /** `mesh` with its ancestors list: every node above, with their numbers (read from a copy, so `mesh.calls` holds only the paths' own calls). */
  function withAncestors(mesh: MeshMemorySource, leave: string[] = []): TreeSource {
    const copy = meshMemorySource(RETINOPATHY_TREE);
    const above = async (id: string, seen = new Set<string>()): Promise<Set<string>> => {
      for (const p of await copy.parents({ kind: 'code', sab: 'MSH', id }))
        if (!seen.has(p.code)) {
          seen.add(p.code);
          await above(p.code, seen);
        }
      return seen;
    };
    return {
      ...mesh,
      async ancestorNodes(ref) {
        const ids = [...(await above(ref.id))].filter((id) => !leave.includes(id));
        return ids.map((id) => ({
          ...testNode(id, id, true, 'MSH'),
          hasParents: id !== 'V-MSH',
          ...(mesh.numbers.has(id) && { treeNumbers: mesh.numbers.get(id) }),
        }));
      },
    };
  }
  const retinopathy = { kind: 'code', sab: 'MSH', id: 'D003930' } as const;

  it('draws the paths the walk by parents finds, asking parents only at the first level and above', async () => {
    const walked = meshMemorySource(RETINOPATHY_TREE);
    const focus = await walked.node(retinopathy);
    const byParents = await pathsFrom(walked, focus);

    const mesh = meshMemorySource(RETINOPATHY_TREE);
    const drawn = await pathsByNumbers(withAncestors(mesh), focus);
    expect(drawn?.checked).toBe(false);
    expect(names(drawn!.paths)).toEqual(names(byParents.paths));
    expect(drawn!.paths.map((p) => p.map((n) => n.position ?? '-').join(' '))).toEqual(
      byParents.paths.map((p) => p.map((n) => n.position ?? '-').join(' ')),
    );
    expect(names(drawn!.paths)).toEqual([
      'V-MSH>C>D002318>D014652>D003925>D003930',
      'V-MSH>C>D004700>D003920>D048909>D003925>D003930',
    ]);
    const parentsAsked = mesh.calls.filter((c) => c.startsWith('parents')).sort();
    expect(parentsAsked).toEqual(['parents C', 'parents D002318', 'parents D004700']);
    expect(walked.calls.filter((c) => c.startsWith('parents')).length).toBeGreaterThan(parentsAsked.length);
  });

  it('asks the parents at the first level and above all at once, though the paths reach them at different depths', async () => {
    const mesh = meshMemorySource(RETINOPATHY_TREE);
    const focus = await mesh.node(retinopathy);
    const source = withAncestors(mesh);
    // Each list answers a macrotask later, so calls started together are seen together.
    const inFlight = new Set<string>();
    const together: string[][] = [];
    const drawn = await pathsByNumbers(
      {
        ...source,
        async parents(ref, o) {
          inFlight.add(ref.id);
          together.push([...inFlight].sort());
          await new Promise((r) => setTimeout(r, 5));
          inFlight.delete(ref.id);
          return source.parents(ref, o);
        },
      },
      focus,
    );
    expect(drawn?.paths).toHaveLength(2);
    // Cardiovascular Diseases (C14) is three levels up, Endocrine System Diseases (C19) four: one round.
    expect(together.at(-1)).toEqual(['C', 'D002318', 'D004700']);
  });

  it('the paths query asks a numbered node’s numbers and ancestors beside the node itself', async () => {
    const base = withAncestors(meshMemorySource(RETINOPATHY_TREE));
    let nodeAnswered = false;
    const beforeNode: string[] = [];
    const source: TreeSource = {
      ...base,
      numbered: (ref) => ref.sab === 'MSH',
      async node(ref, o) {
        await new Promise((r) => setTimeout(r, 5));
        nodeAnswered = true;
        return base.node(ref, o);
      },
      positions(ref, o) {
        if (!nodeAnswered) beforeNode.push('numbers');
        return base.positions!(ref, o);
      },
      ancestorNodes(ref, o) {
        if (!nodeAnswered) beforeNode.push('ancestors');
        return base.ancestorNodes!(ref, o);
      },
    };
    const paths = await new QueryClient().fetchQuery(treePathsQuery(source, '2025AB', retinopathy));
    expect(paths.paths).toHaveLength(2);
    expect(beforeNode).toEqual(['numbers', 'ancestors']);
  });

  it('paths drawn by one source are checked by it, whichever source the check query is given', async () => {
    // A prefetch draws the paths; the view, with a source of its own, checks them: by the
    // prefetch's source, which keeps what the drawing asked (the UTS source's lists).
    const drawer = meshMemorySource(RETINOPATHY_TREE);
    const other = meshMemorySource(RETINOPATHY_TREE);
    const client = new QueryClient();
    const drawn = await client.fetchQuery(treePathsQuery(withAncestors(drawer), '2025AB', retinopathy));
    expect(drawn.checked).toBe(false);
    const checked = await client.fetchQuery(
      treePathsCheckQuery(withAncestors(other), '2025AB', retinopathy, drawn),
    );
    expect(names(checked.paths)).toEqual(names(drawn.paths));
    expect(other.calls).toEqual([]);
    // Without the drawn paths (a printed report), the source given asks for itself.
    await new QueryClient().fetchQuery(treePathsCheckQuery(withAncestors(other), '2025AB', retinopathy));
    expect(other.calls.length).toBeGreaterThan(0);
  });

  it('leaves to the walk by parents a path whose number above no ancestor holds, and a source without numbers', async () => {
    const mesh = meshMemorySource(RETINOPATHY_TREE);
    const focus = await mesh.node(retinopathy);
    // The ancestors list lacks Diabetes Complications (C19.246.099): that path cannot be drawn.
    expect(await pathsByNumbers(withAncestors(mesh, ['D048909']), focus)).toBeNull();
    expect(
      await pathsByNumbers({ ...withAncestors(mesh), ancestorNodes: async () => null }, focus),
    ).toBeNull();
    const plain = slow(memorySource(EDGES));
    expect(await pathsByNumbers(plain, await plain.node(tst('E')))).toBeNull();
  });
});
