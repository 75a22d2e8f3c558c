// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryCompareToken } from './compareToken.ts';
import type { BasketEntry } from './types.ts';

const entry = (e: Partial<BasketEntry>): BasketEntry => ({
  id: 'x',
  system: 'ICD10CM',
  code: 'I21',
  display: 'Acute MI',
  from: null,
  release: 'current',
  addedAt: '2026-01-01T00:00:00Z',
  ...e,
});

describe('entryCompareToken', () => {
  it('is the concept the entry came from, CUI or RXCUI', () => {
    expect(entryCompareToken(entry({ from: { kind: 'CUI', id: 'C0155626' } }))).toBe('C0155626');
    expect(entryCompareToken(entry({ system: 'NDC', from: { kind: 'RXCUI', id: '29046' } }))).toBe(
      'rxcui:29046',
    );
  });

  it('else the code itself when it is a CUI or an RxNorm code; else none', () => {
    expect(entryCompareToken(entry({ system: 'UMLS', code: 'c0027051' }))).toBe('C0027051');
    expect(entryCompareToken(entry({ system: 'RXNORM', code: '161' }))).toBe('rxcui:161');
    expect(entryCompareToken(entry({}))).toBeNull();
    expect(entryCompareToken(entry({ system: 'RXNORM', code: 'abc' }))).toBeNull();
  });
});
