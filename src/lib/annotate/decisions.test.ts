// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addBatchLines, loadBatch } from '../batchInput.ts';
import { batchLines, mentionEntries } from './basket.ts';
import { applyDecisions } from './decisions.ts';
import type { Mention } from './types.ts';

const mention = (start: number, text: string, cui: string, extra: Partial<Mention> = {}): Mention => ({
  id: `${start}-${start + text.length}`,
  start,
  end: start + text.length,
  text,
  cui,
  name: text,
  semanticTypes: [{ tui: 'T047', name: 'Disease or Syndrome' }],
  group: 'DISO',
  matchedBy: 'exact',
  phrase: text,
  alternatives: [{ cui: 'C2', name: 'Other', rootSource: 'MSH' }],
  target: [{ code: `D-${cui}`, name: text }],
  context: [],
  abbreviationOf: null,
  ...extra,
});

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

describe('hands on mentions', () => {
  const run = [mention(0, 'fever', 'C1'), mention(10, 'chest pain', 'C3'), mention(30, 'Fever', 'C1')];

  it('removes, picks another concept and adds a looked-up selection over what it overlaps', () => {
    const out = applyDecisions(
      run,
      new Map([
        ['0-5', { action: 'remove' as const }],
        [
          '10-20',
          {
            action: 'pick' as const,
            concept: { cui: 'C2', name: 'Other', rootSource: 'MSH' },
            details: null,
            target: null,
          },
        ],
        [
          '25-35',
          { action: 'add' as const, mention: mention(25, 'high Fever', 'C9', { matchedBy: 'hand' }) },
        ],
      ]),
    );
    expect(out.map((m) => [m.id, m.cui, m.decided])).toEqual([
      ['10-20', 'C2', 'hand'],
      ['25-35', 'C9', 'hand'],
    ]);
    expect(out[0]!.alternatives.map((a) => a.cui)).toEqual(['C3']);
  });

  it('gives the basket each concept, or each target code, once', () => {
    const decided = applyDecisions(run, new Map());
    expect(mentionEntries(decided, null, '2025AB').map((e) => `${e.system}|${e.code}`)).toEqual([
      'UMLS|C1',
      'UMLS|C3',
    ]);
    expect(mentionEntries(decided, 'MSH', '2025AB').map((e) => `${e.system}|${e.code}`)).toEqual([
      'MSH|D-C1',
      'MSH|D-C3',
    ]);
  });

  it('adds the mentions to the batch input as lines, after the lines it holds and without repeats', () => {
    const storage = memoryStorage();
    storage.setItem('batch.input', JSON.stringify({ text: 'asthma\nFEVER', settings: { targetSource: '' } }));
    const lines = batchLines(applyDecisions(run, new Map()));
    expect(lines).toEqual(['fever', 'chest pain']);
    expect(addBatchLines(lines, 'MSH', storage)).toBe(1);
    expect(loadBatch(storage)).toMatchObject({
      text: 'asthma\nFEVER\nchest pain',
      settings: { targetSource: 'MSH' },
    });
  });
});
