// The rules engine in a Web Worker: Pyodide (self-hosted under /pyodide/) plus the engine wheel.
// Messages in:  {id, fn, request}            -> calls engine.app.browser.call(fn, JSON(request))
// Messages out: {type: "progress", stage: "download", loaded, total}   bytes of the engine's files
//               {type: "progress", stage: "start", …}  the run-time files are in: Python starts
//               {type: "progress", stage: "engine"}    Python runs; the rules are imported
//               {type: "ready"}              once the engine is imported
//               {type: "failed", error}      a file could not be fetched, or the start failed
//               {type: "reply", id, result}  or {type: "error", id, error}
//
// The files and their sizes come from pyodide/engine-files.json (written at build time by
// hooks/pyodide_assets.py): each file's bytes, and its bytes over the wire (compressed), which
// the page counts in — the body read here is decoded, so each byte counts for its file's share. Every byte Pyodide fetches passes through a counting stream, so the
// page shows real progress; pyodide.asm.mjs, which Pyodide imports rather than fetches, is read
// once first through the same counter (the import then comes from the cache).
const pyodideURL = new URL("../pyodide/", import.meta.url).href;
const plainFetch = self.fetch.bind(self);

let loaded = 0;
let total = 0;
let failed = null;
let lastReport = 0;

let runtimeBytes = Infinity;   // the run-time files: once they are in, Python starts
let shares = {};               // file name -> its bytes over the wire per decoded byte

function report(force = false) {
  const now = performance.now();
  if (!force && now - lastReport < 100) return;
  lastReport = now;
  postMessage({ type: "progress", stage: loaded < runtimeBytes ? "download" : "start", loaded, total });
}

function fail(error) {
  if (failed) return;
  failed = String(error);
  postMessage({ type: "failed", error: failed });
}

// A response whose body counts its bytes as they arrive (each decoded byte as `share` of one).
function counted(response, share) {
  if (!response.body) return response;
  const counter = new TransformStream({
    transform(chunk, controller) {
      loaded += chunk.byteLength * share;
      report();
      controller.enqueue(chunk);
    },
    flush() { report(true); },
  });
  const body = response.body.pipeThrough(counter);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

// Pyodide's own fetches of its files: counted, and a failure is reported at once (Pyodide
// itself would wait forever on a WebAssembly file that never came).
self.fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);   // Pyodide passes URL objects
  if (!url.startsWith(pyodideURL)) return plainFetch(input, init);
  let response;
  try {
    response = await plainFetch(input, init);
  } catch (error) {
    fail(error);
    throw error;
  }
  if (!response.ok) fail(`${response.status} ${url}`);
  return counted(response, shares[url.slice(pyodideURL.length).split("?")[0]] ?? 1);
};

async function readAll(response) {
  const reader = response.body.getReader();
  for (;;) {
    const { done } = await reader.read();
    if (done) return;
  }
}

async function start() {
  const files = await (await self.fetch(pyodideURL + "engine-files.json")).json();
  total = files.total;
  shares = Object.fromEntries(Object.entries(files.files).map(([name, file]) => [name, file.wire / file.bytes]));
  runtimeBytes = Object.entries(files.files).filter(([name]) => !name.endsWith(".whl"))
    .reduce((sum, [, file]) => sum + file.wire, 0);
  loaded = 0;
  report(true);
  const asm = await self.fetch(pyodideURL + "pyodide.asm.mjs");
  await readAll(asm);
  const { loadPyodide } = await import("../pyodide/pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: pyodideURL });
  if (failed) throw new Error(failed);
  postMessage({ type: "progress", stage: "start" });
  // The wheel is registered in our pyodide-lock.json: loaded by name, its hash checked.
  await pyodide.loadPackage("engine", { messageCallback: () => {}, errorCallback: () => {} });
  if (failed) throw new Error(failed);
  postMessage({ type: "progress", stage: "engine" });
  const call = pyodide.pyimport("engine.app.browser").call;
  postMessage({ type: "ready" });
  return call;
}

const ready = start();
ready.catch(fail);

onmessage = async (event) => {
  const { id, fn, request } = event.data;
  try {
    const call = await ready;
    const result = JSON.parse(call(fn, JSON.stringify(request)));
    postMessage({ type: "reply", id, result });
  } catch (error) {
    postMessage({ type: "error", id, error: String(error) });
  }
};
