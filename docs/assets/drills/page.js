// "My drills" (#27): the reader's costliest cards from their deals at the practice table, each a
// position to answer with a card. The list is read from this browser (./store.js); a drill
// opened (#drill-<id>) is drawn from its seat's view and answered through the rules engine in
// the browser (engine/app/drills.py behind engine/app/browser.py: drill_show, drill_answer,
// drill_solution), which checks the drill before it answers. A missed drill (a wrong first
// answer, or the answer shown) comes back after two others, as a missed puzzle does.
import { askEngine, engineReady } from "../engine-client.js";
import { engineStatus } from "../engine-status.js";
import { factsElement, tableElement, trickElement } from "../viewer/table.js";
import { button, el, fill } from "../dom.js";
import { registerKeys } from "../keys.js";
import { ruleHref } from "../rule-anchors.js";
import { CAP, RETRY_AFTER, loadDrills, loadRetry, saveDrills, saveRetry } from "./store.js";
import { download, importFile, progressFile } from "./transfer.js";

class MyDrills {
  constructor(root) {
    this.root = root;
    this.lang = root.dataset.lang;
    this.t = JSON.parse(root.dataset.texts);
    this.labels = JSON.parse(root.dataset.labels);
    this.ctx = { texts: this.t, labels: this.labels, drawn: true };
    const { entries, damaged } = loadDrills();
    this.entries = entries;           // oldest first, as kept
    this.damaged = damaged;
    this.retry = loadRetry(new Set(entries.map((entry) => entry.drill.id)));
    this.current = null;              // the drill open: {id, entry, answered, missed, viewed}
    this.index = root.querySelector(".drills__index");
    this.area = root.querySelector(".drills__drill");
  }

  start() {
    const t = this.t;
    this.root.classList.add("is-live");
    this.root.querySelector(".drills__bar").hidden = false;
    if (this.damaged) {
      const notice = el("p", "drills__notice", t.store_bad);
      notice.setAttribute("role", "status");
      this.root.querySelector(".drills__bar").after(notice);
    }
    this.root.querySelector(".drills__empty").prepend(`${t.empty} `);
    this.root.querySelector(".drills__kept").textContent = fill(t.kept, { n: CAP });
    this.root.querySelector(".drills__transfer").textContent = t.transfer;
    this.root.querySelector(".drills__start").addEventListener("click", () => this.next(true));
    this.root.querySelector(".drills__retry").addEventListener("click", () => this.retryMissed());
    this.root.querySelector(".drills__export").addEventListener("click", () => download(progressFile()));
    this.root.querySelector(".drills__import").addEventListener("change", (event) => this.importProgress(event));
    addEventListener("hashchange", () => this.showFromHash());
    registerKeys({ root: this.root, key: (name) => this.key(name) });
    this.updateIndex();
    this.showFromHash();
  }

  // The list, newest first: each drill's game, trick and the card played there, when it was
  // added, and how it was answered.
  shown() { return [...this.entries].reverse(); }

  updateIndex() {
    const t = this.t;
    const list = this.root.querySelector(".drills__list");
    const date = new Intl.DateTimeFormat(this.lang, { dateStyle: "medium" });
    list.replaceChildren(...this.shown().map((entry) => {
      const { drill } = entry;
      const item = el("li", `drills__item${entry.solved ? " is-solved" : ""}`);
      item.dataset.id = drill.id;
      const card = drill.played.split(" ")[2];
      const link = el("a", "drills__open", fill(t.line, { game: drill.game, trick: drill.trick,
        card: this.labels.short[card] || card }));
      link.href = `#drill-${drill.id}`;
      item.append(link,
        el("span", "drills__status", `${entry.solved ? `✓ ${t.solved}` : entry.attempts ? fill(t.tried, { n: entry.attempts }) : t.new}`
          + ` · ${fill(t.added, { date: date.format(new Date(entry.added)) })}`));
      return item;
    }));
    const solved = this.entries.filter((entry) => entry.solved).length;
    this.root.querySelector(".drills__progress").textContent =
      fill(t.progress, { solved, total: this.entries.length });
    this.root.querySelector(".drills__empty").hidden = this.entries.length > 0;
    this.root.querySelector(".drills__train").hidden = this.entries.length === 0;
    const start = this.root.querySelector(".drills__start");
    start.textContent = t.start;
    start.hidden = !this.entries.some((entry) => !entry.solved);
    const retry = this.root.querySelector(".drills__retry");
    retry.textContent = fill(t.retry, { n: this.retry.length });
    retry.hidden = this.retry.length === 0;
  }

