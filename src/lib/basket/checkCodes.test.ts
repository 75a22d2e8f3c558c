// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkImportedCodes } from './checkCodes.ts';
import { testEntry } from './testing.ts';

describe('imported codes are checked against the service', () => {
  it('lists unknown and impossible codes instead of adding them; rules keep their root', async () => {
    const asked: string[] = [];
    const known = new Set(['I21', 'I22']);
    const out = await checkImportedCodes(
      {
        name: 'x',
        description: '',
        entries: [
          testEntry('ICD10CM', 'I21'),
          testEntry('ICD10CM', 'I21.99'),
          testEntry('ICD10CM', '<script>'),
          testEntry('ICD10CM', "=cmd|' /C calc'!A0"),
          testEntry('ICD10CM', 'Z99.99', '', { exclude: false, scope: 'descendants' }),
          testEntry('LNC', '1-8'),
        ],
      },
      async (system, code) => {
        asked.push(code);
        return system === 'LNC' ? null : known.has(code);
      },
    );
    expect(out.basket.entries.map((e) => e.code)).toEqual(['I21', 'Z99.99', '1-8']);
    expect(out.unknown.map((e) => e.code)).toEqual(['I21.99', '<script>', "=cmd|' /C calc'!A0"]);
    expect(out.unchecked).toBe(1);
    // Markup and formulas never reach the service.
    expect(asked.sort()).toEqual(['1-8', 'I21', 'I21.99']);
  });
});
