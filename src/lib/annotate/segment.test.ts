// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { segment, tokenize } from './segment.ts';

const texts = (text: string) => segment(text).map((s) => text.slice(s.start, s.end));

describe('segment', () => {
  it('gives offsets that slice back to each token, across surrogate pairs and CRLF', () => {
    const text = '😀 Chest pain\r\n🫀 myocardial infarction (MI) — حمى\tfever.';
    const tokens = segment(text).flatMap((s) => s.tokens);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
    const words = tokens.filter((t) => t.kind === 'word').map((t) => t.text);
    expect(words).toEqual(['Chest', 'pain', 'myocardial', 'infarction', 'MI', 'حمى', 'fever']);
    // The emoji is one token of two code units, never half of one.
    expect(tokens[0]).toMatchObject({ text: '😀', start: 0, end: 2, kind: 'punct' });
    const infarction = tokens.find((t) => t.text === 'infarction')!;
    expect(infarction.start).toBe(text.indexOf('infarction'));
  });

  it('ends sentences at stops before a capital, not after abbreviations, initials or in numbers', () => {
    const text = 'Seen by Dr. Smith on arrival. Dose was 2.5 mg, e.g. twice daily. J. Doe agreed. No fever.';
    expect(texts(text)).toEqual([
      'Seen by Dr. Smith on arrival.',
      'Dose was 2.5 mg, e.g. twice daily.',
      'J. Doe agreed.',
      'No fever.',
    ]);
  });

  it('makes each list item and each short line a sentence of its own, and joins a wrapped line', () => {
    const text =
      'Problems:\n- hypertension\n- chest pain\n1. diabetes\n' +
      'The patient was admitted with a long history of chest pain that began\nafter exercise three weeks ago.';
    const s = segment(text);
    expect(s.map((x) => text.slice(x.start, x.end))).toEqual([
      'Problems:',
      '- hypertension',
      '- chest pain',
      '1. diabetes',
      'The patient was admitted with a long history of chest pain that began\nafter exercise three weeks ago.',
    ]);
    expect(s.map((x) => x.listItem)).toEqual([false, true, true, true, false]);
  });

  it('treats CR, LF and CRLF alike', () => {
    expect(texts('fever\r\ncough\rrash\nnausea')).toEqual(['fever', 'cough', 'rash', 'nausea']);
  });

  it('marks tokens that touch the one before (compounds) and those on the same line', () => {
    const [a, dash, b, c] = tokenize('drug-induced\nrash');
    expect([a!.touching, dash!.touching, b!.touching, c!.touching]).toEqual([false, true, true, false]);
    expect(c!.joined).toBe(false);
  });

  it('has nothing for empty or blank text, and one sentence for a single long line', () => {
    expect(segment('')).toEqual([]);
    expect(segment(' \n\t\r\n ')).toEqual([]);
    const long = 'fever '.repeat(8000).trim();
    const s = segment(long);
    expect(s).toHaveLength(1);
    expect(s[0]!.end).toBe(long.length);
  });
});
