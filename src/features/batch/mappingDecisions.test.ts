// @vitest-environment node
import { Fhir } from 'fhir';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildConceptMap, toSssom } from '../../lib/export/mapping/index.ts';
import { toMappingCsv } from '../../lib/export/mapping/csv.ts';
import { readSssom } from '../../lib/export/mapping/readSssom.ts';
import type { BatchDecision } from './decision.ts';
import { detectLines } from './input.ts';
import { batchMappingRows, planBatchMapping } from './mapping.ts';
import type { Resolution } from './resolve.ts';
import { buildRows, decisionKeyOf } from './rows.ts';

// What a file must keep of each kind of decision, so one file rebuilds the reviewed table:
// a term matched by its words, a code followed to its concept, a hand pick of a target code,
// a hand confirmation, a hand "no match", and a line no lookup answered.
const answer = (over: Partial<Resolution>): Resolution => ({
  match: 'exact',
  idType: 'CUI',
  id: null,
  name: null,
  semanticTypes: [],
  tty: null,
  source: null,
  code: null,
  codeName: null,
  target: [],
  candidates: [],
  manual: false,
  via: null,
  note: null,
  ...over,
});

const input = ['heart attack', 'Myocardial Infarction', 'I10', 'chest thing', 'E11.9', 'qqq zzz'];
const lines = detectLines(input, { source: 'ICD10CM' });
const at = (n: number) => lines[n - 1]!;
const outcomes = new Map([
  [
    at(1).key!,
    {
      status: 'done' as const,
      value: answer({
        id: 'C0027051',
        name: 'Myocardial Infarction',
        target: [{ code: 'I21.9', name: 'AMI' }],
      }),
    },
  ],
  // The service found the concept of MI with two ICD-10-CM codes; the reviewer picks one.
  [
    at(2).key!,
    {
      status: 'done' as const,
      value: answer({
        id: 'C0027051',
        name: 'Myocardial Infarction',
        target: [
          { code: 'I21.9', name: 'AMI' },
          { code: 'I21.3', name: 'STEMI' },
        ],
      }),
    },
  ],
  [
    at(3).key!,
    {
      status: 'done' as const,
      value: answer({
        match: 'exact',
        id: 'C0085580',
        name: 'Essential hypertension',
        source: 'ICD10CM',
        code: 'I10',
        codeName: 'Essential (primary) hypertension',
        target: [{ code: 'I10', name: 'Essential (primary) hypertension' }],
      }),
    },
  ],
  [
    at(4).key!,
    { status: 'done' as const, value: answer({ match: 'word', id: 'C0008031', name: 'Chest Pain' }) },
  ],
  [
    at(5).key!,
    {
      status: 'done' as const,
      value: answer({
        match: 'exact',
        id: 'C0011860',
        name: 'Diabetes Mellitus, Type 2',
        source: 'ICD10CM',
        code: 'E11.9',
        target: [{ code: 'E11.9', name: 'T2DM' }],
      }),
    },
  ],
  [at(6).key!, { status: 'done' as const, value: answer({ match: 'none', id: null }) }],
]);
const decisions = new Map<string, BatchDecision>([
  [
    decisionKeyOf(at(2)),
    {
      action: 'pick',
      resolution: answer({
        match: 'exact',
        id: 'C0027051',
        name: 'Myocardial Infarction',
        source: 'ICD10CM',
        code: 'I21.9',
        codeName: 'Acute myocardial infarction, unspecified',
        manual: true,
      }),
      comment: 'no site stated',
      reviewer: 'Dr Rivera',
    },
  ],
  [
    decisionKeyOf(at(4)),
    { action: 'none', resolution: null, comment: 'too vague to code', reviewer: 'Dr Rivera' },
  ],
  [decisionKeyOf(at(5)), { action: 'accept', resolution: null, comment: '', reviewer: '' }],
]);
const rows = buildRows(lines, outcomes, decisions, 'ICD10CM');
const plan = planBatchMapping(rows, 'ICD10CM');
const mapped = batchMappingRows(plan, 'ICD10CM', new Map());
const meta = {
  title: 'Batch crosswalk to ICD10CM',
  release: '2025AB',
  generatedAt: '2026-11-29T07:00:00.000Z',
  origin: 'https://tb.example',
  page: '/batch?targetSource=ICD10CM',
  appVersion: 'test',
  notInFile: plan.leftOut,
};

