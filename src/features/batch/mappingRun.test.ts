// @vitest-environment node
import { Fhir } from 'fhir';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ItemOutcome } from '../../lib/bulk/index.ts';
import { buildMappingExport, type MappingFormat } from '../../lib/export/mapping/index.ts';
import { readSssom } from '../../lib/export/mapping/readSssom.ts';
import { detectLines } from './input.ts';
import { batchMappingRows, planBatchMapping } from './mapping.ts';
import { incompleteRun, incompleteWords, runCompleteness } from './mappingRun.ts';
import type { Resolution } from './resolve.ts';
import { buildRows } from './rows.ts';

const code = (c: string, cui: string, target: Resolution['target']): Resolution => ({
  match: 'exact',
  idType: 'CUI',
  id: cui,
  name: `Concept ${cui}`,
  semanticTypes: [],
  tty: null,
  source: 'ICD10CM',
  code: c,
  codeName: `ICD10CM ${c}`,
  target,
  candidates: [],
  manual: false,
  via: { by: 'code', atom: c, source: 'ICD10CM', preferred: false },
  note: null,
});

// Five code lines and an empty one; a cancelled run answered the first two only.
const lines = detectLines(['I21.9', '', 'I10', 'I50.9', 'I20.0', 'I25.10'], { source: 'ICD10CM' });
const outcomes = new Map([
  [
    lines[0]!.key!,
    { status: 'done' as const, value: code('I21.9', 'C0155626', [{ code: 'D009203', name: 'MI' }]) },
  ],
  [
    lines[2]!.key!,
    { status: 'done' as const, value: code('I10', 'C0085580', [{ code: 'D006973', name: 'HT' }]) },
  ],
]);
const rows = buildRows(lines, outcomes, new Map());
const meta = {
  title: 'Batch crosswalk to MSH',
  release: '2025AB',
  generatedAt: '2026-11-27T12:00:00.000Z',
  origin: 'https://tb.example',
  page: '/batch?targetSource=MSH',
  appVersion: 'test',
};

function file(format: MappingFormat, run: string) {
  const c = runCompleteness(rows, run);
  const plan = planBatchMapping(rows);
  const built = buildMappingExport({
    format,
    rows: batchMappingRows(plan, 'MSH', new Map()),
    meta: {
      ...meta,
      title: c.complete ? meta.title : `${meta.title} (${incompleteWords(c)})`,
      incomplete: incompleteRun(c),
    },
    what: 'batch to MSH',
  });
  return { built, text: built.text };
}

