// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SourceAtomCluster } from '../../api/uts/index.ts';
import { crosswalkMappingRows } from './mappingRows.ts';
import type { RelatedCodes } from './relatedCodes.ts';

const subject = { source: 'MSH', code: 'D009203', label: 'Myocardial Infarction' };
const match = (rootSource: string, ui: string, name: string) =>
  ({ rootSource, ui, name }) as SourceAtomCluster;
const related: RelatedCodes = {
  cui: 'C0027051',
  truncated: false,
  codes: [
    {
      relationLabel: 'PAR',
      additionalRelationLabel: 'inverse_isa',
      related: { kind: 'source', source: 'DOID', id: 'DOID:9408', release: '2025AB' } as never,
      relatedName: 'acute myocardial infarction',
      code: { source: 'ICD10CM', id: 'I21', name: 'Acute myocardial infarction' },
    },
  ],
};

describe('crosswalkMappingRows', () => {
  it('same-CUI matches are exact and name the shared concept', () => {
    const rows = crosswalkMappingRows({
      subject,
      cuis: ['C0027051'],
      targets: [],
      matches: [match('NCI', 'C27996', 'Myocardial Infarction')],
      related: null,
    });
    expect(rows).toEqual([
      {
        subject,
        object: { source: 'NCI', code: 'C27996', label: 'Myocardial Infarction' },
        kind: 'exact',
        cui: 'C0027051',
      },
    ]);
  });

  it('a wanted source without a match takes the related codes, by their relation', () => {
    const rows = crosswalkMappingRows({
      subject,
      cuis: ['C0027051'],
      targets: ['ICD10CM', 'NCI'],
      matches: [match('NCI', 'C27996', 'Myocardial Infarction')],
      related,
    });
    expect(rows.map((r) => [r.object?.source, r.object?.code, r.kind])).toEqual([
      ['NCI', 'C27996', 'exact'],
      ['ICD10CM', 'I21', 'narrower'],
    ]);
    expect(rows[1]!.relation).toEqual({
      label: 'PAR',
      additional: 'inverse_isa',
      relatedId: 'DOID:9408',
      relatedName: 'acute myocardial infarction',
    });
  });

  it('a wanted source with neither is unmatched, saying why', () => {
    const rows = crosswalkMappingRows({
      subject,
      cuis: ['C0027051'],
      targets: ['GO'],
      matches: [],
      related: { ...related, truncated: true },
    });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'unmatched',
        object: null,
        targetSource: 'GO',
        reason:
          "no GO code shares this code's concept (C0027051), and no directly related concept has one (among the first related concepts looked into)",
      }),
    ]);
  });

  it('no match in any source is one unmatched row; a code in two concepts names both', () => {
    const rows = crosswalkMappingRows({
      subject,
      cuis: ['C1', 'C2'],
      targets: [],
      matches: [],
      related: null,
    });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'unmatched',
        targetSource: null,
        reason: "no code of another source shares this code's concept (C1 or C2)",
      }),
    ]);
  });
});
