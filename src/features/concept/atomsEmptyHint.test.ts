// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { atomsEmptyHint } from './atomsEmptyHint.ts';
import type { AtomView } from './conceptUrl.ts';

const view = (v: Partial<AtomView> = {}): AtomView => ({
  sabs: [],
  ttys: [],
  language: '',
  includeObsolete: false,
  includeSuppressible: false,
  page: 1,
  ...v,
});

describe('atomsEmptyHint', () => {
  it('with Obsolete alone, says to turn on Suppressible too and offers it', () => {
    const h = atomsEmptyHint(view({ includeObsolete: true }), 1);
    expect(h.text).toContain('Obsolete atoms are also suppressible: turn on Suppressible too');
    expect(h.turnOn).toEqual({ includeSuppressible: true });
  });
  it('with Suppressible alone, offers Obsolete', () =>
    expect(atomsEmptyHint(view({ includeSuppressible: true }), 4).turnOn).toEqual({ includeObsolete: true }));
  it('with neither switch on a concept that has atoms, offers both', () => {
    const h = atomsEmptyHint(view(), 3);
    expect(h.text).toBe("This concept's 3 atoms are all obsolete or suppressible: turn on both to see them.");
    expect(h.turnOn).toEqual({ includeObsolete: true, includeSuppressible: true });
  });
  it('blames the filters when there are filters, and offers no switch', () => {
    expect(atomsEmptyHint(view({ ttys: ['PT'], includeObsolete: true }), 3)).toEqual({
      text: 'No atoms match these filters.',
    });
  });
  it('with both on, says there is nothing to show', () =>
    expect(
      atomsEmptyHint(view({ includeObsolete: true, includeSuppressible: true }), 0).turnOn,
    ).toBeUndefined());
});
