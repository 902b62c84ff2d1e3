// "Who wins this trick?": reads the form, asks the engine in the worker, shows its answer.
// Every sentence shown comes either from the page (data-msg-* attributes, translated at build
// time) or from the engine (translated by the catalogs inside the wheel).
import { askEngine, startEngine } from "./engine-client.js";
import { fill } from "./dom.js";

function attach(form) {
  const status = form.querySelector(".engine-widget__status");
  const answer = form.querySelector(".engine-widget__answer");
  const messages = form.dataset;
  status.textContent = messages.msgIdle;

  const showState = (state) => {
    const text = {
      python: messages.msgPython,
      engine: messages.msgEngine,
      ready: messages.msgReady,
      failed: fill(messages.msgFailed, { error: state.error }),
    }[state.stage];
    if (text) status.textContent = text;
    form.dataset.engine = state.stage;
  };
  const start = () => startEngine(showState);
  form.addEventListener("focusin", start, { once: true });
  form.addEventListener("pointerdown", start, { once: true });

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
    const result = await askEngine("who_wins_trick", request);
    answer.textContent = result.ok
      ? result.message
      : (result.illegal_seat ? fill(messages.msgIllegal, { seat: result.illegal_seat }) + " " : "") + result.message;
    answer.classList.toggle("is-illegal", !result.ok);
  });
}

document.querySelectorAll('form[data-widget="trick"]').forEach(attach);
