// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeBasket, encodeBasket, MAX_SHARE_CHARS, tokenFromHash } from './share.ts';
import { entryId, type Basket } from './types.ts';

const basketOf = (n: number): Basket => ({
  name: 'Shared set',
  description: 'for review',
  entries: Array.from({ length: n }, (_, i) => ({
    id: entryId('SNOMEDCT_US', String(100000 + i * 7919)),
    system: 'SNOMEDCT_US',
    code: String(100000 + i * 7919),
    display: `Display ${i} ${(i * 2654435761) % 1000003}`,
    from: { kind: 'CUI' as const, id: `C${String(i).padStart(7, '0')}` },
    release: '2025AB',
    addedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
  })),
});

const token = (b: Basket) => {
  const enc = encodeBasket(b);
  if (!enc.ok) throw new Error('too long');
  return enc.token;
};

describe('share link codec', () => {
  it('round-trips a basket, releases and times included, in URL-safe characters', () => {
    const b = basketOf(20);
    const t = token(b);
    expect(t).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeBasket(t)).toEqual(b);
    expect(tokenFromHash(`#share=${t}`)).toBe(t);
  });

  it('says a basket is too long for a link instead of making one', () => {
    const enc = encodeBasket(basketOf(2000));
    expect(enc.ok).toBe(false);
    if (!enc.ok) expect(enc.length).toBeGreaterThan(MAX_SHARE_CHARS);
  });

  it('refuses a changed character (checksum), a cut link and junk, with a reason', () => {
    const t = token(basketOf(30));
    const mid = Math.floor(t.length / 2);
    const changed = t.slice(0, mid) + (t[mid] === 'A' ? 'B' : 'A') + t.slice(mid + 1);
    expect(() => decodeBasket(changed)).toThrow(/changed|basket|entry/);
    expect(() => decodeBasket(t.slice(0, -10))).toThrow(/cut short|changed/);
    expect(() => decodeBasket('<script>')).toThrow(/characters/);
    expect(() => decodeBasket('')).toThrow();
  });

  it('refuses a code that import refuses too (a formula, markup), naming it', () => {
    for (const code of ['=1+1', '<img src=x>', "=cmd|' /C calc'!A0", 'D00 1']) {
      const b = basketOf(3);
      b.entries[1] = { ...b.entries[1]!, system: 'MSH', code, id: entryId('MSH', code) };
      expect(() => decodeBasket(token(b))).toThrow(`the link holds “${code}”, which is no MSH code`);
    }
    const ok = basketOf(1);
    ok.entries[0] = { ...ok.entries[0]!, system: 'ICD10CM', code: 'I21.9', id: entryId('ICD10CM', 'I21.9') };
    expect(decodeBasket(token(ok)).entries[0]!.code).toBe('I21.9');
  });
});
