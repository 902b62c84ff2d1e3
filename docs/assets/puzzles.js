// The puzzles page: one puzzle at a time, answers checked against the engine's answers computed
// when the site was built, hints one at a time, an explanation for every wrong answer (the line
// of best defence that refutes a card, why a card wins the trick, the rule that forbids a call,
// the token-table line, the world and line that break a Caps order), the line played on after
// the right card, no result of the deal before an answer (the facts after it come with the
// solution), and progress kept in this browser only (localStorage; no cookie, no server):
// reset, export and an import that merges, a queue of missed puzzles that come back after two
// others, a start button per level and a puzzle of the day chosen from the date.
// The page holds the list; a puzzle's position, question, hints, solution and data are in a file
// of its own beside the page (`<id>.html`, hooks/puzzles.py), fetched when the puzzle is opened.
import { cardElement, tableElement, factsElement } from "./viewer/table.js";
import { button, el, fill } from "./dom.js";

const STORE = "cards-304-501:puzzles:v1";
const RETRY_STORE = "cards-304-501:puzzles:retry:v1";
const RETRY_AFTER = 2;      // a missed puzzle comes back after two others

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

// The retry queue: [{id, wait}], the puzzles missed, each due when wait reaches 0.
function loadRetry(ids) {
  try {
    const data = JSON.parse(localStorage.getItem(RETRY_STORE) || "[]");
    if (!Array.isArray(data)) return [];
    return data.filter((entry) => isPlainObject(entry) && typeof entry.id === "string" && ids.has(entry.id)
      && Number.isSafeInteger(entry.wait) && entry.wait >= 0).map(({ id, wait }) => ({ id, wait }));
  } catch {
    return [];
  }
}

function saveRetry(queue) {
  try {
    localStorage.setItem(RETRY_STORE, JSON.stringify(queue));
  } catch {
    // no memory in private browsing
  }
}

// Merge imported entries into what is stored: solved stays solved, attempts add up.
// Returns {progress, solved: puzzles newly solved, attempts: attempts added, added: new puzzles}.
export function mergeProgress(stored, imported) {
  const progress = { ...stored };
  let solved = 0;
  let attempts = 0;
  let added = 0;
  for (const [id, entry] of Object.entries(imported)) {
    const before = progress[id];
    if (!before) added += 1;
    if (entry.solved && !before?.solved) solved += 1;
    attempts += entry.attempts;
    progress[id] = { solved: Boolean(before?.solved || entry.solved),
      attempts: (before?.attempts || 0) + entry.attempts };
  }
  return { progress, solved, attempts, added };
}

