// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  detectLines,
  linesOfFile,
  linesToText,
  MAX_LINES,
  splitLines,
  tooManyLines,
  uniqueLookups,
  withoutSecret,
  SECRET_LINE,
} from './input.ts';

describe('batch input', () => {
  it('splits mixed line endings and keeps empty lines in place', () => {
    expect(splitLines('a\r\nb\rc\n\nd\n')).toEqual(['a', 'b', 'c', '', 'd']);
    expect(splitLines('')).toEqual([]);
  });

  it('reads the first column of a .csv file, quotes and BOM included; a .txt line by line', () => {
    const csv = '\uFEFFterm,note\r\n"Sjögren, primary",x\r\n"two\nlines",y\r\nC0018681,z\r\n';
    expect(linesOfFile('list.CSV', csv)).toEqual(['term', 'Sjögren, primary', 'two\nlines', 'C0018681']);
    expect(linesOfFile('list.txt', '\uFEFFheart attack, acute\nI21.9')).toEqual([
      'heart attack, acute',
      'I21.9',
    ]);
    expect(linesToText(['two\nlines', 'x'])).toBe('two lines\nx');
  });

  it('refuses more than 5,000 lines, with the count', () => {
    expect(tooManyLines(MAX_LINES)).toBeNull();
    expect(tooManyLines(5001)).toBe('5,001 lines: at most 5,000 can be looked up at once');
  });

  it('resolves duplicates once, keeps every line in order, and sends no empty or unusable line', () => {
    const lines = detectLines(
      ['C0018681', '', 'headache', ' c0018681 ', '\uFEFFheadache', '0093111310', 'I21.9', 'ICD10CM:I21.9'],
      {},
    );
    expect(lines.map((l) => l.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(lines[1]!.key).toBeNull();
    expect(lines[5]!.key).toBeNull(); // 10 digits: has a problem
    expect(lines[0]!.key).toBe(lines[3]!.key);
    expect(lines[2]!.key).toBe(lines[4]!.key);
    expect(lines[6]!.key).toBe(lines[7]!.key);
    expect(uniqueLookups(lines).map((u) => u.detected.value)).toEqual(['C0018681', 'headache', 'I21.9']);
  });
});

describe('a line holding the API key', () => {
  const key = 'abcd1234-5678-90ef-aaaa-bbbbccccdddd';
  it('is no lookup, shows and exports in its place what it is, and says why', () => {
    const lines = withoutSecret(detectLines(['headache', key, ` ${key} `, 'C0018681'], {}), key);
    expect(uniqueLookups(lines).map((u) => u.detected.value)).toEqual(['headache', 'C0018681']);
    for (const l of [lines[1]!, lines[2]!]) {
      expect(l.key).toBeNull();
      expect(l.detected.raw).toBe(SECRET_LINE);
      expect(l.detected.problem).toMatch(/your API key: it is never looked up, saved or exported/);
      expect(JSON.stringify(l)).not.toContain(key);
    }
  });

  it('no key, or one too short to be a key, changes nothing', () => {
    const lines = detectLines(['na', 'headache'], {});
    expect(withoutSecret(lines, '')).toBe(lines);
    expect(withoutSecret(lines, 'head')).toBe(lines);
  });
});
