// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findWithheld, withheldShape } from './privacy.ts';
import { segment } from './segment.ts';

const withheldWords = (text: string) => {
  const { withheld } = findWithheld(text, segment(text));
  return segment(text)
    .flatMap((s) => s.tokens)
    .filter((t) => withheld.has(t.start))
    .map((t) => t.text);
};

describe('privacy filter', () => {
  it('withholds numbers, dates, identifiers, e-mail and web addresses and phone numbers by their shape', () => {
    expect(withheldShape('12/03/2021')).toBe('date');
    expect(withheldShape('2021-03-12')).toBe('date');
    expect(withheldShape('555-867-5309')).toBe('phone');
    expect(withheldShape('(555)867-5309')).toBe('phone');
    expect(withheldShape('MRN1234567')).toBe('identifier');
    expect(withheldShape('A12B34C5')).toBe('identifier');
    expect(withheldShape('john.smith@example.org')).toBe('email');
    expect(withheldShape('https://example.org/x')).toBe('web address');
    expect(withheldShape('140/90')).toBe('number');
    expect(withheldShape('98.6')).toBe('number');
    expect(withheldShape('65-year-old')).toBe('number');
    expect(withheldShape('10mg')).toBe('number');
  });

  it('withholds a month on its own when capitalised, except May and March', () => {
    expect(withheldWords('Seen in January and in May; it may march on.')).toEqual(['January']);
  });

  it('withholds a cited author and the "et al." after the name, there only', () => {
    const text = 'As Blonquist et al. showed, Parkinson et al. saw it. Parkinson disease was excluded.';
    expect(withheldWords(text)).toEqual(['Blonquist', 'et', 'al', '.', 'Parkinson', 'et', 'al', '.']);
    // Latin "et" elsewhere, and a lower-case word before it, are left alone.
    expect(withheldWords('Tumor et cetera; the data et al. were pooled.')).toEqual([]);
  });

  it('keeps words whose digits are part of a name', () => {
    for (const w of ['5-fluorouracil', 'COVID-19', 'B12', 'IL-6', 'CD4+', 'H2O2', 'HbA1c', 'fever'])
      expect(withheldShape(w)).toBeNull();
  });

  it('withholds a name after a title or a label, and every later use of it', () => {
    const words = withheldWords(
      "Patient name: Jane Q. Doe\nSeen by Dr. Alvarez today. Doe reports chest pain; Mr. O'Brien drove her.",
    );
    expect(words).toEqual(expect.arrayContaining(['Jane', 'Q', 'Doe', 'Alvarez', 'O', 'Brien']));
    expect(words.filter((w) => w === 'Doe')).toHaveLength(2);
    expect(words).not.toContain('chest');
    expect(words).not.toContain('pain');
  });

  it('withholds a common given name with the capitalised word after it', () => {
    expect(withheldWords('John Smith is a 65 year old man with Parkinson disease.')).toEqual(
      expect.arrayContaining(['John', 'Smith', '65']),
    );
    expect(withheldWords('John Smith is a 65 year old man with Parkinson disease.')).not.toContain(
      'Parkinson',
    );
  });

  it('withholds what follows an identifier or date label, and a month beside a number', () => {
    const words = withheldWords('MRN: AB-77 seen on March 3, 2021.\nDOB: 1 Jan 1950. Room: 12B');
    expect(words).toEqual(expect.arrayContaining(['AB', '77', 'March', '3', '2021', 'Jan', '1950', '12B']));
  });
});
