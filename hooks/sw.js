// The site's service worker, written by hooks/offline.py at build time: after one visit, every
// page (both languages), Pyodide and the engine wheel are served from the cache, offline too.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `site-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new URL(file, self.registration.scope))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("site-") && name !== CACHE)
        .map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(request, { ignoreSearch: true });
      if (cached) return cached;
      // A page address without its trailing slash ("/fr/try/trick") is sent to the page's
      // own address, as the server would, so that its relative links still resolve.
      const url = new URL(request.url);
      if (request.mode === "navigate" && !url.pathname.endsWith("/")) {
        const page = await cache.match(url.pathname + "/");
        if (page) return Response.redirect(url.pathname + "/" + url.search + url.hash, 301);
      }
      // Offline, an unknown page gets the site's 404 page in the address's language.
      return fetch(request).catch(async (error) => {
        const french = url.pathname.startsWith(new URL("fr/", self.registration.scope).pathname);
        const lost = request.mode === "navigate"
          && await cache.match(new URL(french ? "fr/404.html" : "404.html", self.registration.scope));
        if (!lost) throw error;
        return new Response(lost.body, { status: 404, headers: lost.headers });
      });
    }),
  );
});
