// The site's service worker, written by hooks/offline.py at build time. It stores the site a
// part at a time (FILES: {address: [hash, bytes, group]}), and serves whatever it stored, offline
// too:
//   shell   the site's scripts and styles, when it installs;
//   en, fr  a language's text pages, when a page asks for them (docs/assets/offline.js);
//   engine  Pyodide and the engine wheel, as they pass the first time the engine starts;
//   more    worked examples and puzzles, as they are opened;
// and every group when the reader asks to keep the whole site. Messages from a page, each with a
// MessagePort to answer on:
//   {type: "keep", groups, files}  store what is missing of these groups and files (addresses):
//                             answers {type: "progress", done, total}
//                             then {type: "done"} or {type: "failed"} (bytes of this run)
//   {type: "status", groups}  answers {type: "status", kept, total} (bytes)
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `site-${VERSION}`;
const MANIFEST = "sw-manifest.json";   // stored in each cache: which version of each file it holds

const address = (file) => new URL(file, self.registration.scope).href;
const ENTRIES = new Map(Object.entries(FILES).map(([file, [hash, bytes, group]]) =>
  [address(file), { hash, bytes, group }]));

function key(url) {
  const clean = new URL(url);
  clean.search = "";
  clean.hash = "";
  return clean.href;
}

// Files whose content did not change are carried over from the previous version's cache.
async function carryOver(cache) {
  for (const name of await caches.keys()) {
    if (!name.startsWith("site-") || name === CACHE) continue;
    const old = await caches.open(name);
    const listed = await old.match(address(MANIFEST));
    if (!listed) continue;
    const hashes = await listed.json();
    for (const [file, [hash]] of Object.entries(hashes)) {
      if (FILES[file]?.[0] !== hash) continue;
      const response = await old.match(address(file));
      if (response) await cache.put(address(file), response);
    }
  }
}

// The addresses the cache holds, read in one call: every page asks what is missing of its
// groups, and the footer what is kept of all (676 files); one lookup a file (cache.match) cost
// each page load about 0.15 CPU-seconds more (measured over every page: 72 against 58).
async function stored(cache) {
  return new Set((await cache.keys()).map((request) => request.url));
}

async function missing(cache, groups, files) {
  const kept = await stored(cache);
  return [...ENTRIES].filter(([url, entry]) => (groups.includes(entry.group) || files.has(url)) && !kept.has(url));
}

async function keep(groups, report = () => {}, files = []) {
  const cache = await caches.open(CACHE);
  const todo = await missing(cache, groups, new Set(files.map(key)));
  const total = todo.reduce((sum, [, entry]) => sum + entry.bytes, 0);
  let done = 0;
  let failed = false;
  report({ type: "progress", done, total });
  const queue = [...todo];
  const fetchOne = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, entry] = next;
      try {
        const response = await fetch(url, { cache: "no-cache" });
        if (!response.ok) throw new Error(`${response.status}`);
        await cache.put(url, response);
        done += entry.bytes;
        report({ type: "progress", done, total });
      } catch {
        failed = true;
      }
    }
  };
  await Promise.all([fetchOne(), fetchOne(), fetchOne(), fetchOne()]);
  report({ type: failed ? "failed" : "done", done, total });
  return !failed;
}

async function status(groups) {
  const stock = await stored(await caches.open(CACHE));
  let kept = 0;
  let total = 0;
  for (const [url, entry] of ENTRIES) {
    if (!groups.includes(entry.group)) continue;
    total += entry.bytes;
    if (stock.has(url)) kept += entry.bytes;
  }
  return { type: "status", kept, total };
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await carryOver(cache);
    await cache.put(address(MANIFEST), new Response(JSON.stringify(FILES), {
      headers: { "Content-Type": "application/json" } }));
    await keep(["shell"]);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("site-") && name !== CACHE)
        .map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const { type, groups = [], files = [] } = event.data || {};
  const port = event.ports[0];
  const answer = (message) => port?.postMessage(message);
  if (type === "keep") event.waitUntil(keep(groups, answer, files));
  else if (type === "status") event.waitUntil(status(groups).then(answer));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    // A page address without its trailing slash ("/fr/try/trick") is sent to the page's
    // own address, as the server would, so that its relative links still resolve.
    const url = new URL(request.url);
    if (request.mode === "navigate" && !url.pathname.endsWith("/") && ENTRIES.has(key(url.origin + url.pathname + "/"))) {
      return Response.redirect(url.pathname + "/" + url.search + url.hash, 301);
    }
    let response;
    try {
      response = await fetch(request);
    } catch (error) {
      // Offline, an unknown page gets the site's 404 page in the address's language.
      const french = url.pathname.startsWith(new URL("fr/", self.registration.scope).pathname);
      const lost = request.mode === "navigate"
        && await cache.match(new URL(french ? "fr/404.html" : "404.html", self.registration.scope));
      if (!lost) throw error;
      return new Response(lost.body, { status: 404, headers: lost.headers });
    }
    // A file of the site, fetched whole the first time it is used, is kept for the next time
    // and for offline use: the engine's files, an example's page and transcript.
    const entry = ENTRIES.get(key(request.url));
    if (entry && response.status === 200) {
      event.waitUntil(cache.put(key(request.url), response.clone()).catch(() => {}));
    }
    return response;
  })());
});