describe('a mapping file of an incomplete batch run says so', () => {
  it('counts the pending rows as the batch exports do (empty lines are not rows)', () => {
    expect(runCompleteness(rows, 'cancelled')).toEqual({
      complete: false,
      run: 'cancelled',
      pendingRows: 3,
      rows: 5,
      failedLines: [],
    });
    const all = buildRows(
      lines,
      new Map(lines.filter((l) => l.key).map((l) => [l.key!, outcomes.get(lines[0]!.key!)!])),
      new Map(),
    );
    expect(runCompleteness(all, 'complete')).toMatchObject({ complete: true, pendingRows: 0 });
    expect(runCompleteness(all, 'running').complete).toBe(false);
  });

  it('a line whose lookup failed makes the run incomplete, named in the words and the statement', () => {
    const failed = new Map<string, ItemOutcome<Resolution>>([
      ...outcomes,
      ...lines
        .filter((l) => l.key && !outcomes.has(l.key))
        .map(
          (l) =>
            [
              l.key!,
              { status: 'failed' as const, kind: 'transient' as const, error: new Error('503') },
            ] as const,
        ),
    ]);
    const c = runCompleteness(buildRows(lines, failed, new Map()), 'complete');
    expect(c).toEqual({ complete: false, run: 'complete', pendingRows: 0, rows: 5, failedLines: [4, 5, 6] });
    expect(incompleteWords(c)).toBe(
      'incomplete: lookups failed, 0 of 5 lines pending (not looked up), 3 failed (lines 4, 5, 6)',
    );
    expect(incompleteRun(c)?.statement).toMatch(
      /^INCOMPLETE \(complete: false; run: complete; pending rows: 0 of 5; failed rows: 3\)\. .*Retry the failed rows/,
    );
  });

  it('CSV: a comment line with complete: false and the pending count under the provenance line', () => {
    const { text } = file('csv', 'cancelled');
    const [provenance, run, ...rest] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(provenance).toMatch(
      /^# Batch crosswalk to MSH \(incomplete: the run was cancelled, 3 of 5 lines pending \(not looked up\)\); release 2025AB/,
    );
    expect(run).toBe(
      '# complete: false; run: cancelled; pending rows: 3 of 5 (incomplete: the run was cancelled, 3 of 5 lines pending (not looked up))',
    );
    const data = Papa.parse<string[]>(rest.join('\r\n'), { skipEmptyLines: true }).data;
    const [header, ...body] = data.filter((r) => !r[0]!.startsWith('#'));
    expect(header!.slice(0, 4)).toEqual(['Line', 'Input', 'From source', 'From code']);
    expect(body.map((r) => [r[0], r[3]])).toEqual([
      ['1', 'I21.9'],
      ['3', 'I10'],
    ]);
  });

  it('FHIR ConceptMap: draft, the description starts with INCOMPLETE and counts, an extension holds complete false; still valid R4', () => {
    const cm = JSON.parse(file('conceptmap', 'stopped').text);
    expect(new Fhir().validate(cm)).toEqual({ valid: true, messages: [] });
    expect(Object.keys(cm).slice(0, 2)).toEqual(['resourceType', 'extension']);
    expect(cm.status).toBe('draft');
    expect(cm.title).toContain('incomplete: the run stopped, 3 of 5 lines pending');
    expect(cm.description).toMatch(/^INCOMPLETE \(complete: false; run: stopped; pending rows: 3 of 5\)\. /);
    expect(cm.description).toContain('Read from UMLS release 2025AB');
    expect(cm.extension).toEqual([
      {
        url: 'https://tb.example/fhir/StructureDefinition/batch-run',
        extension: [
          { url: 'complete', valueBoolean: false },
          { url: 'run', valueCode: 'stopped' },
          { url: 'pendingRows', valueUnsignedInt: 3 },
          { url: 'rows', valueUnsignedInt: 5 },
        ],
      },
    ]);
    expect(cm.group[0].element.map((e: { code: string }) => e.code)).toEqual(['I21.9', 'I10']);
  });

  it('SSSOM: the metadata comment and description start with the statement, and `other` holds the facts', () => {
    const set = readSssom(file('sssom', 'interrupted').text);
    expect(set.metadata.comment).toMatch(
      /^INCOMPLETE \(complete: false; run: interrupted; pending rows: 3 of 5\)\. .* Generated 2026-11-27T12:00:00.000Z/,
    );
    expect(set.metadata.mapping_set_description).toMatch(/^INCOMPLETE \(complete: false;/);
    expect(set.metadata.other).toBe(
      'umls_release: 2025AB|complete: false|run: interrupted|pending_rows: 3|rows: 5',
    );
    expect(set.metadata.mapping_set_title).toContain(
      '(incomplete: the run was interrupted, 3 of 5 lines pending',
    );
    expect(set.rows.map((r) => r.subject_id)).toEqual(['ICD10CM:I21.9', 'ICD10CM:I10']);
  });

  it('a complete run’s files say nothing of an incomplete run', () => {
    const all = buildRows(
      lines,
      new Map(lines.filter((l) => l.key).map((l) => [l.key!, outcomes.get(lines[0]!.key!)!])),
      new Map(),
    );
    const c = runCompleteness(all, 'complete');
    for (const format of ['csv', 'conceptmap', 'sssom'] as const) {
      const built = buildMappingExport({
        format,
        rows: batchMappingRows(planBatchMapping(all), 'MSH', new Map()),
        meta,
        what: 'batch to MSH',
      });
      expect(incompleteRun(c)).toBeNull();
      expect(built.text).not.toMatch(/complete: false|INCOMPLETE|batch-run/);
    }
  });
});
