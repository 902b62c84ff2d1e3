// "Who wins this trick?": reads the form, asks the engine in the worker, shows its answer.
// Every sentence shown comes either from the page (data-msg-* attributes, translated at build
// time) or from the engine (translated by the catalogs inside the wheel).
import { askEngine, startEngine } from "./engine-client.js";
import { engineKept, engineStatus } from "./engine-status.js";
import { fill } from "./dom.js";

function attach(form) {
  const status = form.querySelector(".engine-widget__status");
  const answer = form.querySelector(".engine-widget__answer");
  const messages = form.dataset;
  const texts = {
    engine_download: messages.msgDownload, engine_start: messages.msgStart,
    engine_ready: messages.msgReady, engine_failed: messages.msgFailed,
    engine_timeout: messages.msgTimeout, engine_retry: messages.msgRetry,
  };
  // The status line gains a loading bar, and on failure a "Try again" button.
  const loading = engineStatus(texts, messages.lang,
    { showReady: true, line: status, idle: messages.msgIdle, onRetry: () => form.requestSubmit() });
  engineKept().then((kept) => { if (kept) loading.setIdle(messages.msgIdleKept); });

  const start = () => startEngine((state) => { form.dataset.engine = state.stage; });
  form.addEventListener("focusin", start, { once: true });
  form.addEventListener("pointerdown", start, { once: true });
  form.addEventListener("pointerenter", start, { once: true });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    start();
    const data = new FormData(form);
    const request = {
      cards: ["A", "B", "C", "D"].map((seat) => data.get(`card-${seat}`)),
      trump: data.get("trump"),
      hand: data.get("hand"),
      lang: messages.lang,
    };
    answer.classList.remove("is-illegal");
    let result;
    try {
      result = await askEngine("who_wins_trick", request);
    } catch {
      return;   // the engine did not start: the status line says why, with "Try again"
    }
    answer.textContent = result.ok
      ? result.message
      : (result.illegal_seat ? fill(messages.msgIllegal, { seat: result.illegal_seat }) + " " : "") + result.message;
    answer.classList.toggle("is-illegal", !result.ok);
  });
  form.querySelector('button[type="submit"]').disabled = false;   // disabled until now (trick.html)
}

document.querySelectorAll('form[data-widget="trick"]').forEach(attach);
