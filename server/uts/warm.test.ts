import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../auth/index.ts';
import { loadDataset } from '../dataset/load.ts';
import { closeServer, testConfig } from '../testing/emulator.ts';
import { createUtsService, type UtsService } from './index.ts';

/**
 * The background warming of each source's first requests (Emulator.warm): it ends, once per
 * source, and changes no answer: the trees of a numbered source (MeSH, by tree number) and of
 * the others (ICD-10-CM, by the graph) read the same before and after it.
 */
describe('warming the sources in the background', () => {
  let service: UtsService;
  let base = '';
  let close: () => Promise<void>;
  const config = testConfig();

  beforeAll(async () => {
    service = await createUtsService(config, createAuth(config), await loadDataset());
    const server = createServer((req, res) => {
      void service.route(req, res, new URL(req.url ?? '/', 'http://uts.local'));
    });
    server.keepAliveTimeout = 0;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => closeServer(server);
  });
  afterAll(() => close?.());

  const PATHS = [
    'source/MSH/D009203/ancestors',
    'source/MSH/D017719/ancestors',
    'source/MSH/D009203/children',
    'source/ICD10CM/I21/ancestors',
    'source/ICD10CM/I21/children',
  ];
  const read = async (path: string) => {
    const r = await fetch(`${base}/rest/content/current/${path}?pageSize=100&apiKey=${config.apiKey}`);
    expect(r.status, path).toBe(200);
    return (await r.json()) as unknown;
  };

  it('visits each source once, then says it is done, and no answer changes', async () => {
    const first = await Promise.all(PATHS.slice(0, 2).map(read));
    let steps = 0;
    while (service.warmNext()) steps++;
    expect(steps).toBe(service.dataset.sources.size);
    expect(service.warmNext()).toBe(false);
    const after = await Promise.all(PATHS.map(read));
    expect(after.slice(0, 2)).toEqual(first);
    // A first request after warming, for trees not asked before it.
    const names = (reply: unknown) => (reply as { result: { ui: string }[] }).result.map((r) => r.ui);
    expect(names(after[0])).toContain('D006331'); // Heart Diseases
    expect(names(after[3])).toContain('I20-I25');
  });
});
