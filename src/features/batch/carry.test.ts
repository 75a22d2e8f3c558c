// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { awaitingCodes, carryDecisions, carryText } from './carry.ts';
import type { BatchDecision } from './decision.ts';
import { detectLines } from './input.ts';
import type { Resolution } from './resolve.ts';
import { buildRows } from './rows.ts';

const found = (id: string, target: Resolution['target'] = []): Resolution => ({
  match: 'exact',
  idType: 'CUI',
  id,
  name: `Concept ${id}`,
  semanticTypes: [],
  tty: null,
  source: null,
  code: null,
  codeName: null,
  target,
  candidates: [],
  manual: false,
  via: { by: 'exact', atom: 'x', source: 'MTH', preferred: true },
  note: null,
});
const done = (value: Resolution) => ({ status: 'done' as const, value });

// The reviewed run: no target source.
const before = detectLines(['Headache', 'heart attack', 'N/A', 'zzz', 'Fever'], {});
const answers = new Map([
  [before[0]!.key!, done(found('C0018681'))],
  [before[1]!.key!, done(found('C0027051'))],
  [before[3]!.key!, done({ ...found('x'), id: null, match: 'none', idType: null })],
  [before[4]!.key!, done(found('C0015967'))],
]);
const picked: Resolution = {
  ...found('C0020538'),
  manual: true,
  via: { by: 'hand', atom: null, source: null, preferred: false },
};
const decisions = new Map<string, BatchDecision>([
  [before[0]!.key!, { action: 'accept', resolution: null, comment: '' }],
  [before[1]!.key!, { action: 'pick', resolution: picked, comment: 'meant hypertension', codesFor: null }],
  ['line:3', { action: 'none', resolution: null, comment: 'not a diagnosis' }],
  [before[3]!.key!, { action: 'none', resolution: null, comment: '' }],
  [before[4]!.key!, { action: null, resolution: null, comment: 'check with the ward' }],
]);
const oldRows = buildRows(before, answers, decisions);

describe('carrying hand decisions to a new run', () => {
  it('keeps each decision for the lines with the same lookup (or text), wherever they moved; a line gone is said', () => {
    // New input: a line added at the top, "zzz" removed, N/A moved, Headache with edge spaces.
    const after = detectLines(['Asthma', ' Headache ', 'N/A', 'heart attack', 'Fever'], {});
    const c = carryDecisions({ oldRows, decisions, newLines: after, oldTarget: null, newTarget: 'ICD10CM' });
    expect(c.kept).toBe(4);
    expect(c.dropped).toEqual([
      {
        line: 4,
        input: 'zzz',
        why: 'its line is no longer in the input, or is now read as another lookup',
      },
    ]);
    expect(c.decisions.get(after[1]!.key!)).toEqual({
      action: 'accept',
      resolution: null,
      comment: '',
      acceptedId: 'C0018681',
    });
    expect(c.decisions.get('line:3')).toMatchObject({ action: 'none', comment: 'not a diagnosis' });
    expect(c.decisions.get(after[3]!.key!)).toMatchObject({ action: 'pick', codesFor: null });
    expect(c.decisions.get(after[4]!.key!)).toMatchObject({ action: null, comment: 'check with the ward' });
    // The pick's codes in the new target are not known yet: the run reads them.
    expect(awaitingCodes(c.decisions, 'ICD10CM')).toEqual([{ key: after[3]!.key!, cui: 'C0020538' }]);
    expect(carryText(c)).toEqual({
      kept: 'Kept 4 hand decisions from the previous run, carried to the lines with the same lookup.',
      dropped: ['Line 4 "zzz": its line is no longer in the input, or is now read as another lookup.'],
    });
  });

  it('a pick waiting for its target codes is pending, not a match; once read it is matched by hand with them', () => {
    const c = carryDecisions({ oldRows, decisions, newLines: before, oldTarget: null, newTarget: 'ICD10CM' });
    const rows = buildRows(before, answers, c.decisions, 'ICD10CM');
    expect(rows[1]).toMatchObject({
      status: 'pending',
      byHand: true,
      resolution: null,
      problem: 'Chosen by hand: Concept C0020538 (C0020538); its ICD10CM codes are read with the run',
    });
    const read = new Map(c.decisions).set(before[1]!.key!, {
      ...c.decisions.get(before[1]!.key!)!,
      resolution: { ...picked, target: [{ code: 'I10', name: 'Essential hypertension' }] },
      codesFor: 'ICD10CM',
    });
    const after = buildRows(before, answers, read, 'ICD10CM');
    expect(after[1]).toMatchObject({ status: 'matched', byHand: true, problem: null });
    expect(after[1]!.resolution!.target).toEqual([{ code: 'I10', name: 'Essential hypertension' }]);
    expect(awaitingCodes(read, 'ICD10CM')).toEqual([]);
  });

  it('with the target source removed, a pick keeps its concept and has no target codes (nothing to read)', () => {
    const withCodes = new Map(decisions).set(before[1]!.key!, {
      ...decisions.get(before[1]!.key!)!,
      resolution: { ...picked, target: [{ code: 'I10', name: 'Essential hypertension' }] },
      codesFor: 'ICD10CM',
    });
    const rows = buildRows(before, answers, withCodes);
    const c = carryDecisions({
      oldRows: rows,
      decisions: withCodes,
      newLines: before,
      oldTarget: 'ICD10CM',
      newTarget: null,
    });
    expect(c.decisions.get(before[1]!.key!)).toMatchObject({
      codesFor: null,
      resolution: { id: 'C0020538', target: [] },
    });
    expect(awaitingCodes(c.decisions, null)).toEqual([]);
  });

  it('a carried confirmation holds only for the answer it confirmed: another answer goes back to its own status, saying why', () => {
    const c = carryDecisions({ oldRows, decisions, newLines: before, oldTarget: null, newTarget: null });
    const same = buildRows(before, answers, c.decisions, null);
    expect(same[0]).toMatchObject({ status: 'matched', byHand: true, note: 'Confirmed by hand' });
    const other = new Map(answers).set(before[0]!.key!, done(found('C0018787')));
    const rows = buildRows(before, other, c.decisions, null);
    expect(rows[0]).toMatchObject({
      status: 'matched',
      byHand: false,
      problem: 'Confirmed by hand in an earlier run for C0018681; this run found C0018787: review it again',
    });
    // Still waiting for its answer (a cancelled run): pending, not confirmed.
    const pending = new Map(answers);
    pending.delete(before[0]!.key!);
    expect(buildRows(before, pending, c.decisions, null)[0]).toMatchObject({
      status: 'pending',
      byHand: false,
    });
  });

  it('two lines of the same text with different decisions: the first is kept for both, the other is said', () => {
    const lines = detectLines(['N/A', 'x', 'N/A'], {});
    const two = new Map<string, BatchDecision>([
      ['line:1', { action: 'none', resolution: null, comment: 'blank form' }],
      ['line:3', { action: null, resolution: null, comment: 'ask' }],
    ]);
    const c = carryDecisions({
      oldRows: buildRows(lines, new Map(), two),
      decisions: two,
      newLines: detectLines(['N/A', 'N/A'], {}),
      oldTarget: null,
      newTarget: null,
    });
    expect([...c.decisions.keys()]).toEqual(['line:1', 'line:2']);
    expect(c.kept).toBe(1);
    expect(c.dropped).toEqual([
      {
        line: 3,
        input: 'N/A',
        why: 'another line with the same text keeps its own decision (line 1)',
      },
    ]);
  });
});
