// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { meetingGraph, type AncestorSource } from './meeting.ts';
import { nodeKey } from './node.ts';
import { testNode } from './testing.ts';

/** A hierarchy as child → parents, with its calls counted; `noAncestors` ids answer null. */
function source(up: Record<string, string[]>, noAncestors: string[] = []) {
  const calls: string[] = [];
  const key = (id: string) => nodeKey({ kind: 'code', sab: 'TST', id });
  const above = (id: string, seen = new Set<string>()): string[] => {
    for (const p of up[id] ?? [])
      if (!seen.has(p)) {
        seen.add(p);
        above(p, seen);
      }
    return [...seen];
  };
  const s: AncestorSource = {
    async ancestors(n) {
      calls.push(`ancestors ${n.ref.id}`);
      return noAncestors.includes(n.ref.id) ? null : above(n.ref.id).map(key);
    },
    async parents(n) {
      calls.push(`parents ${n.ref.id}`);
      return (up[n.ref.id] ?? []).map((p) => testNode(p, p));
    },
  };
  return { s, calls, key };
}

// MeSH, as the demo data holds it: MI under Myocardial Ischemia, under Heart Diseases and
// Vascular Diseases; heart failure under Heart Diseases; all under Cardiovascular Diseases.
const MESH = {
  MI: ['MyocardialIschemia'],
  MyocardialIschemia: ['HeartDiseases', 'VascularDiseases'],
  HeartDiseases: ['Cardiovascular'],
  VascularDiseases: ['Cardiovascular'],
  HF: ['HeartDiseases'],
  Cardiovascular: ['C'],
  C: ['Top'],
};

describe('meetingGraph: where nodes meet, from their ancestors', () => {
  it('MI and heart failure meet at Heart Diseases, not at Cardiovascular Diseases the MI walk also reaches', async () => {
    const { s, calls, key } = source(MESH);
    const g = await meetingGraph(s, [testNode('MI', 'MI'), testNode('HF', 'HF')]);
    expect(g.meet).toEqual([key('HeartDiseases')]);
    // Nothing above the meeting point is walked; Cardiovascular's own parents are never asked.
    expect(calls.filter((c) => c.startsWith('parents')).sort()).toEqual([
      'parents HF',
      'parents MI',
      'parents MyocardialIschemia',
      'parents VascularDiseases',
    ]);
    // One ancestors call per concept and one to rule out Cardiovascular: 7, ≤ 4 per concept.
    expect(calls).toHaveLength(7);
    expect(g.parents.get(key('MyocardialIschemia'))).toEqual([key('HeartDiseases'), key('VascularDiseases')]);
  });

  it('with the ancestors as nodes, the parents below the meeting point are asked in one round, none more', async () => {
    // ICD-10-CM: I21.9 and I50.9 meet at chapter 9, three levels up.
    const ICD = {
      'I21.9': ['I21'],
      I21: ['I20-I25'],
      'I20-I25': ['I00-I99'],
      'I50.9': ['I50'],
      I50: ['I30-I52'],
      'I30-I52': ['I00-I99'],
      'I00-I99': ['ICD10CM'],
    };
    const { s, calls, key } = source(ICD);
    const inFlight = new Set<string>();
    let mostAtOnce = 0;
    const withNodes: AncestorSource = {
      ancestors: s.ancestors,
      async ancestorNodes(n, signal) {
        return (await s.ancestors(n, signal))!.map((k) => testNode(k.split('/').at(-1)!, k));
      },
      async parents(n, signal) {
        inFlight.add(n.ref.id);
        mostAtOnce = Math.max(mostAtOnce, inFlight.size);
        await new Promise((r) => setTimeout(r, 5));
        inFlight.delete(n.ref.id);
        return s.parents(n, signal);
      },
    };
    const g = await meetingGraph(withNodes, [testNode('I21.9', 'I21.9'), testNode('I50.9', 'I50.9')]);
    expect(g.meet).toEqual([key('I00-I99')]);
    expect(mostAtOnce).toBe(6);
    expect(calls.filter((c) => c.startsWith('parents')).sort()).toEqual([
      'parents I20-I25',
      'parents I21',
      'parents I21.9',
      'parents I30-I52',
      'parents I50',
      'parents I50.9',
    ]);
  });

  it('a deep hierarchy is walked only below the meeting point', async () => {
    const chain: Record<string, string[]> = { A: ['P'], B: ['P'] };
    for (let i = 0; i < 30; i++) chain[i === 0 ? 'P' : `L${i}`] = [`L${i + 1}`];
    const { s, calls, key } = source(chain);
    const g = await meetingGraph(s, [testNode('A'), testNode('B')]);
    expect(g.meet).toEqual([key('P')]);
    expect(calls).toHaveLength(4); // two ancestors, two parents; the walk to the top took 32
  });

  it('several lowest meeting points in a polyhierarchy, sorted by name', async () => {
    const { s, key } = source({ X: ['B', 'A'], Y: ['A', 'B'], A: ['R'], B: ['R'] });
    const g = await meetingGraph(s, [testNode('X'), testNode('Y')]);
    expect(g.meet).toEqual([key('A'), key('B')]);
  });

  it('a node above the other is the meeting point; a node twice counts once', async () => {
    const { s, key } = source(MESH);
    expect((await meetingGraph(s, [testNode('HeartDiseases', 'HD'), testNode('MI', 'MI')])).meet).toEqual([
      key('HeartDiseases'),
    ]);
    expect((await meetingGraph(s, [testNode('MI', 'MI'), testNode('MI', 'MI')])).meet).toEqual([key('MI')]);
  });

  it('nodes in separate trees share nothing', async () => {
    const { s } = source({ X: ['R1'], Y: ['R2'] });
    expect((await meetingGraph(s, [testNode('X'), testNode('Y')])).meet).toEqual([]);
  });

  it('without the ancestors of a node, walks to the top and finds the meeting point in the graph', async () => {
    const { s, calls, key } = source(MESH, ['HF']);
    const g = await meetingGraph(s, [testNode('MI', 'MI'), testNode('HF', 'HF')]);
    expect(g.meet).toEqual([key('HeartDiseases')]);
    expect(calls).toContain('parents C');
  });

  it('a cycle in bad data ends the walk', async () => {
    const { s, key } = source({ X: ['A'], Y: ['A'], A: ['B'], B: ['A'] });
    const g = await meetingGraph(s, [testNode('X'), testNode('Y')]);
    expect(g.meet).toEqual([key('A')]);
  });
});
