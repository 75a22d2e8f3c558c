// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parentNumber } from '../meshTreeNumbers.ts';
import { divergenceLabels, mergedPathRows, otherPathsNote, pathLabels } from './ancestry.ts';
import { nodeKey, type TreeNodeData } from './node.ts';
import { meetingByPositions } from './meeting.ts';
import { meetingPositions, positionPaths, walkPositions } from './positions.ts';
import { walkSubtree } from './walk.ts';
import { pathsFrom } from './queries.ts';
import { meshMemorySource, type MeshMemorySource } from './testing.ts';
import { buildVisibleTree, childrenHere } from './visible.ts';
import { mergeChildPages } from './children.ts';

// A few places of MeSH 2017 (its tree file's lines): Diabetic Retinopathy's three, the places
// above them, Diabetes Mellitus's second place (C18), and Myocardial Infarction's two with the
// children under each. The service lists parents per descriptor, so Diabetes Complications
// (C19.246.099 only) gets both of Diabetes Mellitus's parents: chaining them invents a path
// through C18.452.394.750.
const TREE = `
C11	D005128	Eye Diseases
C11.768	D012164	Retinal Diseases
C11.768.257	D003930	Diabetic Retinopathy
C14	D002318	Cardiovascular Diseases
C14.280	D006331	Heart Diseases
C14.280.434	D006333	Heart Failure
C14.280.647	D017202	Myocardial Ischemia
C14.280.647.500	D009203	Myocardial Infarction
C14.280.647.500.093	D056988	Anterior Wall Myocardial Infarction
C14.280.647.500.750	D012770	Shock, Cardiogenic
C14.907	D014652	Vascular Diseases
C14.907.320	D003925	Diabetic Angiopathies
C14.907.320.191	D017719	Diabetic Foot
C14.907.320.382	D003930	Diabetic Retinopathy
C14.907.585	D017202	Myocardial Ischemia
C14.907.585.500	D009203	Myocardial Infarction
C14.907.585.500.093	D056988	Anterior Wall Myocardial Infarction
C14.907.585.500.562	D054318	No-Reflow Phenomenon
C14.907.585.500.750	D012770	Shock, Cardiogenic
C18	D009750	Nutritional and Metabolic Diseases
C18.452	D008659	Metabolic Diseases
C18.452.394	D044882	Glucose Metabolism Disorders
C18.452.394.750	D003920	Diabetes Mellitus
C19	D004700	Endocrine System Diseases
C19.246	D003920	Diabetes Mellitus
C19.246.099	D048909	Diabetes Complications
C19.246.099.500	D003925	Diabetic Angiopathies
C19.246.099.500.191	D017719	Diabetic Foot
C19.246.099.500.382	D003930	Diabetic Retinopathy
C19.246.099.937	D003929	Diabetic Neuropathies
C19.246.099.937.250	D017719	Diabetic Foot
`;

const msh = (id: string) => ({ kind: 'code', sab: 'MSH', id }) as const;
const names = (path: readonly TreeNodeData[]) => path.map((n) => n.name);
const numbers = (path: readonly TreeNodeData[]) => path.flatMap((n) => (n.position ? [n.position] : []));

async function pathsOf(src: MeshMemorySource, id: string) {
  return pathsFrom(src, await src.node(msh(id)));
}

/** Each path's numbers extend one another, down to one of the focus's own. */
function chained(path: readonly TreeNodeData[]): boolean {
  const ns = numbers(path);
  return ns.every((n, i) => i === 0 || parentNumber(n) === ns[i - 1]) && parentNumber(ns[0]!) === null;
}

