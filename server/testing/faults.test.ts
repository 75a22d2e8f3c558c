import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { startEmulator } from '../emulator.ts';

describe('fault injection', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    ({ server, url } = await startEmulator(0, { ...configFromEnv({}), faultInjection: true }));
  });
  afterAll(() => server?.close());

  it('fails matching requests the given number of times, then answers normally', async () => {
    const set = await fetch(`${url}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ match: '/health', status: 503, times: 2, headers: { 'Retry-After': '1' } }),
    });
    expect(set.status).toBe(201);
    const first = await fetch(`${url}/health`);
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await fetch(`${url}/health`)).status).toBe(503);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('drops the connection when asked and clears every fault on DELETE', async () => {
    await fetch(`${url}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ match: '/health', action: 'drop' }),
    });
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    await fetch(`${url}/__faults`, { method: 'DELETE' });
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('is off unless configured', async () => {
    const plain = await startEmulator(0, configFromEnv({}));
    try {
      const r = await fetch(`${plain.url}/__faults`, { method: 'POST', body: '{"match":"/health"}' });
      expect(r.status).toBe(404);
    } finally {
      plain.server.close();
    }
  });
});
