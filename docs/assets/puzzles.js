// The puzzles page: one puzzle at a time, answers checked against the engine's answers computed
// when the site was built, hints one at a time, explanations (for a wrong card, the line of best
// defence that refutes it), and progress kept in this browser only (localStorage; no cookie,
// no server), with reset, export and import.
import { cardElement, tableElement, factsElement } from "./viewer/table.js";
import { button, el, fill } from "./dom.js";

const STORE = "cards-304-501:puzzles:v1";

// ---------------------------------------------------------------- progress ------------------
// Progress is {puzzle id: {solved: boolean, attempts: whole number ≥ 0}}. What is read back —
// from this browser's storage or from an imported file — is checked entry by entry: storage may
// hold anything (another version of the site, an edit by hand), and so may a file.
function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function validEntry(entry) {
  return isPlainObject(entry) && typeof entry.solved === "boolean"
    && Number.isSafeInteger(entry.attempts) && entry.attempts >= 0;
}

// {entries, bad}: the well-formed entries (copied, nothing else kept) and how many were not.
function readEntries(data) {
  if (!isPlainObject(data)) return { entries: {}, bad: 1 };
  const entries = {};
  let bad = 0;
  for (const [id, entry] of Object.entries(data)) {
    if (validEntry(entry)) entries[id] = { solved: entry.solved, attempts: entry.attempts };
    else bad += 1;
  }
  return { entries, bad };
}

// {progress, damaged}: what this browser remembers, and whether some of it could not be read.
function loadProgress() {
  let text = null;
  try {
    text = localStorage.getItem(STORE);
  } catch {
    return { progress: {}, damaged: false };   // storage refused (private browsing): no memory
  }
  if (text === null) return { progress: {}, damaged: false };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { progress: {}, damaged: true };
  }
  const { entries, bad } = readEntries(data);
  return { progress: entries, damaged: bad > 0 };
}

function saveProgress(progress) {
  try {
    localStorage.setItem(STORE, JSON.stringify(progress));
  } catch {
    // Private browsing may refuse storage: the page still works, without memory.
  }
}

// An imported file: {entries} for the puzzles of this site, or {problem} naming the text to show.
function importedProgress(data, ids) {
  if (!isPlainObject(data) || data.format !== STORE || !isPlainObject(data.puzzles)) {
    return { problem: "import_bad" };
  }
  const { entries, bad } = readEntries(data.puzzles);
  if (bad) return { problem: "import_bad_entries" };
  for (const id of Object.keys(entries)) if (!ids.has(id)) delete entries[id];
  return { entries };
}

class Puzzles {
  constructor(root) {
    this.root = root;
    this.texts = JSON.parse(root.dataset.texts);
    this.labels = JSON.parse(root.dataset.labels);
    this.items = JSON.parse(root.querySelector(".puzzles__data").textContent);
    this.byId = new Map(this.items.map((item) => [item.id, item]));
    const { progress, damaged } = loadProgress();
    this.progress = progress;
    this.damaged = damaged;
    this.filters = { game: "", kind: "", level: "" };
  }

  start() {
    this.root.classList.add("is-live");
    this.root.querySelector(".puzzles__bar").hidden = false;
    if (this.damaged) {
      const notice = el("p", "puzzles__notice", this.texts.store_bad);
      notice.setAttribute("role", "status");
      this.root.querySelector(".puzzles__bar").after(notice);
    }
    this.root.querySelector(".puzzles__filters").hidden = false;
    for (const select of this.root.querySelectorAll("[data-filter]")) {
      select.addEventListener("change", () => {
        this.filters[select.dataset.filter] = select.value;
        this.updateIndex();
      });
    }
    this.root.querySelector(".puzzles__reset").addEventListener("click", () => this.reset());
    this.root.querySelector(".puzzles__export").addEventListener("click", () => this.exportProgress());
    this.root.querySelector(".puzzles__import").addEventListener("change", (event) => this.importProgress(event));
    addEventListener("hashchange", () => this.showFromHash());
    // Capture, so that N means "next puzzle" here rather than Material's "next page".
    document.addEventListener("keydown", (event) => this.onKey(event), { capture: true });
    this.updateIndex();
    this.showFromHash();
  }

  visible() {
    return this.items.filter((item) =>
      (!this.filters.game || item.game === this.filters.game)
      && (!this.filters.kind || item.kind === this.filters.kind)
      && (!this.filters.level || String(item.level) === this.filters.level));
  }

