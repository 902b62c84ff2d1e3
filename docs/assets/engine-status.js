// The engine's loading status, shared by the viewer and the trick widget: a progress bar with
// the real stage and bytes while the engine downloads and starts, and on failure a translated
// message with a "Try again" button. Texts come from the page (translated at build time):
//   engine_download "… {loaded} of {total} MB", engine_start, engine_ready, engine_failed,
//   engine_timeout, engine_retry.
import { engineState, onEngineState, startEngine } from "./engine-client.js";
import { button, el, fill } from "./dom.js";

const MB = 1_000_000;

export function megabytes(bytes, lang) {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / MB);
}

// Is the engine already kept in this browser (by the service worker)? Then no download is due.
export async function engineKept() {
  try {
    return Boolean(await caches.match(new URL("../pyodide/pyodide.asm.wasm", import.meta.url).href));
  } catch {
    return false;
  }
}

// A status element that follows the engine's state; `onRetry` runs after "Try again" restarts
// it. `line` may be the page's own status paragraph (then `idle` is what it says before).
export function engineStatus(texts, lang, { onRetry = () => {}, showReady = false, line = null, idle = null } = {}) {
  const box = el("div", "engine-status");
  box.hidden = true;
  if (!line) {
    line = el("p", "engine-status__text");
    line.setAttribute("role", "status");
    line.setAttribute("aria-live", "polite");
  } else {
    line.replaceWith(box);
    line.classList.add("engine-status__text");
  }
  const bar = el("progress", "engine-status__bar");
  bar.max = 1;
  const retry = button(texts.engine_retry, () => {
    startEngine();
    onRetry();
  }, "engine-status__retry md-button");
  box.append(line, bar, retry);

  const update = (state) => {
    box.dataset.stage = state.stage;
    box.hidden = (state.stage === "idle" && !idle) || (state.stage === "ready" && !showReady);
    retry.hidden = state.stage !== "failed";
    bar.hidden = !(state.stage === "download" || state.stage === "start" || state.stage === "engine");
    box.classList.toggle("is-failed", state.stage === "failed");
    if (state.stage === "download" && (!state.total || state.loaded < state.total)) {
      line.textContent = fill(texts.engine_download, {
        loaded: megabytes(state.loaded || 0, lang), total: megabytes(state.total || 0, lang) });
      if (state.total) bar.value = Math.min(1, state.loaded / state.total);
      else bar.removeAttribute("value");
    } else if (state.stage === "download" || state.stage === "start" || state.stage === "engine") {
      line.textContent = texts.engine_start;
      bar.removeAttribute("value");   // indeterminate: the bytes are in, the rules are starting
    } else if (state.stage === "idle") {
      line.textContent = idle ?? "";
    } else if (state.stage === "ready") {
      line.textContent = texts.engine_ready;
    } else if (state.stage === "failed") {
      line.textContent = state.reason === "timeout" ? texts.engine_timeout : texts.engine_failed;
    }
  };
  const stop = onEngineState(update);
  return { element: box, stop, setIdle: (text) => { idle = text; update(engineState()); } };
}
