// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Atom } from '../../api/uts/index.ts';
import { knownNode } from './queries.ts';

const codeRef = (id: string) => ({ kind: 'source' as const, source: 'MSH', id, release: null, url: '' });
const atom = (over: Partial<Atom>): Atom => ({
  kind: 'Atom',
  ui: 'A0000001',
  name: 'Infarction, Myocardial',
  termType: 'ET',
  language: 'ENG',
  rootSource: 'MSH',
  suppressible: false,
  obsolete: false,
  concept: null,
  code: codeRef('D009203'),
  sourceConcept: null,
  sourceDescriptor: null,
  links: {
    attributes: null,
    relations: null,
    parents: 'p',
    children: 'c',
    ancestors: null,
    descendants: null,
  },
  release: null,
  ...over,
});
const ref = { kind: 'code', sab: 'MSH', id: 'D009203' } as const;

describe('knownNode: a concept\u2019s atoms name its tree node only by the code\u2019s naming term', () => {
  it('takes the main heading, not an entry term listed before it', () => {
    const atoms = [atom({}), atom({ ui: 'A0000002', name: 'Myocardial Infarction', termType: 'MH' })];
    expect(knownNode(ref, atoms)).toEqual({
      key: 'code:MSH/D009203',
      ref,
      name: 'Myocardial Infarction',
      code: 'D009203',
      hasChildren: true,
      obsolete: false,
    });
  });

  it('leaves the parents unknown (asked for) and reads "no children" from the atom', () => {
    const node = knownNode(ref, [atom({ termType: 'MH', links: { ...atom({}).links, children: null } })]);
    expect(node?.hasChildren).toBe(false);
    expect(node && 'hasParents' in node).toBe(false);
  });

  it('gives null (the node is asked for) when only entry terms, other codes or obsolete terms name it', () => {
    expect(knownNode(ref, [atom({})])).toBeNull();
    expect(knownNode(ref, [atom({ termType: 'MH', code: codeRef('D006333') })])).toBeNull();
    expect(knownNode(ref, [atom({ termType: 'MH', obsolete: true })])).toBeNull();
    expect(knownNode(ref, [atom({ termType: 'PT', rootSource: 'MDR' })])).toBeNull();
  });

  it('names an atom node by that atom when it is a naming term', () => {
    const aref = { kind: 'atom', sab: 'HL7V3.0', id: 'A1234567' } as const;
    const a = atom({ ui: 'A1234567', rootSource: 'HL7V3.0', termType: 'PT', name: 'Active', code: null });
    expect(knownNode(aref, [a])).toMatchObject({
      key: 'atom:HL7V3.0/A1234567',
      name: 'Active',
      code: 'A1234567',
    });
    expect(knownNode(aref, [{ ...a, termType: 'SY' }])).toBeNull();
  });
});
