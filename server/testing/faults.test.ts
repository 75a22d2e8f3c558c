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

  it('cuts an answer off part-way when asked: headers and a first part, then nothing', async () => {
    await fetch(`${url}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ match: '/health', action: 'cut', times: 1 }),
    });
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('holds a request without answering until the faults are cleared', async () => {
    await fetch(`${url}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ match: '/health', action: 'hang' }),
    });
    let settled = false;
    const held = fetch(`${url}/health`).then((r) => ((settled = true), r.status));
    // Answered at once elsewhere: the hang holds only what it matches.
    expect((await fetch(`${url}/rest/metadata/current/sources`)).status).toBe(200);
    expect(settled).toBe(false);
    await fetch(`${url}/__faults`, { method: 'DELETE' });
    expect(await held).toBe(503);
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