  save() {
    saveDrills(this.entries);
    saveRetry(this.retry);
    this.updateIndex();
  }

  entry(id) { return this.entries.find((entry) => entry.drill.id === id); }

  // One answer to drill `id`: right (solved) or missed. A missed drill joins the retry queue;
  // the first answer to any other drill brings the queued ones one step nearer.
  record(id, solved) {
    const entry = this.entry(id);
    if (!entry) return;
    entry.attempts += 1;
    entry.solved = entry.solved || solved;
    this.countDown(id);
    if (!solved && !this.retry.some((queued) => queued.id === id)) this.retry.push({ id, wait: RETRY_AFTER });
    this.save();
  }

  countDown(id) {
    if (this.counted === this.current) return;
    this.counted = this.current;
    for (const queued of this.retry) if (queued.id !== id && queued.wait > 0) queued.wait -= 1;
  }

  // A missed drill answered right at its first answer of a visit leaves the queue.
  cleared(id) {
    this.retry = this.retry.filter((queued) => queued.id !== id);
    this.save();
  }

  // The next drill: a missed one that is due, else the next not solved in the list's order.
  next(fromStart = false) {
    const openId = fromStart ? null : this.current?.id ?? null;
    const due = this.retry.find((queued) => queued.wait === 0 && queued.id !== openId);
    if (due && this.entry(due.id)) return this.go(due.id);
    const list = this.shown();
    const at = openId ? list.findIndex((entry) => entry.drill.id === openId) : -1;
    const after = [...list.slice(at + 1), ...list.slice(0, at + 1)];
    const target = after.find((entry) => !entry.solved && entry.drill.id !== openId)
      || after.find((entry) => entry.drill.id !== openId) || after[0];
    if (target) this.go(target.drill.id);
  }

  retryMissed() {
    const openId = this.current?.id;
    const target = this.retry.find((queued) => queued.wait === 0 && queued.id !== openId)
      || this.retry.find((queued) => queued.id !== openId) || this.retry[0];
    if (target) this.go(target.id);
  }

  go(id) {
    if (location.hash === `#drill-${id}`) this.showFromHash();
    else location.hash = `#drill-${id}`;
  }

  backToIndex() {
    history.pushState(null, "", location.pathname + location.search);
    this.showFromHash();
    this.root.querySelector(".drills__bar").scrollIntoView();
  }

  remove(id) {
    if (!confirm(this.t.remove_confirm)) return;
    this.entries = this.entries.filter((entry) => entry.drill.id !== id);
    this.retry = this.retry.filter((queued) => queued.id !== id);
    this.save();
    this.backToIndex();
  }

  async importProgress(event) {
    const file = event.target.files[0];
    if (!file) return;
    let imported;
    try {
      imported = importFile(await file.text(), null);
    } catch {
      imported = { problem: "import_bad" };
    }
    event.target.value = "";
    const status = this.root.querySelector(".drills__progress");
    if (imported.problem) {
      status.textContent = this.t[imported.problem];
      return;
    }
    this.entries = loadDrills().entries;
    this.retry = loadRetry(new Set(this.entries.map((entry) => entry.drill.id)));
    this.updateIndex();
    const drills = imported.drills ? ` ${fill(this.t.import_drills, { n: imported.drills.added })}` : "";
    status.textContent = `${fill(this.t.import_done, imported.puzzles)}${drills} ${status.textContent}`;
  }

