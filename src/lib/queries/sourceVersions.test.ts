import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RootSource } from '../../api/uts/types.ts';

/** What the stand-in for the service answers, and how many times it was asked. */
let answer: () => Promise<Partial<RootSource>[]>;
let asked = 0;
vi.mock('../../api/uts/index.ts', () => ({
  getSources: () => {
    asked++;
    return answer();
  },
}));

const { sourceVersion, sourceVersionLookup } = await import('./sourceVersions.ts');

const MSH = {
  abbreviation: 'MSH',
  expandedForm: 'Medical Subject Headings, 2017',
  preferredName: null,
  shortName: 'MeSH',
};

describe('source versions for export writers', () => {
  it('asks for the source list once per release, however many files and sources', async () => {
    answer = () => Promise.resolve([MSH]);
    asked = 0;
    const client = new QueryClient();
    const lookup = await sourceVersionLookup(client, '2025AB');
    expect(lookup('MSH')).toMatchObject({ state: 'stated', version: '2017' });
    expect(lookup('FOO')).toEqual({ sab: 'FOO', state: 'unknown-source' });
    expect(await sourceVersion(client, '2025AB', 'msh')).toMatchObject({ version: '2017' });
    expect(asked).toBe(1);
    await sourceVersion(client, '2024AA', 'MSH');
    expect(asked).toBe(2);
  });

  it('marks every source unavailable when the list cannot be read, so the file is still written', async () => {
    answer = () => Promise.reject(new Error('service down'));
    const lookup = await sourceVersionLookup(new QueryClient(), 'current');
    expect(lookup('MSH')).toEqual({ sab: 'MSH', state: 'unavailable' });
  });
});
