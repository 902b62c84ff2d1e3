// The page's side of the engine worker: start it on demand, report progress, send requests.
//
// Listeners hear the engine's state:
//   {stage: "idle"}                                  not started
//   {stage: "download", loaded, total}               bytes of the engine's files so far
//   {stage: "start"|"engine", …}                     downloaded; Python and the rules start
//   {stage: "ready"}
//   {stage: "failed", reason: "error"|"timeout", error}
// After a failure, startEngine() (a "Try again" button) starts a fresh worker.
let worker = null;
let nextId = 1;
const pending = new Map();
const listeners = new Set();
let state = { stage: "idle" };
let watchdog = null;

// With no word from the worker for this long while it starts, the start has failed: no byte
// for 30 s while downloading, or Python not running 2 minutes after the download.
const STALL_MS = (stage) => globalThis.engineStallTimeoutMs ?? (stage === "download" ? 30_000 : 120_000);

function notify(next) {
  state = next;
  for (const listener of listeners) listener(state);
}

function stopWatchdog() {
  clearTimeout(watchdog);
  watchdog = null;
}

function arm(stage) {
  stopWatchdog();
  watchdog = setTimeout(() => failed("timeout", "timeout"), STALL_MS(stage));
}

function failed(reason, error) {
  stopWatchdog();
  if (worker) worker.terminate();
  worker = null;
  for (const { reject } of pending.values()) reject(new EngineUnavailable(reason, error));
  pending.clear();
  notify({ stage: "failed", reason, error });
}

export class EngineUnavailable extends Error {
  constructor(reason, error) {
    super(`the engine could not start (${reason}): ${error}`);
    this.reason = reason;
  }
}

export const engineState = () => state;

// Hear the engine's state (now and at every change); returns a function that stops listening.
export function onEngineState(listener) {
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

// Start the worker (once; again after a failure). `onState` is added as a listener.
export function startEngine(onState) {
  if (onState) onEngineState(onState);
  if (worker || state.stage === "ready") return;
  worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  notify({ stage: "download", loaded: 0, total: 0 });
  arm("download");
  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === "progress") {
      arm(message.stage);
      notify({ ...message });
    } else if (message.type === "ready") {
      stopWatchdog();
      notify({ stage: "ready" });
      // Kept for offline use as they passed; if this page was not yet served by the service
      // worker when the engine started, it stores them now.
      import("./offline.js").then((offline) => offline.keepOffline(["engine"])).catch(() => {});
    } else if (message.type === "failed") {
      failed("error", message.error);
    } else {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === "reply") resolve(message.result);
      else reject(new Error(message.error));
    }
  };
  worker.onerror = (event) => failed("error", event.message || "worker error");
}

// Stop the worker, whatever it is doing (the Analyse page's Cancel during a long search): what
// was asked is rejected (EngineUnavailable, reason "stopped"); the next request starts a fresh
// worker, from the browser's cache.
export function stopEngine() {
  if (!worker) return;
  stopWatchdog();
  worker.terminate();
  worker = null;
  for (const { reject } of pending.values()) reject(new EngineUnavailable("stopped", "stopped"));
  pending.clear();
  notify({ stage: "idle" });
}

// Ask the engine: `fn` is a function of engine.app.browser, `request` a JSON-ready object.
// Rejects with EngineUnavailable if the engine fails to start.
export function askEngine(fn, request) {
  startEngine();
  if (!worker) return Promise.reject(new EngineUnavailable(state.reason, state.error));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, fn, request });
  });
}

// Resolves once the engine is ready (starting it), rejects with EngineUnavailable on failure.
export function engineReady() {
  startEngine();
  return new Promise((resolve, reject) => {
    const stop = onEngineState((now) => {
      if (now.stage === "ready") { queueMicrotask(() => stop()); resolve(); }
      else if (now.stage === "failed") { queueMicrotask(() => stop()); reject(new EngineUnavailable(now.reason, now.error)); }
    });
  });
}
