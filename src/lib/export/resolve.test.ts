// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { resolveProvenance, type ProvenanceLookups } from './resolve.ts';

const lookups = (over: Partial<ProvenanceLookups> = {}): ProvenanceLookups => ({
  resolveRelease: vi.fn(async () => '2025AB'),
  rxnormVersion: vi.fn(async () => '03-Nov-2025'),
  ...over,
});

describe('resolveProvenance', () => {
  it('turns `current` (asked or implied) into the release it stands for', async () => {
    const l = lookups();
    expect((await resolveProvenance({ page: '/search?string=x', release: 'current' }, l)).release).toBe(
      '2025AB',
    );
    expect((await resolveProvenance({ page: '/search?string=x' }, l)).release).toBe('2025AB');
    expect(l.resolveRelease).toHaveBeenCalledWith('current');
  });

  it('keeps a pinned release without asking', async () => {
    const l = lookups();
    expect((await resolveProvenance({ page: '/x?release=2024AA' }, l)).release).toBe('2024AA');
    expect((await resolveProvenance({ page: '/x', release: '2023AB' }, l)).release).toBe('2023AB');
    expect(l.resolveRelease).not.toHaveBeenCalled();
  });

  it('adds the RxNorm version to drug content only', async () => {
    const l = lookups();
    expect((await resolveProvenance({ page: '/search' }, l)).rxnormVersion).toBeNull();
    expect(l.rxnormVersion).not.toHaveBeenCalled();
    expect((await resolveProvenance({ page: '/drugs/1', drugContent: true }, l)).rxnormVersion).toBe(
      '03-Nov-2025',
    );
  });

  it('a failed lookup keeps what was asked instead of failing the file', async () => {
    const l = lookups({
      resolveRelease: async () => Promise.reject(new Error('down')),
      rxnormVersion: async () => Promise.reject(new Error('down')),
    });
    const out = await resolveProvenance({ page: '/drugs/1', drugContent: true }, l);
    expect(out).toMatchObject({ release: 'current', rxnormVersion: null });
    expect((await resolveProvenance({ page: '/x' })).release).toBe('current');
  });
});
