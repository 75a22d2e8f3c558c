import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './serviceWorker.ts';

const ORIGIN = 'https://browser.example';
const FILES = ['/assets/index-AAAA.js', '/assets/app-BBBB.css'];

type Handler = (event: FakeEvent) => void;
interface FakeEvent {
  request?: Request;
  respondWith?: (answer: Promise<Response>) => void;
  waitUntil?: (work: Promise<unknown>) => void;
}

/**
 * The worker of a build, run against fakes of what a browser gives it: its caches, the network
 * (`online` says whether it answers) and the events it listens to.
 */
function worker(build: string, caches = new Map<string, Map<string, Response>>()) {
  const handlers = new Map<string, Handler>();
  const net = { online: true, asked: [] as string[], version: 'new' };
  const fakeCaches = {
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new Map());
      const cache = caches.get(name)!;
      const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;
      return {
        addAll: async (paths: string[]) => {
          for (const p of paths) cache.set(key(p), await fakeFetch(new Request(new URL(p, ORIGIN))));
        },
        match: async (r: Request | string) => cache.get(key(r))?.clone(),
        put: async (r: Request, answer: Response) => void cache.set(key(r), answer),
      };
    },
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
  };
  async function fakeFetch(request: Request): Promise<Response> {
    net.asked.push(new URL(request.url).pathname);
    if (!net.online) throw new TypeError('Failed to fetch');
    return new Response(`${new URL(request.url).pathname} (${net.version})`);
  }
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  new Function('self', 'caches', 'fetch', serviceWorkerSource(build, FILES))(self, fakeCaches, fakeFetch);
  const lifecycle = async (type: 'install' | 'activate') => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ waitUntil: (w) => (work = w) });
    await work;
  };
  /** What the page gets for a request: the worker's answer, or null when it leaves it to the network. */
  const fetchEvent = async (path: string, init: { mode?: 'navigate'; method?: string } = {}) => {
    let answer: Promise<Response> | null = null;
    const request = {
      url: new URL(path, ORIGIN).href,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
    };
    handlers.get('fetch')!({ request: request as Request, respondWith: (a) => (answer = a) });
    return answer === null ? null : ((await answer) as Response).text();
  };
  return { net, caches, lifecycle, fetchEvent };
}

describe('the service worker of a build', () => {
  it('is the template with the build id and its files', () => {
    const source = serviceWorkerSource('build-1', FILES);
    expect(source).toContain('const BUILD = "build-1";');
    expect(source).toContain(`const FILES = ${JSON.stringify(FILES)};`);
    expect(source).not.toMatch(/__BUILD__|__FILES__/);
  });

  it('keeps the build’s files and index.html at install; answers pages from the network while it can', async () => {
    const sw = worker('b1');
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    expect([...sw.caches.get('app-b1')!.keys()].sort()).toEqual([
      '/assets/app-BBBB.css',
      '/assets/index-AAAA.js',
      '/index.html',
    ]);
    // A deploy later: the server has a new index.html; online, a page is the new one.
    sw.net.version = 'deployed';
    expect(await sw.fetchEvent('/concepts/C0011860', { mode: 'navigate' })).toBe(
      '/concepts/C0011860 (deployed)',
    );
    // Offline, the build's own index.html.
    sw.net.online = false;
    expect(await sw.fetchEvent('/concepts/C0011860', { mode: 'navigate' })).toBe('/index.html (new)');
    // Hashed files from the cache, whatever the network does.
    expect(await sw.fetchEvent('/assets/index-AAAA.js')).toBe('/assets/index-AAAA.js (new)');
  });

  it('never answers for the service, the proxy, the runtime config or a POST', async () => {
    const sw = worker('b1');
    await sw.lifecycle('install');
    for (const path of [
      '/uts/rest/content/current/CUI/C1',
      '/rxnorm/soap',
      '/bff/config.json',
      '/uts-auth/cas/v1/tickets',
    ])
      expect(await sw.fetchEvent(path)).toBeNull();
    expect(await sw.fetchEvent('/uts/rest/search/current', { mode: 'navigate' })).toBeNull();
    expect(await sw.fetchEvent('/assets/index-AAAA.js', { method: 'POST' })).toBeNull();
    expect(await sw.fetchEvent('https://elsewhere.example/x.js')).toBeNull();
  });

  it('a new build’s worker drops the old build’s files when it takes over', async () => {
    const caches = new Map<string, Map<string, Response>>();
    const old = worker('b1', caches);
    await old.lifecycle('install');
    await old.lifecycle('activate');
    const next = worker('b2', caches);
    await next.lifecycle('install');
    expect([...caches.keys()].sort()).toEqual(['app-b1', 'app-b2']);
    await next.lifecycle('activate');
    expect([...caches.keys()]).toEqual(['app-b2']);
  });
});
