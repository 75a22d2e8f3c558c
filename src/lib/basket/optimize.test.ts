// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { proposeRules, rootCandidates } from './optimize.ts';
import { testEntry } from './testing.ts';

describe('optimize: a whole subtree becomes one rule', () => {
  const subtree = new Map<string, string[]>([
    ['ICD10CM|I21', ['I21.0', 'I21.4', 'I21.01', 'I21.02']],
    ['ICD10CM|I21.0', ['I21.01', 'I21.02']],
    ['ICD10CM|I22', ['I22.0', 'I22.1']],
  ]);

  it('proposes the largest whole subtree only, and nothing for a subtree with a gap', () => {
    const entries = ['I21', 'I21.0', 'I21.4', 'I21.01', 'I21.02', 'I22', 'I22.0'].map((c) =>
      testEntry('ICD10CM', c),
    );
    const out = proposeRules(entries, subtree);
    expect(out).toHaveLength(1);
    expect(out[0]!.root.code).toBe('I21');
    expect(out[0]!.replaces.map((e) => e.code).sort()).toEqual(['I21', 'I21.0', 'I21.01', 'I21.02', 'I21.4']);
  });

  it('leaves rules and flat systems alone', () => {
    const entries = [
      testEntry('ICD10CM', 'I21', '', { exclude: false, scope: 'descendants' }),
      testEntry('UMLS', 'C0027051'),
      testEntry('ICD10CM', 'I22'),
    ];
    expect(rootCandidates(entries).map((e) => e.id)).toEqual(['ICD10CM|I22']);
  });
});