  // N for the next drill, wherever the focus is, while a drill is open.
  key(name) {
    if (!this.current || (name !== "n" && name !== "N")) return false;
    this.next();
    return true;
  }

  // ------------------------------------------------------------------ one drill ------------
  showFromHash() {
    const match = /^#drill-([0-9a-f]{16})$/.exec(location.hash);
    const id = match ? match[1] : null;
    this.current = null;
    this.root.classList.toggle("has-current", Boolean(id));
    // A drill open is the page: the introduction around it steps aside (phone first).
    document.documentElement.classList.toggle("drill-on", Boolean(id));
    this.index.hidden = Boolean(id);
    this.area.hidden = !id;
    if (!id) {
      this.area.replaceChildren();
      this.updateIndex();
      return;
    }
    const entry = this.entry(id);
    if (!entry) {
      this.area.replaceChildren(el("p", "drills__notice", this.t.unknown), this.controls(null));
      return;
    }
    this.open(entry);
  }

  controls(state) {
    const t = this.t;
    const bar = el("div", "drill__controls");
    if (state) bar.append(button(t.show_answer, () => this.solution(state), "drill__show md-button"));
    if (this.entries.length > (state ? 1 : 0)) bar.append(button(t.next, () => this.next(), "drill__next md-button md-button--primary"));
    bar.append(button(t.index, () => this.backToIndex(), "drill__index md-button"));
    if (state) bar.append(button(t.remove, () => this.remove(state.id), "drill__remove md-button"));
    return bar;
  }

  async ask(fn, request) {
    await engineReady();
    return askEngine(fn, { lang: this.lang, ...request });
  }

  async open(entry) {
    const t = this.t;
    const { drill } = entry;
    const state = { id: drill.id, entry, answered: false, missed: false, viewed: false, done: false };
    this.current = state;
    const title = el("h2", "drill__title", fill(t.title, { game: drill.game, trick: drill.trick }));
    const loading = el("p", "drill__loading", t.loading);
    const status = engineStatus(t, this.lang, { onRetry: () => this.showFromHash() });
    this.area.replaceChildren(title, status.element, loading);
    scrollTo(0, 0);
    let shown;
    try {
      shown = await this.ask("drill_show", { drill });
    } catch {
      return;               // the status says why, with "Try again"
    } finally {
      status.stop();
    }
    if (this.current !== state) return;       // another drill was opened meanwhile
    if (!shown.ok) {
      const problem = el("p", "drills__notice", shown.message);
      problem.setAttribute("role", "alert");
      this.area.replaceChildren(title, problem, this.controls({ id: drill.id, broken: true }));
      this.area.querySelector(".drill__show")?.remove();
      return;
    }
    state.shown = shown;
    const question = el("p", "drill__question", fill(t.question, { card: shown.played_label }));
    const seat = el("p", "drill__seat", fill(t.you_are, { seat: shown.seat }));
    state.position = el("div", "drill__position");
    state.feedback = el("div", "drill__feedback");
    state.feedback.setAttribute("role", "status");
    this.drawTable(state);
    const parts = [title, question, seat, state.position, el("p", "drill__how", t.pick_card)];
    const marriages = shown.plays.filter((play) => !play.card);
    if (marriages.length) {
      const row = el("p", "drill__marriages");
      row.append(`${t.marriage_choices} `);
      for (const play of marriages) row.append(button(play.label, () => this.answer(state, play.action), "drill__choice"), " ");
      parts.push(row);
    }
    this.area.replaceChildren(...parts, state.feedback, this.controls(state));
  }

