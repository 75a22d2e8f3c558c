// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunksOf, isVerbOrAdverb, MAX_WORDS, runsOf, type Candidate } from './candidates.ts';
import { segment } from './segment.ts';

/** Every candidate of a text, as the pipeline would ask them (longest first per chunk). */
function runs(text: string): Candidate[] {
  return segment(text).flatMap((s, i) =>
    chunksOf(s, i, new Map()).flatMap((chunk) => {
      const out: Candidate[] = [];
      for (let n = Math.min(MAX_WORDS, chunk.words.length); n >= 1; n--) out.push(...runsOf(text, chunk, n));
      return out;
    }),
  );
}

const candidates = (text: string) => runs(text).map((c) => c.phrase);

describe('candidates', () => {
  it('keeps nouns ending in -megaly, -cephaly or -dactyly, which are no adverbs', () => {
    expect(isVerbOrAdverb('acromegaly')).toBe(false);
    expect(isVerbOrAdverb('hepatosplenomegaly')).toBe(false);
    expect(isVerbOrAdverb('microcephaly')).toBe(false);
    expect(isVerbOrAdverb('significantly')).toBe(true);
    expect(candidates('Signs of acromegaly were seen.')).toContain('acromegaly');
  });

  it('ends a chunk at a participle in -ing, but keeps the -ing words that name a condition', () => {
    const asked = candidates('Mannitol risks aggravating peritumoral edema and gastrointestinal bleeding.');
    expect(asked).toContain('peritumoral edema');
    expect(asked).toContain('gastrointestinal bleeding');
    expect(asked.filter((p) => p.includes('aggravating'))).toEqual([]);
    expect(isVerbOrAdverb('promoting')).toBe(true);
    expect(isVerbOrAdverb('vomiting')).toBe(false);
    expect(isVerbOrAdverb('hearing')).toBe(false);
  });

  it('never asks half of a name that ends in a capital letter ("hepatitis B", "vitamin D")', () => {
    const asked = candidates('Perinatal hepatitis B vaccine birth dose; vitamin D deficiency; CD4+ T cells.');
    expect(asked).toContain('Perinatal hepatitis B vaccine');
    expect(asked).toContain('hepatitis B');
    expect(asked).toContain('vitamin D deficiency');
    expect(asked).toContain('CD4+ T cells');
    for (const half of ['B vaccine', 'B vaccine birth', 'Perinatal hepatitis', 'D deficiency', 'vitamin'])
      expect(asked).not.toContain(half);
  });

  it('joins a possessive after a plural s to the noun after it', () => {
    expect(candidates("She has Graves' disease.")).toContain("Graves' disease");
    // The apostrophe of a quotation still ends the chunk.
    expect(candidates("The word 'fever' was used.")).not.toContain("'fever");
  });

  it('asks "status epilepticus" but never "status" alone, nor "status post"', () => {
    const asked = candidates('Status epilepticus developed; status post appendectomy.');
    expect(asked).toContain('Status epilepticus');
    expect(asked).not.toContain('status');
    expect(asked).not.toContain('status post');
  });

  it('asks terms that end in loss, block or gain, or begin with weight or multiple', () => {
    const asked = candidates('Hearing loss, heart block, weight gain and multiple myeloma.');
    expect(asked).toEqual(
      expect.arrayContaining(['Hearing loss', 'heart block', 'weight gain', 'multiple myeloma']),
    );
    expect(asked).not.toContain('loss');
    expect(asked).not.toContain('block');
  });

  it('asks death, but not the strain of an animal', () => {
    expect(candidates('Death occurred in two rat strains.')).toEqual(['Death']);
    expect(candidates('He had a muscle strain.')).toContain('muscle strain');
  });

  it('splits "X-induced Y" into the cause and what it caused, and marks the runs that end what was caused', () => {
    const found = runs('Cisplatin-induced acute renal failure; seizures induced by cocaine; rats treated.');
    expect(found.map((c) => [c.phrase, c.induced === true])).toEqual([
      ['Cisplatin', false],
      ['acute renal failure', true],
      ['acute renal', false],
      ['renal failure', true],
      ['renal', false],
      ['failure', true],
      ['seizures', true],
      ['cocaine', false],
    ]);
    // An induced run is asked on its own: the same words elsewhere are another question.
    expect(found.find((c) => c.phrase === 'renal failure')!.key).toBe('induced: renal failure');
  });

  it('asks an element written as its ion by the element’s name, over the ion’s span', () => {
    const text = 'Serum K+ fell and Ca2+ rose in CD4+ cells.';
    const ions = runs(text).filter((c) => c.phrase === 'potassium' || c.phrase === 'calcium');
    expect(ions.map((c) => [c.phrase, text.slice(c.start, c.end)])).toEqual([
      ['potassium', 'K+'],
      ['calcium', 'Ca2+'],
    ]);
    expect(candidates(text)).not.toContain('CD4');
  });

  it('never asks a dosage form or a salt alone', () => {
    expect(candidates('Tablets, capsules or a suspension; salt.')).toEqual([]);
  });

  it('treats the plural of a stop word as one', () => {
    expect(candidates('Recurrences and syndromes; nephrotic syndromes.')).toEqual([
      'nephrotic syndromes',
      'nephrotic',
    ]);
  });
});