describe('paths by tree number', () => {
  it('Diabetic Retinopathy: one path per tree number, none through Diabetes Mellitus at C18', async () => {
    const src = meshMemorySource(TREE);
    const found = await pathsOf(src, 'D003930');
    expect(found.positions?.numbers).toEqual(['C11.768.257', 'C14.907.320.382', 'C19.246.099.500.382']);
    expect(found.paths.map(numbers)).toEqual([
      ['C11', 'C11.768', 'C11.768.257'],
      ['C14', 'C14.907', 'C14.907.320', 'C14.907.320.382'],
      ['C19', 'C19.246', 'C19.246.099', 'C19.246.099.500', 'C19.246.099.500.382'],
    ]);
    expect(names(found.paths[2]!)).toEqual([
      'Medical Subject Headings',
      'C (MeSH Category)',
      'Endocrine System Diseases',
      'Diabetes Mellitus',
      'Diabetes Complications',
      'Diabetic Angiopathies',
      'Diabetic Retinopathy',
    ]);
    expect(found.paths.every(chained)).toBe(true);
    expect(found.positions?.gaps).toEqual([null, null, null]);
    expect(found.positions?.unsupported).toEqual([]);
    // The descriptor graph alone gives a fourth path, through C18.452.394.750.
    expect(src.calls).not.toContain('parents D044882');
  });

  it('asks the parents of nodes on a chain only', async () => {
    const src = meshMemorySource(TREE);
    await pathsOf(src, 'D003930');
    const asked = src.calls.filter((c) => c.startsWith('parents ')).map((c) => c.slice(8));
    // Not Glucose Metabolism Disorders, Metabolic Diseases, Nutritional and Metabolic Diseases.
    expect(asked.sort()).toEqual(
      [
        'D003930',
        'D012164',
        'D003925',
        'D005128',
        'D014652',
        'D048909',
        'D002318',
        'D003920',
        'D004700',
        'C',
      ].sort(),
    );
  });

  it('labels each path by its tree number and where it parts from the others', async () => {
    const found = await pathsOf(meshMemorySource(TREE), 'D003930');
    expect(pathLabels(found.paths)).toEqual([
      'C11.768.257 · via Eye Diseases',
      'C14.907.320.382 · via Cardiovascular Diseases',
      'C19.246.099.500.382 · via Endocrine System Diseases',
    ]);
    expect(otherPathsNote(found.paths, 1)).toBe(
      'path 2 of 3 (C14.907.320.382); also C11.768.257 · via Eye Diseases; C19.246.099.500.382 · via Endocrine System Diseases',
    );
  });

  it('a place right under a node and one lower: "directly under" it, not "via" the focus', () => {
    const src = meshMemorySource(`
E05	D1	Investigative Techniques
E05.1	D2	Medical Records Systems, Computerized
E05.1.5	D3	Electronic Health Records
E05.1.5.5	D4	Patient Portals
E05.1.7	D4	Patient Portals`);
    return pathsOf(src, 'D4').then((found) => {
      expect(found.paths).toHaveLength(2);
      expect(divergenceLabels(found.paths)).toEqual([
        'via Electronic Health Records',
        'directly under Medical Records Systems, Computerized',
      ]);
    });
  });

  it('the all-paths tree: shared places once, the same descriptor at two places twice', async () => {
    const found = await pathsOf(meshMemorySource(TREE), 'D003930');
    const rows = mergedPathRows(found.paths, new Set([nodeKey(msh('D003930'))]));
    const angiopathies = rows.filter((r) => r.node.name === 'Diabetic Angiopathies');
    expect(angiopathies.map((r) => r.treeNumbers)).toEqual([['C14.907.320'], ['C19.246.099.500']]);
    expect(rows.filter((r) => r.isFocus).map((r) => r.treeNumbers)).toEqual([
      ['C11.768.257'],
      ['C14.907.320.382'],
      ['C19.246.099.500.382'],
    ]);
    expect(rows.filter((r) => r.node.name === 'Medical Subject Headings')).toHaveLength(1);
  });

  it('a descriptor at two places under one parent position chain: Myocardial Infarction', async () => {
    const found = await pathsOf(meshMemorySource(TREE), 'D009203');
    expect(found.paths.map((p) => p.at(-2)!.position)).toEqual(['C14.280.647', 'C14.907.585']);
    expect(pathLabels(found.paths)).toEqual([
      'C14.280.647.500 · via Heart Diseases',
      'C14.907.585.500 · via Vascular Diseases',
    ]);
  });

  it('a sources without numbers keeps its parents as served', async () => {
    const src = meshMemorySource(TREE);
    const plain = { ...src, positions: undefined };
    const found = await pathsFrom(plain, await src.node(msh('D003930')));
    expect(found.positions).toBeUndefined();
    expect(found.paths).toHaveLength(4);
  });

  it('a descriptor without a tree number stands alone, with no position', async () => {
    const src = meshMemorySource(TREE);
    const found = await pathsFrom(src, { ...(await src.node(msh('D999999'))), name: 'Added later' });
    expect(found.positions).toEqual({ numbers: [], gaps: [], unsupported: [] });
    expect(found.paths).toEqual([[expect.objectContaining({ name: 'Added later', treeNumbers: [] })]]);
    expect(src.calls.filter((c) => c.startsWith('parents'))).toEqual([]);
  });
});