// The puzzle of the day: the same for every reader on a given date (UTC), no server.
export function dailyIndex(date, count) {
  const day = date.toISOString().slice(0, 10);
  let hash = 2166136261;
  for (const char of day) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % count;
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
    // What the list needs of each puzzle: id, title, game, kind, theme, level.
    this.items = JSON.parse(root.querySelector(".puzzles__data").textContent);
    this.byId = new Map(this.items.map((item) => [item.id, item]));
    this.loaded = new Map();      // id -> a promise of the puzzle's whole data, once fetched
    const { progress, damaged } = loadProgress();
    this.progress = progress;
    this.damaged = damaged;
    this.filters = { game: "", kind: "", theme: "", level: "" };
    this.retry = loadRetry(new Set(this.byId.keys()));
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
    for (const start of this.root.querySelectorAll(".puzzles__start")) {
      start.hidden = false;
      start.addEventListener("click", () => this.startLevel(start.dataset.game, Number(start.dataset.level)));
    }
    this.root.querySelector(".puzzles__train").hidden = false;
    this.root.querySelector(".puzzles__retry").addEventListener("click", () => this.retryMissed());
    const daily = this.items[dailyIndex(new Date(), this.items.length)];
    const link = el("a", "", daily.title);
    link.href = `#puzzle-${daily.id}`;
    this.root.querySelector(".puzzles__daily").replaceChildren(`${this.texts.daily} `, link);
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
      && (!this.filters.theme || item.theme === this.filters.theme)
      && (!this.filters.level || String(item.level) === this.filters.level));
  }

  updateIndex() {
    const t = this.texts;
    const shown = new Set(this.visible().map((item) => item.id));
    for (const row of this.root.querySelectorAll(".puzzles__card")) {
      row.hidden = !shown.has(row.dataset.id);
      const entry = this.progress[row.dataset.id];
      const status = row.querySelector(".puzzles__status");
      status.textContent = entry?.solved ? `✓ ${t.solved}`
        : entry?.attempts ? fill(t.tried, { n: entry.attempts }) : t.new;
      row.classList.toggle("is-solved", Boolean(entry?.solved));
    }
    for (const group of this.root.querySelectorAll(".puzzles__level")) {
      group.hidden = ![...group.querySelectorAll(".puzzles__card")].some((row) => !row.hidden);
    }
    for (const game of this.root.querySelectorAll(".puzzles__game")) {
      game.hidden = ![...game.querySelectorAll(".puzzles__level")].some((group) => !group.hidden);
    }
    const retry = this.root.querySelector(".puzzles__retry");
    retry.textContent = fill(t.retry, { n: this.retry.length });
    retry.hidden = this.retry.length === 0;
    this.root.querySelector(".puzzles__empty").hidden = shown.size > 0;
    const solved = this.items.filter((item) => this.progress[item.id]?.solved).length;
    this.root.querySelector(".puzzles__progress").textContent =
      fill(t.progress, { solved, total: this.items.length });
  }

  // One answer to puzzle `id`: right (solved) or missed. A missed puzzle joins the retry queue;
  // every answer to another puzzle brings the queued ones one step nearer.
  record(id, solved) {
    const entry = this.progress[id] || { solved: false, attempts: 0 };
    entry.attempts += 1;
    entry.solved = entry.solved || solved;
    this.progress[id] = entry;
    saveProgress(this.progress);
    this.countDown(id);
    if (!solved && !this.retry.some((queued) => queued.id === id)) this.retry.push({ id, wait: RETRY_AFTER });
    saveRetry(this.retry);
    this.updateIndex();
  }

  // A puzzle finished (first answer given, or solution shown): the queue moves on.
  countDown(id) {
    if (this.counted === this.current) return;
    this.counted = this.current;
    for (const queued of this.retry) if (queued.id !== id && queued.wait > 0) queued.wait -= 1;
  }

  // A missed puzzle answered right at its first answer of a visit leaves the queue.
  cleared(id) {
    this.retry = this.retry.filter((queued) => queued.id !== id);
    saveRetry(this.retry);
    this.updateIndex();
  }

  dueRetry(except) {
    return this.retry.find((queued) => queued.wait === 0 && queued.id !== except);
  }

  retryMissed() {
    const target = this.dueRetry(this.current?.item.id) || this.retry.find((q) => q.id !== this.current?.item.id)
      || this.retry[0];
    if (target) location.hash = `#puzzle-${target.id}`;
  }

  startLevel(game, level) {
    this.filters.game = game;
    this.filters.level = String(level);
    for (const select of this.root.querySelectorAll("[data-filter]")) select.value = this.filters[select.dataset.filter];
    this.updateIndex();
    const group = this.visible();
    const target = group.find((item) => !this.progress[item.id]?.solved) || group[0];
    if (target) location.hash = `#puzzle-${target.id}`;
  }

  reset() {
    if (!confirm(this.texts.reset_confirm)) return;
    this.progress = {};
    this.retry = [];
    saveProgress(this.progress);
    saveRetry(this.retry);
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
    const merged = mergeProgress(this.progress, imported.entries);
    this.progress = merged.progress;
    saveProgress(this.progress);
    this.updateIndex();
    status.textContent = `${fill(this.texts.import_done, merged)} ${status.textContent}`;
  }

  // N and H belong to the open puzzle, also while its file is still on its way (else N would
  // reach Material's "next page").
  onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !this.root.classList.contains("has-current")) return;
    if (event.target instanceof HTMLElement && event.target.closest("input, select, textarea")) return;
    if (event.key === "n" || event.key === "N") this.next();
    else if (event.key === "h" || event.key === "H") this.current?.hint?.();
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  async showFromHash() {
    const match = /^#puzzle-(.+)$/.exec(location.hash);
    const id = match && this.byId.has(match[1]) ? match[1] : null;
    for (const node of this.root.querySelectorAll(".puzzle")) node.classList.toggle("is-current", node.dataset.id === id);
    this.root.classList.toggle("has-current", Boolean(id));
    this.current = null;
    if (!id) return;
    this.wanted = id;
    const item = await this.load(id);
    if (item && this.wanted === id) this.show(item);   // not if another was opened meanwhile
  }

  // The puzzle's file, fetched once: its markup takes the place of the title in the list, its
  // data is what answers are checked against. null if it could not be fetched (said in place).
  load(id) {
    if (!this.loaded.has(id)) this.loaded.set(id, this.fetchPuzzle(id));
    return this.loaded.get(id);
  }

  async fetchPuzzle(id) {
    const node = this.root.querySelector(`#puzzle-${CSS.escape(id)}`);
    let doc;
    try {
      const response = await fetch(new URL(node.dataset.src, location.href));
      if (!response.ok) throw new Error(response.status);
      doc = new DOMParser().parseFromString(await response.text(), "text/html");
    } catch {
      this.loaded.delete(id);             // opened again, it is fetched again
      const failed = el("p", "puzzle__load-failed", this.texts.load_failed);
      failed.setAttribute("role", "alert");
      node.querySelector(".puzzle__load-failed")?.remove();
      node.append(failed);
      return null;
    }
    const whole = doc.querySelector("li.puzzle");
    // The answers stay out of the page's text until the reader answers (find-in-page opens a
    // closed <details>; a hidden one is neither found nor in the accessibility tree).
    whole.querySelector(".puzzle__solution").hidden = true;
    node.replaceChildren(...document.importNode(whole, true).childNodes);
    return { ...this.byId.get(id), ...JSON.parse(doc.querySelector(".puzzle__data").textContent) };
  }

  next() {
    const openId = this.current?.item.id ?? (this.root.classList.contains("has-current") ? this.wanted : undefined);
    const due = this.dueRetry(openId);
    if (due) {
      location.hash = `#puzzle-${due.id}`;
      return;
    }
    const list = this.visible();
    const at = openId ? list.findIndex((item) => item.id === openId) : -1;
    const after = [...list.slice(at + 1), ...list.slice(0, at + 1)];
    const target = after.find((item) => !this.progress[item.id]?.solved) || after[0];
    if (target) location.hash = `#puzzle-${target.id}`;
  }

  // ---------------------------------------------------------------- one puzzle -------
  show(item) {
    const node = this.root.querySelector(`#puzzle-${CSS.escape(item.id)}`);
    const play = node.querySelector(".puzzle__play");
    const ctx = { labels: this.labels[item.game], texts: this.texts };
    const t = this.texts;
    // answered: the first answer was given; viewed: the solution was shown before a right answer.
    const state = { item, answered: false, missed: false, viewed: false, hints: 0 };
    this.current = state;
    const solution = node.querySelector(".puzzle__solution");
    solution.hidden = true;
    solution.open = false;
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
    controls.append(hintButton, button(t.show_solution, () => this.reveal(state, node, feedback)),
      button(t.next, () => this.next(), "puzzle__next"), button(t.index, () => {
        history.pushState(null, "", location.pathname);
        this.showFromHash();
        this.root.scrollIntoView();
      }));
    const answerArea = el("div", "puzzle__answer");
    const lines = (texts) => texts.map((text) => el("p", "puzzle__why", text));
    // An answer: right, or wrong with what it teaches. A right answer after the solution was
    // shown does not count as solved.
    const conclude = (right, details = []) => {
      const first = !state.answered;
      state.answered = true;
      if (!right) state.missed = true;
      this.record(item.id, right && !state.viewed);
      if (right && first && !state.viewed) this.cleared(item.id);
      feedback.replaceChildren(el("p", right ? "puzzle__right" : "puzzle__wrong", right ? t.right : t.wrong),
        ...details);
      if (right && state.viewed) feedback.append(el("p", "puzzle__viewed", t.solution_viewed));
      if (right) {
        if (item.play_on && !state.viewed) this.playOn(state, node, feedback, ctx);
        else this.reveal(state, node, feedback, false);
      } else feedback.append(el("p", "", t.try_again));
    };
    const empty = (text) => feedback.replaceChildren(el("p", "puzzle__empty-answer", text));
    const position = node.querySelector(".puzzle__position");
    const model = item.table;
    // A question about the deal's result shows the deal before it was scored; the facts after
    // it come with the solution (reveal). Shown again, the puzzle starts from before.
    if (item.facts_after) position.querySelector(".deal-facts").replaceWith(factsElement(model, ctx));
    if (item.kind === "which-card") {
      const legal = new Set(Object.keys(item.values).map((action) => action.split(" ")[2]));
      const pick = {
        seat: item.seat, legalCards: legal, onlyLegal: true,
        onPick: (card) => {
          if (state.playing) return;
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
        answerArea.append(button(seat, () => conclude(item.answer.includes(seat), lines(item.why)),
          "puzzle__choice"));
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
        const right = JSON.stringify(chosen) === JSON.stringify([...item.answer].sort());
        // For each call judged wrong: the engine's reason, with its rule linked.
        const reasons = node.querySelector("template.puzzle__reasons");
        const list = el("ul", "puzzle__reasons");
        if (!right && reasons) {
          for (const box of boxes) {
            if (box.checked === item.answer.includes(box.value)) continue;
            const reason = [...reasons.content.children].find((li) => li.dataset.call === box.value);
            if (reason) list.append(document.importNode(reason, true));
          }
        }
        conclude(right, list.children.length ? [list] : []);
      }, "puzzle__check-button"));
    } else if (item.kind === "what-to-bid") {
      // One call to choose; a wrong one is told what it makes, or the rule that forbids it.
      answerArea.append(el("p", "puzzle__how", t.pick_bid));
      const reasons = node.querySelector("template.puzzle__reasons");
      for (const choice of item.choices) {
        answerArea.append(button(choice.label, () => {
          const right = item.answer.includes(choice.action);
          const reason = reasons && [...reasons.content.children].find((li) => li.dataset.call === choice.action);
          const list = el("ul", "puzzle__reasons");
          if (reason) list.append(document.importNode(reason, true));
          conclude(right, right ? [] : reason ? [list] : lines([item.explanation]));
        }, "puzzle__choice puzzle__bid"));
      }
    } else if (item.kind === "caps") {
      const order = [];
      const shown = el("p", "puzzle__order");
      const hand = item.caps_cards;      // the hand, and a maker's closed indicator
      const redraw = () => shown.replaceChildren(...order.map((card) => cardElement(card, ctx)));
      const pick = { seat: item.seat, legalCards: new Set(hand), onlyLegal: true, onPick: (card) => {
        if (!order.includes(card)) order.push(card);
        redraw();
      } };
      const capsWhy = (said) => {
        const caps = item.caps || {};
        if (said === "no") return caps.exists ? lines([caps.exists]) : [];
        const index = caps.refutations?.[order.join(" ")];
        if (index !== undefined) return lines(caps.texts[index].split("\n"));
        return item.answer[0] === "yes" ? lines([caps.exists]) : lines([item.explanation]);
      };
      position.replaceChildren(tableElement(model, ctx, pick), factsElement(model, ctx));
      answerArea.append(el("p", "puzzle__how", t.caps_pick), shown,
        button(t.caps_clear, () => { order.length = 0; redraw(); }),
        button(t.caps_yes, () => {
          if (order.length !== hand.length) return empty(t.caps_need_order);   // not an attempt
          const right = item.answer[0] === "yes" && item.orders.includes(order.join(" "));
          conclude(right, right ? [] : capsWhy("yes"));
        }),
        button(t.caps_no, () => conclude(item.answer[0] === "no", capsWhy("no"))));
    } else {
      answerArea.append(el("p", "puzzle__how", t.enter_number));
      const input = el("input", "puzzle__number");
      input.type = "number";
      input.step = "1";
      input.setAttribute("aria-label", item.question);
      const check = () => {
        if (input.value.trim() === "") return empty(t.empty_answer);          // not an attempt
        const why = item.why.length ? item.why : [item.explanation];
        const right = Number(input.value) === Number(item.answer[0]);
        conclude(right, right ? [] : lines(why));
      };
      input.addEventListener("keydown", (event) => { if (event.key === "Enter") check(); });
      answerArea.append(input, button(t.check, check, "puzzle__check-button"));
    }
    play.replaceChildren(answerArea, feedback, hintBox, controls);
    node.scrollIntoView({ block: "start" });
  }

  // After the right first card: the others answer with the engine's best defence, and the
  // reader plays on (to the end of the deal with open hands, else to the end of the trick).
  playOn(state, node, feedback, ctx) {
    const t = this.texts;
    const item = state.item;
    state.playing = true;
    const box = el("div", "puzzle__play-on");
    box.append(el("p", "puzzle__play-on-title", t.play_on));
    const list = el("ol", "puzzle__play-on-line");
    box.append(list);
    const turnArea = el("div", "puzzle__play-on-turn");
    turnArea.setAttribute("aria-live", "polite");
    box.append(turnArea);
    feedback.append(box);
    let trick = null;
    const add = (play) => {
      if (!trick) {
        trick = el("li", "puzzle__play-on-trick");
        list.append(trick);
      }
      const entry = el("span", "puzzle__play-on-card");
      entry.append(`${play.seat}: `, cardElement(play.card, ctx, { faceDown: play.face_down }));
      trick.append(entry, " ");
      if (play.winner) {
        trick.append(el("span", "puzzle__play-on-winner", `→ ${play.winner}`));
        trick = null;
      }
    };
    const finish = () => {
      turnArea.replaceChildren(el("p", "puzzle__play-on-done", fill(t.play_on_done, { best: item.best })));
      this.reveal(state, node, feedback, false);
      state.playing = false;
    };
    const step = (segment) => {
      for (const play of segment.plays) add(play);
      const turn = segment.turn;
      if (!turn) return finish();
      turnArea.replaceChildren(el("p", "puzzle__how", t.your_turn));
      const message = el("p", "puzzle__play-on-message");
      const cards = el("p", "puzzle__play-on-cards");
      for (const move of Object.keys(turn.values).sort()) {
        const card = move.split(" ")[2];
        cards.append(cardElement(card, ctx, { legal: true, onPick: () => {
          if ((turn.unproven || []).includes(move)) {
            message.textContent = t.play_on_unproven;
            return;
          }
          if (turn.values[move] < turn.best) {
            message.textContent = fill(t.play_on_wrong, { card: ctx.labels.short[card],
              value: turn.values[move], best: turn.best });
            return;
          }
          const next = turn.next[move];
          if (next) step(next);
          else {                 // an equally good card the build did not follow further
            add({ seat: item.seat, card, face_down: false, winner: null });
            finish();
          }
        } }), " ");
      }
      turnArea.append(cards, message);
    };
    step(item.play_on);
  }

  // Show the solution. Asked for before a right answer, it counts as a miss, and says so.
  reveal(state, node, feedback, asked = true) {
    if (asked && !state.viewed && !(state.answered && !state.missed)) {
      state.viewed = true;
      this.record(state.item.id, false);
      feedback.replaceChildren(el("p", "puzzle__viewed", this.texts.solution_viewed));
    }
    const details = node.querySelector(".puzzle__solution");
    details.hidden = false;
    details.open = true;
    const item = state.item;
    if (item.facts_after) {       // the result, now that it is asked for or answered
      const ctx = { labels: this.labels[item.game], texts: this.texts };
      node.querySelector(".puzzle__position .deal-facts")
        .replaceWith(factsElement({ ...item.table, facts: item.facts_after }, ctx));
    }
  }
}

for (const root of document.querySelectorAll(".puzzles")) new Puzzles(root).start();
