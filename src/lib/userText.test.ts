// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hasHiddenCharacters,
  hiddenInField,
  userTextParts,
  visibleText,
  withoutHiddenInField,
} from './userText.ts';

describe('user text shown back', () => {
  it('makes a right-to-left override visible instead of letting it reverse the text', () => {
    expect(userTextParts('\u202Eevil')).toEqual([
      { control: '\u202E', code: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE' },
      { text: 'evil' },
    ]);
    expect(visibleText('a\u202Eevil\u202Cb')).toBe('a[U+202E]evil[U+202C]b');
  });

  it.each([
    ['\u200Fx', '[U+200F]x'],
    ['x\u2066y\u2069', 'x[U+2066]y[U+2069]'],
    ['tab\there', 'tab[U+0009]here'],
    ['nul\u0000', 'nul[U+0000]'],
    ['\u0085', '[U+0085]'],
    ['\uFEFFbom', '[U+FEFF]bom'],
  ])('%j → %j', (input, shown) => expect(visibleText(input)).toBe(shown));

  it.each(['heart attack', 'Sjögren', 'العربية', 'עברית', '<&>"\'', '日本語', '😀', ''])(
    'keeps %j as it is',
    (text) => {
      expect(visibleText(text)).toBe(text);
      expect(hasHiddenCharacters(text)).toBe(false);
      expect(userTextParts(text)).toEqual(text ? [{ text }] : []);
    },
  );

  it('finds hidden characters', () => expect(hasHiddenCharacters('a\u202Eb')).toBe(true));
});

describe('hidden characters in a field', () => {
  it('names each once, in order; tabs and line breaks are a field’s own', () => {
    expect(hiddenInField('\u202Eevil\u200b and \u202Eagain\n\tnext')).toEqual([
      { code: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE' },
      { code: 'U+200B', name: 'ZERO WIDTH SPACE' },
    ]);
    expect(hiddenInField('plain text\nلغة عربية')).toEqual([]);
  });

  it('removes only them', () => {
    expect(withoutHiddenInField('\u202Eevil\u200b\nnext\tcol')).toBe('evil\nnext\tcol');
    expect(withoutHiddenInField('Sjögren')).toBe('Sjögren');
  });
});
