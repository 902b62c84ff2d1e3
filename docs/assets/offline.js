// Offline use, with the service worker of hooks/offline.py (sw.js at the site's root).
//
// Once the page has loaded (so that storing never competes with showing this page), the worker
// is registered and asked to keep this language's text pages, plus this page and the files it
// used. The engine's files are kept as they pass when it first starts (engine-client.js); the
// footer's "Keep the whole site for offline use" button stores everything else, with a bar.
// `<html data-offline>` says what is kept: "page" (this page and its language), then "all".
import { fill } from "./dom.js";

const ALL = ["shell", "en", "fr", "engine", "more"];
const supported = "serviceWorker" in navigator;
const registered = supported ? new Promise((resolve) => {
  const register = () => navigator.serviceWorker
    .register(new URL("../sw.js", import.meta.url), { scope: new URL("../", import.meta.url).pathname })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => resolve(registration.active))
    .catch(() => resolve(null));
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}) : Promise.resolve(null);

// Send a message to the worker; `onMessage` hears each answer; resolves with the last one.
async function ask(message, onMessage = () => {}) {
  const worker = await registered;
  if (!worker) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      onMessage(event.data);
      if (event.data.type !== "progress") resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

export const keepOffline = (groups, onProgress, files = []) => ask({ type: "keep", groups, files }, onProgress);
export const offlineStatus = (groups) => ask({ type: "status", groups });

// This page and what it used (a worked example's transcript may still be on its way).
const usedHere = () => [location.href, ...performance.getEntriesByType("resource").map((entry) => entry.name),
  ...[...document.querySelectorAll("[data-transcript]")].map((node) => new URL(node.dataset.transcript, location.href).href)];

if (supported) {
  keepOffline(["shell", document.documentElement.lang || "en"], undefined, usedHere()).then((answer) => {
    if (answer?.type === "done" && document.documentElement.dataset.offline !== "all") {
      document.documentElement.dataset.offline = "page";
    }
  });
}

// ---------------------------------------------------------------- the footer's button -------
const MB = 1_000_000;
const mb = (bytes, lang) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / MB);

async function attach(box) {
  const lang = document.documentElement.lang || "en";
  const messages = box.dataset;
  const text = box.querySelector(".offline-keep__text");
  const bar = box.querySelector(".offline-keep__bar");
  const action = box.querySelector(".offline-keep__button");
  const status = await offlineStatus(ALL);
  if (!status) return;   // no service worker here (or blocked): nothing to offer
  box.hidden = false;
  const showDone = () => {
    action.hidden = bar.hidden = true;
    text.textContent = messages.msgDone;
    document.documentElement.dataset.offline = "all";
  };
  if (status.kept >= status.total) return showDone();
  text.textContent = fill(messages.msgSize, { mb: mb(status.total - status.kept, lang) });
  action.addEventListener("click", async () => {
    action.disabled = true;
    bar.hidden = false;
    const answer = await keepOffline(ALL, (progress) => {
      if (progress.type !== "progress") return;
      bar.max = progress.total || 1;
      bar.value = progress.done;
      text.textContent = fill(messages.msgProgress, { done: mb(progress.done, lang), total: mb(progress.total, lang) });
    });
    if (answer?.type === "done") return showDone();
    action.disabled = false;
    bar.hidden = true;
    text.textContent = messages.msgFailed;
  });
}

document.querySelectorAll('[data-widget="offline"]').forEach(attach);