describe('data errors are shown, not hidden', () => {
  it('a tree number whose parent number no parent holds: the path is cut there and says so', async () => {
    const src = meshMemorySource(TREE);
    // The service's numbers for Diabetic Angiopathies lose C19.246.099.500's parent: the
    // retinopathy's third number no longer extends a parent's.
    const broken = {
      ...src,
      positions: async (ref: { id: string }) =>
        ref.id === 'D048909' ? ['C19.246.077'] : src.positions!(msh(ref.id)),
      parents: src.parents,
    };
    const node = await src.node(msh('D003930'));
    const found = await pathsFrom(
      {
        ...broken,
        // Parents as the numbered source gives them: with their numbers (here the wrong one).
        parents: async (ref) =>
          Promise.all(
            (await src.parents(ref)).map(async (p) => {
              const ns = await broken.positions(p.ref);
              return ns ? { ...p, treeNumbers: ns } : p;
            }),
          ),
      },
      node,
    );
    expect(found.positions?.numbers).toEqual(['C11.768.257', 'C14.907.320.382', 'C19.246.099.500.382']);
    expect(found.positions?.gaps).toEqual([null, null, 'C19.246.099']);
    // Shown from the place below the gap down.
    expect(numbers(found.paths[2]!)).toEqual(['C19.246.099.500', 'C19.246.099.500.382']);
    // And the parent the service lists that none of the child's numbers sits under.
    expect(found.positions?.unsupported.map((u) => [u.child.code, u.parent.code])).toEqual([
      ['D003925', 'D048909'],
    ]);
  });

  it('a child listed under a node that none of its numbers extends is kept, marked', () => {
    const parent = { ...node('D017202', 'Myocardial Ischemia'), treeNumbers: ['C14.280.647', 'C14.907.585'] };
    const kids = [
      { ...node('D009203', 'Myocardial Infarction'), treeNumbers: ['C14.280.647.500', 'C14.907.585.500'] },
      { ...node('D000001', 'Out of step'), treeNumbers: ['C23.550'] },
      { ...node('D000002', 'Not read') },
    ];
    const split = childrenHere(kids, parent, ['C14.280.647']);
    expect(split.here.map((k) => k.name)).toEqual(['Myocardial Infarction', 'Out of step', 'Not read']);
    expect([...split.stray]).toEqual([nodeKey(msh('D000001'))]);
  });
});

function node(id: string, name: string): TreeNodeData {
  return { key: nodeKey(msh(id)), ref: msh(id), name, code: id, hasChildren: true, obsolete: false };
}

describe('children per position', () => {
  it('under Myocardial Infarction at C14.280.647.500: not No-Reflow Phenomenon (only at C14.907.585.500)', async () => {
    const src = meshMemorySource(TREE);
    const found = await pathsOf(src, 'D009203');
    const page = await src.children(msh('D009203'), { pageNumber: 1, pageSize: 100 });
    const list = mergeChildPages([page]);
    const childrenAt = (pathIndex: number) => {
      const tree = buildVisibleTree({
        path: found.paths[pathIndex]!,
        expanded: new Set(),
        childList: (k) => (k === nodeKey(msh('D009203')) ? list : undefined),
      });
      const focus = tree.rows.find((r) => r.isFocus)!;
      return {
        kids: tree.rows
          .filter((r) => r.parentId === focus.id)
          .map((r) => [r.node.name, ...r.treeNumbers!])
          .sort((a, b) => a[1]!.localeCompare(b[1]!)),
        setsize: tree.rows.find((r) => r.parentId === focus.id)?.setsize,
      };
    };
    expect(childrenAt(0)).toEqual({
      kids: [
        ['Anterior Wall Myocardial Infarction', 'C14.280.647.500.093'],
        ['Shock, Cardiogenic', 'C14.280.647.500.750'],
      ],
      setsize: 2,
    });
    expect(childrenAt(1).kids).toEqual([
      ['Anterior Wall Myocardial Infarction', 'C14.907.585.500.093'],
      ['No-Reflow Phenomenon', 'C14.907.585.500.562'],
      ['Shock, Cardiogenic', 'C14.907.585.500.750'],
    ]);
  });

  it('says how many children sit under the node’s other places', async () => {
    const src = meshMemorySource(TREE);
    const found = await pathsOf(src, 'D009203');
    const list = mergeChildPages([await src.children(msh('D009203'), { pageNumber: 1, pageSize: 100 })]);
    const tree = buildVisibleTree({
      path: found.paths[0]!,
      expanded: new Set(),
      childList: () => list,
    });
    const focus = (nodes: typeof tree.roots): (typeof tree.roots)[number] | undefined =>
      nodes.flatMap((n) => (n.row.isFocus ? [n] : [focus(n.children)].filter(Boolean)))[0] as never;
    expect(focus(tree.roots)?.elsewhere).toBe(1);
  });
});

