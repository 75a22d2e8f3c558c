// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildConceptMap, toSssom } from '../../lib/export/mapping/index.ts';
import type { RelatedCodes } from '../../lib/crosswalk/relatedCodes.ts';
import { toMappingCsv } from '../../lib/export/mapping/csv.ts';
import { detectLines } from './input.ts';
import { batchMappingRows, needingFallback, planBatchMapping } from './mapping.ts';
import type { Resolution } from './resolve.ts';
import { buildRows } from './rows.ts';

const code = (source: string, c: string, cui: string, target: Resolution['target']): Resolution => ({
  match: 'exact',
  idType: 'CUI',
  id: cui,
  name: `Concept ${cui}`,
  semanticTypes: [],
  tty: null,
  source,
  code: c,
  codeName: `${source} ${c}`,
  target,
  candidates: [],
  manual: false,
  via: { by: 'code', atom: 'x', source, preferred: true },
  note: null,
});

// Four code lines (one twice), a term, a code nothing answered yet.
const input = ['I21.9', 'I21.9', 'I10', 'I99.8', 'heart attack', 'I50.9'];
const lines = detectLines(input, { source: 'ICD10CM' });
const answers: Record<string, Resolution> = {
  'I21.9': code('ICD10CM', 'I21.9', 'C0155626', [{ code: 'D009203', name: 'Myocardial Infarction' }]),
  I10: code('ICD10CM', 'I10', 'C0085580', [{ code: 'D006973', name: 'Hypertension' }]),
  'I99.8': code('ICD10CM', 'I99.8', 'C0348609', []),
  'heart attack': {
    ...code('ICD10CM', '', 'C0027051', [{ code: 'D009203', name: 'Myocardial Infarction' }]),
    source: null,
    code: null,
    codeName: null,
    name: 'Myocardial Infarction',
    via: { by: 'exact', atom: 'x', source: 'MSH', preferred: true },
  },
};
const outcomes = new Map(
  lines.flatMap((l) => {
    const value = answers[l.detected.kind === 'empty' ? '' : l.detected.raw.trim()];
    return l.key && value ? [[l.key, { status: 'done' as const, value }]] : [];
  }),
);
const rows = buildRows(lines, outcomes, new Map());
const meta = {
  title: 'Batch crosswalk to MSH',
  release: '2025AB',
  generatedAt: '2026-11-27T12:00:00.000Z',
  origin: 'https://tb.example',
  page: '/batch?targetSource=MSH',
  appVersion: 'test',
};

describe('the batch as a crosswalk', () => {
  const plan = planBatchMapping(rows, 'MSH');

  it('one line of the file per input line, duplicates too; lines not looked up are named apart', () => {
    expect(plan.lines.map((l) => [l.line.line, l.subject?.source, l.subject?.code, l.line.input])).toEqual([
      [1, 'ICD10CM', 'I21.9', 'I21.9'],
      [2, 'ICD10CM', 'I21.9', 'I21.9'],
      [3, 'ICD10CM', 'I10', 'I10'],
      [4, 'ICD10CM', 'I99.8', 'I99.8'],
      // A term maps from the concept it matched.
      [5, 'UMLS', 'C0027051', 'heart attack'],
    ]);
    expect(plan.leftOut).toEqual([{ line: 6, input: 'I50.9', why: 'not decided (pending)' }]);
    // A line with a concept follows that concept's relations (one look-up for its lines).
    expect(needingFallback(plan).map((s) => s.key)).toEqual(['cui:C0348609']);
  });

  it('exact rows share the CUI; the fallback gives related rows, never exact; a failed look-up says so', () => {
    const related = new Map<string, RelatedCodes | Error>([
      [
        'cui:C0348609',
        {
          cui: 'C0348609',
          truncated: false,
          codes: [
            {
              relationLabel: 'RN',
              additionalRelationLabel: null,
              related: {
                kind: 'CUI',
                id: 'C0007222',
                source: null,
                release: '2025AB',
                url: 'https://uts.example/CUI/C0007222',
              },
              relatedName: 'Cardiovascular Diseases',
              code: { source: 'MSH', id: 'D002318', name: 'Cardiovascular Diseases' },
            },
          ],
        },
      ],
    ]);
    const mapped = batchMappingRows(plan, 'MSH', related);
    expect(mapped.map((r) => [r.subject.code, r.kind, r.object?.code ?? null, r.cui])).toEqual([
      ['I21.9', 'exact', 'D009203', 'C0155626'],
      ['I21.9', 'exact', 'D009203', 'C0155626'],
      ['I10', 'exact', 'D006973', 'C0085580'],
      ['I99.8', 'broader', 'D002318', 'C0348609'],
      ['C0027051', 'exact', 'D009203', 'C0027051'],
    ]);

    const failed = batchMappingRows(
      plan,
      'MSH',
      new Map([['cui:C0348609', new Error('503 Service Unavailable')]]),
    );
    expect(failed[3]).toMatchObject({
      kind: 'unmatched',
      targetSource: 'MSH',
      reason: expect.stringContaining('could not be read (503 Service Unavailable)'),
    });

    // Every writer keeps the kinds apart: CSV exact first, SSSOM predicates, ConceptMap equivalences.
    const csv = toMappingCsv(mapped, { ...meta, notInFile: plan.leftOut });
    const table = Papa.parse<string[]>(csv.slice(1).trim()).data;
    const comments = table.filter((r) => r[0]!.startsWith('#')).map((r) => r.join(','));
    expect(comments[0]).toBe(
      '# Batch crosswalk to MSH; release 2025AB; from /batch?targetSource=MSH; generated 2026-11-27T12:00:00.000Z; app test',
    );
    // Versions apart from the release; the line not looked up is named in the file.
    expect(comments.join('\n')).toContain('versions: UMLS release 2025AB; ICD10CM');
    expect(comments.join('\n')).toContain('lines not in this file: 6 (not decided (pending))');
    const [header, ...body] = table.filter((r) => !r[0]!.startsWith('#'));
    expect(header).toEqual([
      'Line',
      'Input',
      'From source',
      'From code',
      'From name',
      'Mapping',
      'To source',
      'To code',
      'To name',
      'Shared CUI',
      'Relation',
      'Match',
      'Status',
      'Decided by',
      'Justification',
      'Reviewer',
      'Review comment',
      'Comment',
    ]);
    const col = (name: string) => header!.indexOf(name);
    expect(
      body.map((r) => [r[col('Line')], r[col('From code')], r[col('Mapping')], r[col('Justification')]]),
    ).toEqual([
      ['1', 'I21.9', 'exact (same concept)', 'semapv:MappingChaining'],
      ['2', 'I21.9', 'exact (same concept)', 'semapv:MappingChaining'],
      ['3', 'I10', 'exact (same concept)', 'semapv:MappingChaining'],
      // A term's line was matched by its words.
      ['5', 'C0027051', 'exact (same concept)', 'semapv:LexicalMatching'],
      ['4', 'I99.8', 'broader (related, not equivalent)', 'semapv:MappingChaining'],
    ]);
    expect(toSssom(mapped, meta)).toContain('ICD10CM:I99.8\tICD10CM I99.8\tskos:broadMatch\tMSH:D002318');
    const cm = buildConceptMap(mapped, meta);
    // The concept-level row has no FHIR code system of its own (UMLS CUIs' URI is retired).
    expect(
      cm.resource.group.flatMap((g) => g.element.map((e) => [e.code, e.target[0]!.equivalence])),
    ).toEqual(
      expect.arrayContaining([
        ['I21.9', 'equivalent'],
        ['I99.8', 'wider'],
      ]),
    );
  });
});
