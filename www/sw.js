// simnim's service worker (written into the build by scripts/service-worker.mjs, which fills
// in VERSION and PRECACHE). Two jobs:
// 1. Offline: the first visit stores the playground (PRECACHE, this build's files); every
//    request goes to the network first and falls back to the store, so a page is never
//    older than the server's while online, and opens and answers with the network cut.
//    A new build has a new VERSION, so a new worker, which stores the new files and deletes
//    the old store on its first visit.
// 2. Cross-origin isolation on any static host: every response of this origin is given
//    Cross-Origin-Opener-Policy and Cross-Origin-Embedder-Policy, so from its second load
//    the page is cross-origin isolated and z3 can prove in it (GitHub Pages and most course
//    servers cannot send those headers themselves).
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const STORE = 'simnim-' + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(STORE)
      .then((store) => store.addAll(PRECACHE.map((path) => new Request(path, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('simnim-') && k !== STORE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The response with the isolation headers (opaque responses cannot be changed).
function isolated(response) {
  if (response.status === 0) return response;
  const headers = new Headers(response.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// z3's WebAssembly (35 MB) is not stored: proofs need the network the first time.
const stored = (url) => !url.pathname.includes('/z3/');

// Files named by their content's hash never change; every other file (the page, the
// workers, the lessons) is revalidated with the server, so a new build is seen at once.
const hashed = (url) => /-[0-9a-f]{16}(_bg)?\.[a-z]+$/.test(url.pathname);

async function answer(event) {
  const request = event.request;
  const url = new URL(request.url);
  const store = await caches.open(STORE);
  try {
    const response = await fetch(hashed(url) ? request : new Request(request.url, { cache: 'no-cache', credentials: 'same-origin' }));
    // The store is written beside the answer, not before it.
    if (response.status === 200 && stored(url)) event.waitUntil(store.put(request, response.clone()));
    return isolated(response);
  } catch (offline) {
    const hit = (await store.match(request, { ignoreSearch: true }))
      || (request.mode === 'navigate' ? await store.match('./') : undefined);
    if (hit) return isolated(hit);
    throw offline;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  if (new URL(request.url).origin !== self.location.origin) return;
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  event.respondWith(answer(event));
});