describe('where nodes meet by their numbers', () => {
  it('the deepest shared beginnings, none under another', () => {
    expect(
      meetingPositions([
        ['C11.768.257', 'C14.907.320.382', 'C19.246.099.500.382'],
        ['C14.907.320.191', 'C17.800.893.592.450.200', 'C19.246.099.500.191', 'C19.246.099.937.250'],
      ]),
    ).toEqual(['C14.907.320', 'C19.246.099.500']);
    expect(meetingPositions([['C14.280.647.500', 'C14.907.585.500'], ['C14.280.434']])).toEqual(['C14.280']);
    // One above the other: the upper one is where they meet.
    expect(meetingPositions([['C14.280'], ['C14.280.647.500', 'C14.907.585.500']])).toEqual(['C14.280']);
    expect(meetingPositions([['C11.768.257'], ['C14.280']])).toEqual([]);
  });

  it('walks up only to the meeting place, trusting a lone parent where only the shape is needed', async () => {
    const src = meshMemorySource(TREE);
    const mi = await src.node(msh('D009203'));
    const walk = await walkPositions(
      [{ node: { ...mi, treeNumbers: src.numbers.get('D009203') }, numbers: ['C14.280.647.500'] }],
      { parents: (n) => src.parents(n.ref), positions: (n) => src.positions!(n.ref) },
      { stopAt: new Set(['C14.280']) },
    );
    const found = positionPaths(walk, walk.nodes.get(mi.key)!, {
      numbers: ['C14.280.647.500'],
      stopAt: new Set(['C14.280']),
    });
    expect(found.paths.map(names)).toEqual([
      ['Heart Diseases', 'Myocardial Ischemia', 'Myocardial Infarction'],
    ]);
    // Myocardial Ischemia's two parents are told apart by their numbers; MI's lone parent is not read.
    expect(src.calls.filter((c) => c.startsWith('positions'))).toEqual([
      'positions D006331',
      'positions D014652',
    ]);
    expect(src.calls.filter((c) => c.startsWith('parents'))).toEqual(['parents D009203', 'parents D017202']);
  });
});

describe('relate: meeting places by number', () => {
  const meeting = async (src: MeshMemorySource, ids: string[]) => {
    const targets = await Promise.all(
      ids.map(async (id) => ({ node: await src.node(msh(id)), numbers: src.numbers.get(id)! })),
    );
    src.calls.length = 0;
    return meetingByPositions(
      { parents: (n) => src.parents(n.ref), positions: (n) => src.positions!(n.ref) },
      targets,
    );
  };
  const place = (n: TreeNodeData) => `${n.name} ${n.position ?? ''}`.trim();

  it('Diabetic Retinopathy and Diabetic Foot meet at Diabetic Angiopathies, at both its places', async () => {
    const src = meshMemorySource(TREE);
    const met = await meeting(src, ['D003930', 'D017719']);
    expect(met.meet.map(place)).toEqual([
      'Diabetic Angiopathies C14.907.320',
      'Diabetic Angiopathies C19.246.099.500',
    ]);
    expect(met.paths.map((p) => p.map(place))).toEqual([
      ['Diabetic Angiopathies C14.907.320', 'Diabetic Retinopathy C14.907.320.382'],
      ['Diabetic Angiopathies C14.907.320', 'Diabetic Foot C14.907.320.191'],
      ['Diabetic Angiopathies C19.246.099.500', 'Diabetic Retinopathy C19.246.099.500.382'],
      ['Diabetic Angiopathies C19.246.099.500', 'Diabetic Foot C19.246.099.500.191'],
    ]);
    // Two lists of parents, and the numbers of the parents to choose between.
    expect(src.calls.filter((c) => c.startsWith('parents'))).toEqual(['parents D003930', 'parents D017719']);
  });

  it('Myocardial Infarction and Heart Failure meet at Heart Diseases, not through Vascular Diseases', async () => {
    const met = await meeting(meshMemorySource(TREE), ['D009203', 'D006333']);
    expect(met.meet.map(place)).toEqual(['Heart Diseases C14.280']);
    expect(met.paths.map((p) => p.map(place))).toEqual([
      ['Heart Diseases C14.280', 'Myocardial Ischemia C14.280.647', 'Myocardial Infarction C14.280.647.500'],
      ['Heart Diseases C14.280', 'Heart Failure C14.280.434'],
    ]);
  });

  it('one above the other: the upper one, at its place, is where they meet', async () => {
    const met = await meeting(meshMemorySource(TREE), ['D006331', 'D009203']);
    expect(met.meet.map(place)).toEqual(['Heart Diseases C14.280']);
    expect(met.paths.map((p) => p.map(place))).toEqual([
      ['Heart Diseases C14.280'],
      ['Heart Diseases C14.280', 'Myocardial Ischemia C14.280.647', 'Myocardial Infarction C14.280.647.500'],
    ]);
  });

  it('in different trees: they meet above the numbers, at the category', async () => {
    const met = await meeting(meshMemorySource(TREE), ['D005128', 'D006333']);
    expect(met.meet.map(place)).toEqual(['C (MeSH Category)']);
    expect(met.paths.map((p) => p.map(place))).toEqual([
      ['C (MeSH Category)', 'Eye Diseases C11'],
      [
        'C (MeSH Category)',
        'Cardiovascular Diseases C14',
        'Heart Diseases C14.280',
        'Heart Failure C14.280.434',
      ],
    ]);
  });
});

