// The page's side of the engine worker: start it on demand, report progress, send requests.
let worker = null;
let nextId = 1;
const pending = new Map();
const listeners = new Set();
let state = { stage: "idle" };

function notify(next) {
  state = next;
  for (const listener of listeners) listener(state);
}

// Start the worker (once). `onState` hears {stage: "python"|"engine"|"ready"|"failed"}.
export function startEngine(onState) {
  if (onState) {
    listeners.add(onState);
    onState(state);
  }
  if (worker) return;
  worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  notify({ stage: "python" });
  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === "progress") notify({ stage: message.stage });
    else if (message.type === "ready") notify({ stage: "ready" });
    else if (message.type === "failed") notify({ stage: "failed", error: message.error });
    else {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === "reply") resolve(message.result);
      else reject(new Error(message.error));
    }
  };
  worker.onerror = (event) => notify({ stage: "failed", error: event.message });
}

// Ask the engine: `fn` is a function of engine.browser, `request` a JSON-ready object.
export function askEngine(fn, request) {
  startEngine();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, fn, request });
  });
}
