import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSource, rememberedSource, rememberedTab, rememberSource, rememberTab } from './remembered.ts';

describe('remembered concept choices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps the last tab and source, and ignores what is not one', () => {
    expect(rememberedTab()).toBeNull();
    rememberTab('hierarchy');
    expect(rememberedTab()).toBe('hierarchy');
    localStorage.setItem('tb.concept.tab', '<script>');
    expect(rememberedTab()).toBeNull();
    rememberSource('MSH');
    expect(rememberedSource()).toBe('MSH');
    localStorage.setItem('tb.concept.hierarchy-source', '"><x>');
    expect(rememberedSource()).toBeNull();
  });

  it('survives blocked storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberTab('atoms')).not.toThrow();
    expect(rememberedTab()).toBeNull();
  });

  it("opens on the link's source, else the preferred atom's, else the last chosen, else the first", () => {
    const roots = [{ sab: 'DOID' }, { sab: 'MSH' }, { sab: 'NCI' }];
    expect(defaultSource(roots, null, 'MSH', 'NCI')?.sab).toBe('MSH');
    expect(defaultSource(roots, 'NCI', 'MSH', null)?.sab).toBe('NCI');
    expect(defaultSource(roots, 'XYZ', 'SNOMEDCT_US', 'NCI')?.sab).toBe('NCI');
    expect(defaultSource(roots, null, null, null)?.sab).toBe('DOID');
    expect(defaultSource([], null, 'MSH', null)).toBeUndefined();
  });
});