  updateIndex() {
    const t = this.texts;
    const shown = new Set(this.visible().map((item) => item.id));
    for (const row of this.root.querySelectorAll(".puzzles__table tbody tr")) {
      row.hidden = !shown.has(row.dataset.id);
      const entry = this.progress[row.dataset.id];
      const status = row.querySelector(".puzzles__status");
      status.textContent = entry?.solved ? `✓ ${t.solved}`
        : entry?.attempts ? fill(t.tried, { n: entry.attempts }) : t.new;
      row.classList.toggle("is-solved", Boolean(entry?.solved));
    }
    this.root.querySelector(".puzzles__empty").hidden = shown.size > 0;
    const solved = this.items.filter((item) => this.progress[item.id]?.solved).length;
    this.root.querySelector(".puzzles__progress").textContent =
      fill(t.progress, { solved, total: this.items.length });
  }

  record(id, solved) {
    const entry = this.progress[id] || { solved: false, attempts: 0 };
    entry.attempts += 1;
    entry.solved = entry.solved || solved;
    this.progress[id] = entry;
    saveProgress(this.progress);
    this.updateIndex();
  }

  reset() {
    if (!confirm(this.texts.reset_confirm)) return;
    this.progress = {};
    saveProgress(this.progress);
    this.updateIndex();
  }

  exportProgress() {
    const data = JSON.stringify({ format: STORE, puzzles: this.progress }, null, 1);
    const link = el("a");
    link.href = URL.createObjectURL(new Blob([data], { type: "application/json" }));
    link.download = "puzzles-progress.json";
    document.body.append(link);
    link.click();
    link.remove();
  }

  async importProgress(event) {
    const file = event.target.files[0];
    if (!file) return;
    let imported;
    try {
      imported = importedProgress(JSON.parse(await file.text()), new Set(this.byId.keys()));
    } catch {
      imported = { problem: "import_bad" };
    }
    const status = this.root.querySelector(".puzzles__progress");
    event.target.value = "";
    if (imported.problem) {
      status.textContent = this.texts[imported.problem];
      return;
    }
    this.progress = { ...this.progress, ...imported.entries };
    saveProgress(this.progress);
    this.updateIndex();
    status.textContent = `${this.texts.import_done} ${status.textContent}`;
  }

  onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !this.current) return;
    if (event.target instanceof HTMLElement && event.target.closest("input, select, textarea")) return;
    if (event.key === "n" || event.key === "N") this.next();
    else if (event.key === "h" || event.key === "H") this.current.hint?.();
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  showFromHash() {
    const match = /^#puzzle-(.+)$/.exec(location.hash);
    const id = match && this.byId.has(match[1]) ? match[1] : null;
    for (const node of this.root.querySelectorAll(".puzzle")) node.classList.toggle("is-current", node.dataset.id === id);
    this.root.classList.toggle("has-current", Boolean(id));
    if (id) this.show(this.byId.get(id));
    else this.current = null;
  }

  next() {
    const list = this.visible();
    const at = this.current ? list.findIndex((item) => item.id === this.current.item.id) : -1;
    const after = [...list.slice(at + 1), ...list.slice(0, at + 1)];
    const target = after.find((item) => !this.progress[item.id]?.solved) || after[0];
    if (target) location.hash = `#puzzle-${target.id}`;
  }

  // ---------------------------------------------------------------- one puzzle -------------
  show(item) {
    const node = this.root.querySelector(`#puzzle-${CSS.escape(item.id)}`);
    const play = node.querySelector(".puzzle__play");
    const ctx = { labels: this.labels[item.game], texts: this.texts };
    const t = this.texts;
    const state = { item, answered: false, hints: 0 };
    this.current = state;
    const feedback = el("div", "puzzle__feedback");
    feedback.setAttribute("role", "status");
    const hintBox = el("ol", "puzzle__hint-list");
    const controls = el("div", "puzzle__controls");
    const hintButton = button(t.hint, () => state.hint());
    state.hint = () => {
      if (state.hints >= item.hints.length) {
        hintButton.disabled = true;
        return;
      }
      hintBox.append(el("li", "", `${fill(t.hint_n, { n: state.hints + 1 })} ${item.hints[state.hints]}`));
      state.hints += 1;
      if (state.hints >= item.hints.length) hintButton.disabled = true;
    };
    if (!item.hints.length) hintButton.hidden = true;
    controls.append(hintButton, button(t.show_solution, () => this.reveal(state, node)),
      button(t.next, () => this.next(), "puzzle__next"), button(t.index, () => {
        history.pushState(null, "", location.pathname);
        this.showFromHash();
        this.root.scrollIntoView();
      }));
    const answerArea = el("div", "puzzle__answer");
    const conclude = (right, details = []) => {
      this.record(item.id, right);
      feedback.replaceChildren(el("p", right ? "puzzle__right" : "puzzle__wrong", right ? t.right : t.wrong),
        ...details);
      if (right) this.reveal(state, node, false);
      else feedback.append(el("p", "", t.try_again));
    };
    const position = node.querySelector(".puzzle__position");
    const model = item.table;
    if (item.kind === "which-card") {
      const legal = new Set(Object.keys(item.values).map((action) => action.split(" ")[2]));
      const pick = {
        seat: item.seat, legalCards: legal, onlyLegal: true,
        onPick: (card) => {
          const action = `${item.seat} play ${card}`;
          if (item.answer.includes(action)) return conclude(true);
          const refutation = item.refutations[action];
          const details = [];
          if (refutation) {
            details.push(el("p", "", fill(t.refutation, {
              card: ctx.labels.short[card], value: refutation.value, best: item.best })));
            const line = el("ol", "puzzle__line");  // one line per trick
            for (const step of refutation.line) line.append(el("li", "", step));
            details.push(line);
          }
          conclude(false, details);
        },
      };
      position.replaceChildren(tableElement(model, ctx, pick), factsElement(model, ctx));
      answerArea.append(el("p", "puzzle__how", t.pick_card));
    } else if (item.kind === "trick-winner") {
      answerArea.append(el("p", "puzzle__how", t.pick_seat));
      for (const seat of item.choices) {
        answerArea.append(button(seat, () => conclude(item.answer.includes(seat)), "puzzle__choice"));
      }
    } else if (item.kind === "legal-calls") {
      answerArea.append(el("p", "puzzle__how", t.pick_calls));
      const boxes = item.choices.map((choice) => {
        const label = el("label", "puzzle__check");
        const box = el("input");
        box.type = "checkbox";
        box.value = choice.action;
        label.append(box, " ", choice.label);
        answerArea.append(label);
        return box;
      });
      answerArea.append(button(t.check, () => {
        const chosen = boxes.filter((box) => box.checked).map((box) => box.value).sort();
        conclude(JSON.stringify(chosen) === JSON.stringify([...item.answer].sort()));
      }, "puzzle__check-button"));
    } else if (item.kind === "caps") {
      const order = [];
      const shown = el("p", "puzzle__order");
      const hand = item.caps_cards;      // the hand, and a maker's closed indicator
      const redraw = () => shown.replaceChildren(...order.map((card) => cardElement(card, ctx)));
      const pick = { seat: item.seat, legalCards: new Set(hand), onlyLegal: true, onPick: (card) => {
        if (!order.includes(card)) order.push(card);
        redraw();
      } };
      position.replaceChildren(tableElement(model, ctx, pick), factsElement(model, ctx));
      answerArea.append(el("p", "puzzle__how", t.caps_pick), shown,
        button(t.caps_clear, () => { order.length = 0; redraw(); }),
        button(t.caps_yes, () => conclude(item.answer[0] === "yes" && order.length === hand.length
          && item.orders.includes(order.join(" ")))),
        button(t.caps_no, () => conclude(item.answer[0] === "no")));
    } else {
      answerArea.append(el("p", "puzzle__how", t.enter_number));
      const input = el("input", "puzzle__number");
      input.type = "number";
      input.step = "1";
      input.setAttribute("aria-label", item.question);
      const check = () => conclude(Number(input.value) === Number(item.answer[0]) && input.value.trim() !== "");
      input.addEventListener("keydown", (event) => { if (event.key === "Enter") check(); });
      answerArea.append(input, button(t.check, check, "puzzle__check-button"));
    }
    play.replaceChildren(answerArea, feedback, hintBox, controls);
    node.scrollIntoView({ block: "start" });
  }

  reveal(state, node, open = true) {
    if (open) this.record(state.item.id, false);
    const details = node.querySelector(".puzzle__solution");
    details.open = true;
  }
}

for (const root of document.querySelectorAll(".puzzles")) new Puzzles(root).start();
