// The rules engine in a Web Worker: Pyodide (self-hosted under /pyodide/) plus the engine wheel.
// Messages in:  {id, fn, request}            -> calls engine.browser.call(fn, JSON(request))
// Messages out: {type: "progress", stage}    while starting
//               {type: "ready"}              once the engine is imported
//               {type: "reply", id, result}  or {type: "error", id, error}
import { loadPyodide } from "../pyodide/pyodide.mjs";

const pyodideURL = new URL("../pyodide/", import.meta.url).href;

async function start() {
  postMessage({ type: "progress", stage: "python" });
  const pyodide = await loadPyodide({ indexURL: pyodideURL });
  postMessage({ type: "progress", stage: "engine" });
  // The wheel is registered in our pyodide-lock.json: loaded by name, its hash checked.
  await pyodide.loadPackage("engine", { messageCallback: () => {}, errorCallback: () => {} });
  const call = pyodide.pyimport("engine.browser").call;
  postMessage({ type: "ready" });
  return call;
}

const ready = start();
ready.catch((error) => postMessage({ type: "failed", error: String(error) }));

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
