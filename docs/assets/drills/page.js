// "My drills" (#27): the reader's costliest cards from their deals at the practice table, each a
// position to answer with a card. The list is read from this browser (./store.js); a drill
// opened (#drill-<id>) is drawn from its seat's view and answered through the rules engine in
// the browser (engine/app/drills.py behind engine/app/browser.py: drill_show, drill_answer,
// drill_solution), which checks the drill before it answers. A missed drill (a wrong first
// answer, or the answer shown) comes back after two others, as a missed puzzle does.
import { button, el, fill } from "../dom.js";
import { registerKeys } from "../keys.js";
import { openDrill, solution } from "./drill.js";
import { CAP, RETRY, loadDrills, saveDrills } from "./store.js";
import { RetryQueue } from "../retry-queue.js";
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
    this.retry = new RetryQueue(RETRY, new Set(entries.map((entry) => entry.drill.id)));
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
    this.retry.save();
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
    this.retry.countDown(id, this.current);
    if (!solved) this.retry.missed(id);
    this.save();
  }

  // A missed drill answered right at its first answer of a visit leaves the queue.
  cleared(id) {
    this.retry.remove(id);
    this.save();
  }

  // The next drill: a missed one that is due, else the next not solved in the list's order.
  next(fromStart = false) {
    const openId = fromStart ? null : this.current?.id ?? null;
    const due = this.retry.due(openId);
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
    const target = this.retry.next(openId);
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
    this.retry.remove(id);
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
    this.retry.reload(new Set(this.entries.map((entry) => entry.drill.id)));
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
    if (state) bar.append(button(t.show_answer, () => solution(this, state), "drill__show md-button"));
    if (this.entries.length > (state ? 1 : 0)) bar.append(button(t.next, () => this.next(), "drill__next md-button md-button--primary"));
    bar.append(button(t.index, () => this.backToIndex(), "drill__index md-button"));
    if (state) bar.append(button(t.remove, () => this.remove(state.id), "drill__remove md-button"));
    return bar;
  }

  open(entry) {
    return openDrill(this, entry);
  }
}

for (const root of document.querySelectorAll("section.drills")) new MyDrills(root).start();