describe('the subtree walk (CSV / JSON export) follows the places', () => {
  it('Heart Diseases: Myocardial Infarction’s children at C14.280.647.500, not No-Reflow Phenomenon', async () => {
    const src = meshMemorySource(TREE);
    const root = { ...(await src.node(msh('D006331'))), treeNumbers: ['C14.280'] };
    const walk = await walkSubtree(src, root, { depth: 5 });
    expect(walk.rows.map((r) => r.name)).toEqual([
      'Heart Diseases',
      'Heart Failure',
      'Myocardial Ischemia',
      'Myocardial Infarction',
      'Anterior Wall Myocardial Infarction',
      'Shock, Cardiogenic',
    ]);
    // Without numbers (a source without positions) the walk takes the lists as served.
    const plain = await walkSubtree(src, { ...root, treeNumbers: undefined }, { depth: 5 });
    expect(plain.rows.map((r) => r.name)).toContain('No-Reflow Phenomenon');
  });
});

// The whole MeSH 2017 tree, where the open data is at hand (a fresh clone has none: skipped).
const MESH_FILE = new URL('../../../../shared/data/mesh/2017MeshTree.txt', import.meta.url);

describe.skipIf(!existsSync(MESH_FILE))('MeSH 2017, every descriptor', () => {
  // Vitest collects a skipped block's tests too, so the file is read only where it exists.
  const src = existsSync(MESH_FILE)
    ? meshMemorySource(readFileSync(MESH_FILE, 'utf8').replace(/^\uFEFF/, ''))
    : meshMemorySource('');

  it.each([
    ['D003930', 3],
    ['D017719', 4],
    ['D000072638', 2],
    ['D018568', 5],
  ])('%s has %i paths, one per tree number', async (id, count) => {
    const found = await pathsOf(src, id);
    expect(found.paths).toHaveLength(count);
    expect(found.positions?.numbers).toEqual(src.numbers.get(id));
    expect(found.paths.every(chained)).toBe(true);
  });

  it('Patient Portals: its two paths are told apart by number and where they part', async () => {
    const found = await pathsOf(src, 'D000072638');
    expect(pathLabels(found.paths)).toEqual([
      'E05.318.308.940.968.249.500.500 · via Electronic Health Records',
      'E05.318.308.940.968.249.750 · directly under Health Records, Personal',
    ]);
  });

  it('no descriptor gets more (or fewer) paths than tree numbers, and none is cut', async () => {
    const wrong: string[] = [];
    for (const [id, ns] of src.numbers) {
      const found = await pathsOf(src, id);
      if (
        found.paths.length !== ns.length ||
        !found.paths.every(chained) ||
        found.positions!.gaps.some(Boolean)
      )
        wrong.push(id);
    }
    expect(src.numbers.size).toBe(28_470);
    expect(wrong).toEqual([]);
  }, 60_000);
});