describe('every decision kind is a row that keeps its line, its input and how it was decided', () => {
  it('the rows: one per line, a hand pick maps to the picked code alone, a hand no match is unmatched', () => {
    expect(
      mapped.map((r) => [
        r.line?.line,
        r.subject.code,
        r.kind,
        r.object?.code ?? null,
        r.line?.decidedBy,
        r.line?.justification,
      ]),
    ).toEqual([
      [1, 'C0027051', 'exact', 'I21.9', 'automatic', 'lexical'],
      // Not I21.3: the reviewer chose I21.9.
      [2, 'C0027051', 'exact', 'I21.9', 'hand', 'manual'],
      [3, 'I10', 'exact', 'I10', 'automatic', 'chaining'],
      [4, '', 'unmatched', null, 'hand', 'manual'],
      [5, 'E11.9', 'exact', 'E11.9', 'hand', 'manual'],
      [6, '', 'unmatched', null, 'automatic', 'lexical'],
    ]);
    expect(mapped[3]!.reason).toBe('marked no match by hand (no ICD10CM code)');
    expect(mapped[3]!.subject.label).toBe('chest thing');
  });

  it('SSSOM: ManualMappingCuration with the comment and reviewer, NoTermFound for a no match, the input in other', () => {
    const file = readSssom(toSssom(mapped, meta));
    const by = (line: number) => file.rows.find((r) => r.other!.startsWith(`line: ${line}|`))!;
    expect(file.rows).toHaveLength(6);
    expect(by(2)).toMatchObject({
      subject_id: 'UMLS:C0027051',
      predicate_id: 'skos:exactMatch',
      object_id: 'ICD10CM:I21.9',
      mapping_justification: 'semapv:ManualMappingCuration',
      reviewer_label: 'Dr Rivera',
      other:
        'line: 2|input: Myocardial Infarction|match: exact|status: matched|decided_by: hand|review_comment: no site stated',
    });
    expect(by(2).comment).toMatch(/^Reviewer Dr Rivera: no site stated; chosen by hand: ICD10CM I21.9/);
    expect(by(4)).toMatchObject({
      subject_id: 'sssom:NoTermFound',
      subject_label: 'chest thing',
      object_id: 'sssom:NoTermFound',
      mapping_justification: 'semapv:ManualMappingCuration',
    });
    expect(by(4).comment).toContain('too vague to code');
    expect(by(1).mapping_justification).toBe('semapv:LexicalMatching');
    expect(by(3).mapping_justification).toBe('semapv:MappingChaining');
    expect(by(5).mapping_justification).toBe('semapv:ManualMappingCuration');
  });

  it('ConceptMap: each line an element with its line extension; a no match is an unmatched target; valid R4', () => {
    const cm = buildConceptMap(mapped, meta).resource;
    expect(new Fhir().validate(cm).messages.filter((m) => m.severity === 'error')).toEqual([]);
    const elements = cm.group.flatMap((g) => g.element);
    const line = (e: (typeof elements)[number]) =>
      Object.fromEntries(
        e.extension![0]!.extension.map((x) => [x.url, Object.entries(x).find(([k]) => k !== 'url')![1]]),
      );
    expect(elements.map((e) => line(e).line).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const picked = elements.find((e) => line(e).line === 2)!;
    expect(line(picked)).toMatchObject({
      input: 'Myocardial Infarction',
      decidedBy: 'hand',
      justification: 'https://w3id.org/semapv/vocab/ManualMappingCuration',
      reviewer: 'Dr Rivera',
      comment: 'no site stated',
    });
    expect(picked.target.map((t) => [t.code, t.equivalence])).toEqual([['I21.9', 'equivalent']]);
    const none = elements.find((e) => line(e).line === 4)!;
    expect(none.code).toBeUndefined();
    expect(none.display).toBe('chest thing');
    expect(none.target).toEqual([
      { equivalence: 'unmatched', comment: expect.stringContaining('too vague to code') },
    ]);
  });

  it('CSV: the line, input, decision columns and the reviewer, so the table can be rebuilt', () => {
    const table = Papa.parse<string[]>(toMappingCsv(mapped, meta).slice(1).trim(), {
      delimiter: ',',
    }).data.filter((r) => !r[0]!.startsWith('#'));
    const [header, ...body] = table;
    const rowOf = (line: string) =>
      Object.fromEntries(header!.map((h, i) => [h, body.find((r) => r[0] === line)![i]]));
    expect(rowOf('2')).toMatchObject({
      Input: 'Myocardial Infarction',
      'To code': 'I21.9',
      'Decided by': 'hand',
      Justification: 'semapv:ManualMappingCuration',
      Reviewer: 'Dr Rivera',
      'Review comment': 'no site stated',
    });
    expect(rowOf('4')).toMatchObject({ Input: 'chest thing', Mapping: 'unmatched', Status: 'no match' });
    expect(body).toHaveLength(6);
  });
});
