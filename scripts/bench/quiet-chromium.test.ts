import { describe, expect, it } from 'vitest';
import { disabledFeatures } from '../../e2e/quiet-chromium.ts';

describe('disabledFeatures', () => {
  it('reads the last --disable-features switch, as Chromium does', () => {
    expect(
      disabledFeatures([
        '--no-sandbox',
        '--disable-features=PaintHolding,MediaRouter',
        '--enable-features=CDPScreenshotNewSurface',
        '--disable-features=Translate',
      ]),
    ).toEqual(['Translate']);
    expect(disabledFeatures(['--disable-features=PaintHolding,MediaRouter'])).toEqual([
      'PaintHolding',
      'MediaRouter',
    ]);
  });

  it('is empty for a command line without the switch, or with an empty one', () => {
    expect(disabledFeatures(['--no-sandbox'])).toEqual([]);
    expect(disabledFeatures(['--disable-features='])).toEqual([]);
  });
});
