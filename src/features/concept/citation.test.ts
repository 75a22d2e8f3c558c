// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { citation } from './citation.ts';

describe('citation', () => {
  it('joins code, name, source, release and date', () => {
    const date = new Date('2026-11-22T10:00:00Z');
    expect(
      citation({
        code: 'C0027051',
        name: 'Myocardial Infarction',
        source: 'UMLS Metathesaurus',
        release: '2025AB',
        date,
      }),
    ).toBe('C0027051 | Myocardial Infarction | UMLS Metathesaurus | 2025AB | 2026-11-22');
  });
  it('ends with the page URL when given', () => {
    const date = new Date('2026-11-22T10:00:00Z');
    expect(
      citation({
        code: 'C0027051',
        name: 'Myocardial Infarction',
        source: 'UMLS Metathesaurus',
        release: '2025AB',
        date,
        url: 'https://terms.example/concepts/C0027051?release=2025AB',
      }),
    ).toBe(
      'C0027051 | Myocardial Infarction | UMLS Metathesaurus | 2025AB | 2026-11-22 | https://terms.example/concepts/C0027051?release=2025AB',
    );
  });
  it('keeps the separator unambiguous and says current when the release is unknown', () => {
    const date = new Date('2026-01-02T00:00:00Z');
    expect(citation({ code: 'X', name: 'a | b\n c', source: 'S', release: null, date })).toBe(
      'X | a / b c | S | current | 2026-01-02',
    );
  });
});
