// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RxConcept, RxConceptGroup } from '../api/rxnorm/types.ts';
import { orderedGroups, rxnavLayout } from './rxnavLayout.ts';

const c = (RXCUI: string, STR: string, TTY: string): RxConcept => ({
  CUI: null,
  LAT: 'ENG',
  RXCUI,
  STR,
  SUPPRESS: 'N',
  SY: '',
  TTY,
});

// getAllRelatedInfo for lisinopril 10 MG Oral Tablet, in the service's order (alphabetical TTYs, members unsorted).
const GROUPS: RxConceptGroup[] = [
  { type: 'BN', rxConcept: [c('203644', 'Zestril', 'BN'), c('196472', 'Prinivil', 'BN')] },
  { type: 'BPCK', rxConcept: [] },
  { type: 'DF', rxConcept: [c('317541', 'Oral Tablet', 'DF')] },
  { type: 'GPCK', rxConcept: null },
  { type: 'IN', rxConcept: [c('29046', 'lisinopril', 'IN')] },
  {
    type: 'SBD',
    rxConcept: [
      c('104377', 'lisinopril 10 MG Oral Tablet [Zestril]', 'SBD'),
      c('206765', 'lisinopril 10 MG Oral Tablet [Prinivil]', 'SBD'),
    ],
  },
  { type: 'SCD', rxConcept: [c('314076', 'lisinopril 10 MG Oral Tablet', 'SCD')] },
  { type: 'XYZ', rxConcept: [c('1', 'odd', 'XYZ')] },
];

describe('RxNav layout of getAllRelatedInfo', () => {
  const panels = rxnavLayout(GROUPS);
  const panel = (id: string) => panels.find((p) => p.id === id)!;

  it('puts term types into RxNav panels in RxNav order, unknown types under Other', () => {
    expect(panels.map((p) => p.title)).toEqual([
      'Ingredients',
      'Brand names',
      'Clinical drug components',
      'Branded drug components',
      'Clinical drugs',
      'Branded drugs',
      'Clinical dose forms',
      'Branded dose forms',
      'Dose forms',
      'Packs',
      'Other',
    ]);
    expect(panel('ingredients').groups.map((g) => g.tty)).toEqual(['IN', 'PIN', 'MIN']);
    expect(panel('other').groups).toEqual([{ tty: 'XYZ', concepts: [c('1', 'odd', 'XYZ')] }]);
  });

  it('sorts members by name and keeps empty and nil groups as empty lists', () => {
    expect(panel('brands').groups[0]!.concepts.map((x) => x.STR)).toEqual(['Prinivil', 'Zestril']);
    expect(panel('branded-drugs').groups[0]!.concepts.map((x) => x.RXCUI)).toEqual(['206765', '104377']);
    expect(panel('packs').groups).toEqual([
      { tty: 'GPCK', concepts: [] },
      { tty: 'BPCK', concepts: [] },
    ]);
    expect(panel('clinical-components').groups).toEqual([{ tty: 'SCDC', concepts: [] }]);
  });

  it('files a concept under its own TTY when the group has no type, and shows a repeated RXCUI once', () => {
    const layout = rxnavLayout([
      { type: null, rxConcept: [c('29046', 'lisinopril', 'IN'), c('29046', 'lisinopril', 'IN')] },
      { type: '', rxConcept: [c('203644', 'Zestril', 'BN')] },
    ]);
    expect(layout.find((p) => p.id === 'ingredients')!.groups[0]!.concepts).toHaveLength(1);
    expect(layout.find((p) => p.id === 'brands')!.groups[0]!.concepts[0]!.STR).toBe('Zestril');
    expect(layout.some((p) => p.id === 'other')).toBe(false);
  });

  it('orders getDrugs groups clinical before branded, packs last', () => {
    const drugs: RxConceptGroup[] = [
      { type: 'BPCK', rxConcept: [] },
      { type: 'GPCK', rxConcept: [] },
      { type: 'SBD', rxConcept: [c('104377', 'b', 'SBD')] },
      { type: 'SCD', rxConcept: [c('314076', 'a', 'SCD')] },
    ];
    expect(orderedGroups(drugs).map((g) => g.tty)).toEqual(['SCD', 'SBD', 'GPCK', 'BPCK']);
  });
});
