// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Atom } from '../../api/uts/index.ts';
import { hierarchyRoots } from './hierarchyRoots.ts';

const atom = (ui: string, sab: string, code: string | null, linked: boolean): Atom =>
  ({
    kind: 'Atom',
    ui,
    name: `${sab} ${ui}`,
    rootSource: sab,
    code: code === null ? null : { kind: 'source', id: code, source: sab },
    links: { parents: linked ? 'x' : null, children: linked ? 'x' : null },
  }) as unknown as Atom;

describe('hierarchyRoots', () => {
  it('keeps one node per source that has hierarchy links, on the code when there is one', () => {
    const roots = hierarchyRoots([
      atom('A1', 'NCI', 'C1', false), // no links: not hierarchical for this concept
      atom('A2', 'MSH', 'D009203', true),
      atom('A3', 'DOID', 'DOID:1', false),
      atom('A4', 'DOID', 'DOID:5844', true),
      atom('A5', 'MSH', 'D1', true), // a second MSH atom: the first one wins
      atom('A6', 'HL7V3.0', 'NOCODE', true),
    ]);
    expect(roots.map((r) => [r.sab, r.node])).toEqual([
      ['DOID', { kind: 'code', sab: 'DOID', id: 'DOID:5844' }],
      ['HL7V3.0', { kind: 'atom', sab: 'HL7V3.0', id: 'A6' }],
      ['MSH', { kind: 'code', sab: 'MSH', id: 'D009203' }],
    ]);
  });
});