  // The table as the seat saw it; at a lead, the trick just won lies apart, under the table,
  // so that the middle is clear for the card to lead (as a real table gathers it).
  drawTable(state, chosen = null) {
    const { shown } = state;
    let model = shown.table;
    let last = null;
    if (model.center.kind === "last-trick") {
      last = el("details", "drill__last-trick");
      last.open = true;
      last.append(el("summary", "", fill(this.t.trick_won_by, { seat: model.center.winner })),
        trickElement(model.center.cards, model, this.ctx, model.center.winner));
      model = { ...model, center: { kind: "empty", cards: [], winner: null } };
    }
    const cards = new Set(shown.plays.filter((play) => play.card).map((play) => play.card));
    const pick = state.done ? null : { seat: shown.seat, legalCards: cards, onlyLegal: true,
      onPick: (card) => this.answer(state, `${shown.seat} play ${card}`) };
    const table = tableElement(model, this.ctx, pick);
    table.classList.add("drill__table", "play__table");     // drawn as at the Play page
    if (chosen) {             // the right card, named as the table names it (no longer a button)
      const name = this.labels.names[chosen];
      [...table.querySelectorAll(".deal-seat--bottom .card, .deal-indicator .card")]
        .find((node) => node.getAttribute("aria-label")?.startsWith(name))?.classList.add("is-chosen");
    }
    state.position.replaceChildren(factsElement(shown.table, this.ctx), table, ...(last ? [last] : []));
  }

  async answer(state, action) {
    if (state.busy || state.done) return;
    state.busy = true;
    let said;
    try {
      said = await this.ask("drill_answer", { drill: state.entry.drill, action });
    } catch {
      return;
    } finally {
      state.busy = false;
    }
    if (this.current !== state) return;
    if (!said.ok) return this.problem(state, said.message);
    const t = this.t;
    const first = !state.answered;
    state.answered = true;
    if (!said.right) state.missed = true;
    this.record(state.id, said.right && !state.viewed);
    if (said.right && first && !state.viewed) this.cleared(state.id);
    const parts = [el("p", said.right ? "drill__right" : "drill__wrong", said.right ? t.right : t.wrong),
      el("p", "drill__why", said.line)];
    if (said.right && state.viewed) parts.push(el("p", "drill__viewed", t.answer_viewed));
    if (!said.right) parts.push(el("p", "drill__again", t.try_again));
    state.feedback.replaceChildren(...parts);
    this.ruleLine(state.feedback, said.rule);
    if (said.right) {
      state.done = true;
      this.area.querySelector(".drill__show")?.remove();      // the answer comes now
      for (const choice of this.area.querySelectorAll(".drill__choice")) choice.disabled = true;
      this.drawTable(state, action.split(" ")[2]);
      await this.solution(state, false);
    }
  }

  // The answer: the best card by what the seat knew, in one sentence, and every card accepted.
  // Asked for before a right answer, it counts as a miss, and says so.
  async solution(state, asked = true) {
    if (state.busy) return;
    let shown;
    try {
      shown = await this.ask("drill_solution", { drill: state.entry.drill });
    } catch {
      return;
    }
    if (this.current !== state) return;
    if (!shown.ok) return this.problem(state, shown.message);
    const t = this.t;
    const box = el("div", "drill__solution");
    if (asked) {
      if (!state.viewed && !(state.answered && !state.missed)) {
        state.viewed = true;
        this.record(state.id, false);
        box.append(el("p", "drill__viewed", t.answer_viewed));
      }
      box.append(el("p", "drill__why", shown.line));
    }
    box.append(el("p", "drill__accepted", fill(t.accepted, { cards: shown.labels.join(", ") })));
    state.feedback.querySelector(".drill__solution")?.remove();
    state.feedback.append(box);
    if (asked && !state.feedback.querySelector(".drill__rule")) this.ruleLine(state.feedback, shown.rule);
  }

  ruleLine(box, rule) {
    if (!rule) return;
    const line = el("p", "drill__rule", `${this.t.rule} `);
    box.append(line);
    ruleHref(this.root, rule).then((href) => {
      if (!href) return line.append(rule);
      const link = el("a", "drill__rule-link", rule);
      link.href = href;
      line.append(link);
    });
  }

  problem(state, message) {
    const line = el("p", "drills__notice", message);
    line.setAttribute("role", "alert");
    state.feedback.replaceChildren(line);
  }
}

for (const root of document.querySelectorAll("section.drills")) new MyDrills(root).start();
