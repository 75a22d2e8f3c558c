/* The app's service worker, written into each production build as /sw.js by
   scripts/build/serviceWorker.ts, which puts the build's id and files in place of the two
   markers below. It keeps the app's own files for a lecture hall whose network is gone, and
   never serves an old build where the server can be reached:
   - pages (navigations): the network first; the build's index.html from the cache only when
     the network cannot answer at all;
   - /assets/: their names carry a hash of their content, so a cached one is never stale:
     the cache first, the network for the others (kept as they come);
   - everything else (the service's answers, /bff/config.json, this file): the network, as if
     there were no worker. The service's answers have their own copy (src/lib/offline).
   A new build is a new worker (its id differs): it takes over at once and drops the old
   build's files. */
const BUILD = '__BUILD__';
const FILES = __FILES__;
const CACHE = `app-${BUILD}`;
const SHELL = '/index.html';
/** Paths of the service, the proxy and the runtime config: never answered by the worker. */
const PASS = /^\/(uts|uts-auth|rxnorm|bff)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Through the HTTP cache: the files the page just loaded are not fetched twice (their
      // names change with their content; index.html is revalidated, being no-cache).
      .then((cache) => cache.addAll([SHELL, ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('app-') && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || PASS.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.open(CACHE).then((cache) => cache.match(SHELL, { ignoreVary: true }));
    if (shell) return shell;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  // Whatever the answer varied on (Origin, Accept-Encoding): the name says what the file holds.
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}
