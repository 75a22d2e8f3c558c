// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closestNames, editDistance } from './closestNames.ts';

describe('did you mean', () => {
  it('measures edits', () => {
    expect(editDistance('infarctoin', 'infarction')).toBe(2);
    expect(editDistance('Aspirin', 'aspirin')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('Sjögren', 'Sjogren')).toBe(1);
  });

  it('offers the closest names the service returned, closest first', () => {
    const names = [
      'Coronary Artery Disease',
      'Myocardial Infarction',
      'Myocarditis',
      'Myocardial degeneration',
    ];
    expect(closestNames('myocardial infarctoin', names)).toEqual(['Myocardial Infarction']);
  });

  it('offers nothing far away, nothing twice, and not the typed string itself', () => {
    expect(closestNames('xyz', ['Myocardial Infarction'])).toEqual([]);
    expect(closestNames('aspirn', ['Aspirin', 'aspirin', 'ASPIRIN'])).toEqual(['Aspirin']);
    expect(closestNames('aspirin', ['Aspirin'])).toEqual([]);
    expect(closestNames('  ', ['a'])).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(closestNames('abcdefghi', ['abcdefghx', 'abcdefgxx', 'abcdefxxx', 'abcdexxxx'], 2)).toEqual([
      'abcdefghx',
      'abcdefgxx',
    ]);
  });
});
