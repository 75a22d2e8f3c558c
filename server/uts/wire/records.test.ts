import { describe, expect, it } from 'vitest';
import type { Dataset, Relation } from '../../dataset/model.ts';
import { createLinks } from './links.ts';
import { relationJson } from './source-records.ts';

/**
 * Relation classes the demo data does not hold (only source-level relations are built):
 * NLM-asserted ConceptRelation between CUIs and AtomRelation between AUIs (reference §5.6).
 */
const ds = {
  concepts: new Map([
    ['C0000001', { name: 'First concept' }],
    ['C0000002', { name: 'Second concept' }],
  ]),
  atoms: new Map([
    ['A0000001', { name: 'first atom' }],
    ['A0000002', { name: 'second atom' }],
  ]),
} as unknown as Dataset;
const ctx = { ds, links: createLinks('https://uts-ws.nlm.nih.gov', '2025AB') };
const base: Omit<Relation, 'level' | 'fromId' | 'toId' | 'fromCui' | 'toCui' | 'sab'> = {
  rui: 'R000000001',
  rel: 'RN',
  rela: '',
  sourceUi: null,
  groupId: null,
  sourceOriginated: false,
  suppressible: false,
  obsolete: false,
};

describe('relation records by level', () => {
  it('a concept-level relation is a ConceptRelation between CUI URLs, rootSource MTH, RELA ""', () => {
    const r: Relation = {
      ...base,
      level: 'concept',
      sab: 'MTH',
      fromId: 'C0000001',
      toId: 'C0000002',
      fromCui: 'C0000001',
      toCui: 'C0000002',
    };
    expect(relationJson(ctx, r)).toEqual({
      ui: 'R000000001',
      suppressible: false,
      sourceUi: 'NONE',
      obsolete: false,
      sourceOriginated: false,
      rootSource: 'MTH',
      groupId: 'NONE',
      attributeCount: 0,
      classType: 'ConceptRelation',
      relatedFromId: 'https://uts-ws.nlm.nih.gov/rest/content/2025AB/CUI/C0000001',
      relatedFromIdName: 'First concept',
      relationLabel: 'RN',
      additionalRelationLabel: '',
      relatedId: 'https://uts-ws.nlm.nih.gov/rest/content/2025AB/CUI/C0000002',
      relatedIdName: 'Second concept',
    });
  });

  it('an atom-level relation is an AtomRelation between AUI URLs; source ids and groups pass through', () => {
    const r: Relation = {
      ...base,
      level: 'atom',
      sab: 'GO',
      fromId: 'A0000001',
      toId: 'A0000002',
      fromCui: 'C0000001',
      toCui: 'C0000002',
      sourceUi: 'SRC1',
      groupId: '2',
      rela: 'part_of',
      rel: 'RO',
    };
    expect(relationJson(ctx, r)).toMatchObject({
      classType: 'AtomRelation',
      sourceUi: 'SRC1',
      groupId: '2',
      relationLabel: 'RO',
      additionalRelationLabel: 'part_of',
      relatedFromId: 'https://uts-ws.nlm.nih.gov/rest/content/2025AB/AUI/A0000001',
      relatedFromIdName: 'first atom',
      relatedId: 'https://uts-ws.nlm.nih.gov/rest/content/2025AB/AUI/A0000002',
      relatedIdName: 'second atom',
    });
  });
});

describe('links', () => {
  it('keep ids raw in paths (":" and "." stay), escape only what would break the URL', () => {
    const links = createLinks('https://uts-ws.nlm.nih.gov', '2025AB');
    expect(links.source('HPO', 'HP:0001947', 'atoms')).toBe(
      'https://uts-ws.nlm.nih.gov/rest/content/2025AB/source/HPO/HP:0001947/atoms',
    );
    expect(links.source('RCD', 'S24..')).toBe(
      'https://uts-ws.nlm.nih.gov/rest/content/2025AB/source/RCD/S24..',
    );
    expect(links.source('X', 'a b?c#d')).toBe(
      'https://uts-ws.nlm.nih.gov/rest/content/2025AB/source/X/a%20b%3Fc%23d',
    );
    expect(links.semanticType('T047')).toBe(
      'https://uts-ws.nlm.nih.gov/rest/semantic-network/2025AB/TUI/T047',
    );
  });
});
