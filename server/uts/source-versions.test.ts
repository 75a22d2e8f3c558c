import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSources } from '../../src/api/uts/index.ts';
import { createAppLimiter } from '../../src/api/http.ts';
import { sourceVersionLabel, sourceVersionsFrom } from '../../src/lib/sourceVersion.ts';
import { DEFAULT_API_KEY } from '../config.ts';
import { contractClient } from '../testing/uts-client.ts';
import { startTestEmulator, testConfig } from '../testing/emulator.ts';

// A real emulator (dataset load) on a busy machine takes seconds.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

let emu: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  emu = await startTestEmulator(testConfig());
});
afterAll(() => emu?.close());

/**
 * The browser's client and version parser over the emulator's `/metadata/current/sources`:
 * each source's own version as pages and files name it, beside the UMLS release.
 */
describe('source versions read from the emulator', () => {
  it('names each served source with the version its metadata states, and NCI with none', async () => {
    const { client } = contractClient(emu.url, DEFAULT_API_KEY, createAppLimiter());
    const versions = sourceVersionsFrom(await getSources({}, { client }));
    expect(Object.fromEntries([...versions].map(([sab, v]) => [sab, sourceVersionLabel(v)]))).toEqual({
      RXNORM: 'RxNorm 2025_10_06',
      MSH: 'MeSH 2017',
      ICD10CM: 'ICD-10-CM 2021',
      NCI: 'NCI Thesaurus (version not stated)',
      GO: 'Gene Ontology 2022_07_01',
      DOID: 'Disease Ontology 2026_07_31',
    });
  });
});
