// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createCallLog, redact } from './callLog.ts';
import { createHttp } from './http.ts';
import { API_KEY_HEADER } from '../../bff/contract.ts';

const KEY = 'secret-key-1234';

describe('the call log', () => {
  it('writes down a call without its key header, and completes it', () => {
    const log = createCallLog();
    const seen = vi.fn();
    log.subscribe(seen);
    const e = log.start({
      method: 'GET',
      url: '/uts/rest/search/current?string=x',
      headers: { [API_KEY_HEADER]: KEY, Accept: 'application/json' },
      now: 1,
    });
    e.attempt();
    e.done(200, 42, 'network');
    const [call] = log.list();
    expect(call).toMatchObject({
      method: 'GET',
      path: '/uts/rest/search/current?string=x',
      headers: { Accept: 'application/json' },
      status: 200,
      ms: 42,
      from: 'network',
      attempts: 1,
      keyed: true,
    });
    expect(JSON.stringify(log.list())).not.toContain(KEY);
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('replaces a key, wherever it would appear, and tickets', () => {
    expect(redact(`/x?string=${KEY}&apiKey=${KEY}`, [KEY])).toBe(
      '/x?string=YOUR_API_KEY&apiKey=YOUR_API_KEY',
    );
    expect(redact('/x?apiKey=other&ticket=ST-1-abc', [])).toBe(
      '/x?apiKey=YOUR_API_KEY&ticket=YOUR_SERVICE_TICKET',
    );
    expect(redact('apikey=abc-def', [])).toBe('apikey=YOUR_API_KEY');
    const log = createCallLog();
    log.start({ method: 'POST', url: '/uts-auth/cas/v1/api-key', body: `apikey=${KEY}`, now: 0 });
    expect(JSON.stringify(log.list())).not.toContain(KEY);
  });

  const pathsOf = (log: ReturnType<typeof createCallLog>, view = log.currentView()) =>
    log
      .list()
      .filter((c) => c.view === view)
      .map((c) => c.path);

  it('gives the first view the calls made before it', () => {
    const log = createCallLog();
    log.start({ url: '/uts/rest/first', now: 0 }).done(200, 1, 'network'); // the app's first calls
    const waiting = log.start({ url: '/uts/rest/second', now: 0 });
    log.markView('/');
    waiting.done(200, 5, 'network');
    expect(pathsOf(log)).toEqual(['/uts/rest/first', '/uts/rest/second']);
    expect(log.list().map((c) => [c.viewKey, c.late])).toEqual([
      ['/', false],
      ['/', false],
    ]);
  });

  it('keeps a call with the view that made it, however late its answer, and says it came late', () => {
    const log = createCallLog();
    log.markView('/concepts/C1');
    const concept = log.start({ url: '/uts/rest/content/current/CUI/C1', now: 0 });
    log.markView('/search?string=x');
    log.start({ url: '/uts/rest/search/current?string=x', now: 1 }).done(200, 1, 'network');
    concept.done(200, 900, 'network'); // the concept page's answer, after the user left it
    log.markView('/search?string=x'); // the same page again: no new view
    expect(pathsOf(log)).toEqual(['/uts/rest/search/current?string=x']);
    const late = log.list().find((c) => c.path.endsWith('/CUI/C1'))!;
    expect(late).toMatchObject({ view: log.currentView() - 1, viewKey: '/concepts/C1', late: true });
    expect(log.list().find((c) => c.path.includes('search'))!.late).toBe(false);
  });

  it('gives the next view the calls a page starts for it, and keeps them if another view comes', () => {
    const log = createCallLog();
    log.markView('/search?string=a');
    log.start({ url: '/uts/rest/before', now: 0 });
    log.forNextView('/search?string=b');
    log.start({ url: '/uts/rest/search/current?string=b', now: 1 });
    log.markView('/search?string=b');
    expect(pathsOf(log)).toEqual(['/uts/rest/search/current?string=b']);
    expect(log.list().at(-1)!.viewKey).toBe('/search?string=b');

    // Submitted, then the user followed a link instead: the search stays where it was sent.
    log.forNextView('/search?string=c');
    log.start({ url: '/uts/rest/search/current?string=c', now: 2 });
    log.markView('/concepts/C1');
    expect(pathsOf(log)).toEqual([]);
    expect(pathsOf(log, log.currentView() - 1)).toEqual([
      '/uts/rest/search/current?string=b',
      '/uts/rest/search/current?string=c',
    ]);
    // A hand-over is for the next view only.
    log.markView('/search?string=c');
    expect(pathsOf(log)).toEqual([]);
  });

  it('keeps the newest calls only', () => {
    const log = createCallLog(2);
    for (const p of ['a', 'b', 'c']) log.start({ url: `/uts/rest/${p}`, now: 0 });
    expect(log.list().map((c) => c.path)).toEqual(['/uts/rest/b', '/uts/rest/c']);
  });
});

describe('api/http writes every call to the log', () => {
  const deps = (fetch: typeof globalThis.fetch) => {
    const log = createCallLog();
    let t = 0;
    const request = createHttp({
      fetch,
      limiter: { acquire: async () => () => {}, pause: () => {} } as never,
      sleep: async () => {},
      random: () => 0,
      now: () => (t += 10),
      log,
    });
    return { log, request };
  };

  it('with status, time and retries, never the key', async () => {
    let n = 0;
    const { log, request } = deps(async () => new Response('{}', { status: n++ === 0 ? 503 : 200 }));
    await request({ path: '/uts/rest/content/current/CUI/C0027051', headers: { [API_KEY_HEADER]: KEY } });
    expect(log.list()).toHaveLength(1);
    expect(log.list()[0]).toMatchObject({ status: 200, attempts: 2, from: 'network', keyed: true });
    expect(log.list()[0]!.ms).toBeGreaterThan(0);
    expect(JSON.stringify(log.list())).not.toContain(KEY);
  });

  it('with the failure when it fails', async () => {
    const { log, request } = deps(async () => new Response('{"message":"nope"}', { status: 404 }));
    await expect(request({ path: '/uts/rest/x' })).rejects.toThrow('nope');
    expect(log.list()[0]).toMatchObject({ status: 404, error: 'nope' });
  });
});
