// The puzzles page: the list with its filters, start buttons and puzzle of the day, progress
// (./progress.js), and one puzzle open at a time (./puzzle.js), its file fetched when opened.
// The page holds the list; a puzzle's position, question and hints are in a file of its own
// beside the page (`<id>.html`, hooks/puzzles.py), its solution in another (`<id>.answer.html`).
import { el, fill } from "../dom.js";
import { registerKeys } from "../keys.js";
import { showPuzzle } from "./puzzle.js";
import { RETRY_STORE, dailyIndex, loadProgress, saveProgress } from "./progress.js";
import { RetryQueue } from "../retry-queue.js";
import { loadDrills } from "../drills/store.js";
import { download, importFile, progressFile } from "../drills/transfer.js";

export class Puzzles {
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
    this.retry = new RetryQueue(RETRY_STORE, new Set(this.byId.keys()));
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
    registerKeys({ root: this.root, key: (name) => this.key(name) });
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
    const drills = this.root.querySelector(".puzzles__drills");
    if (drills) drills.textContent = fill(t.drills_link, { n: loadDrills().entries.length });
  }

  // One answer to puzzle `id`: right (solved) or missed. A missed puzzle joins the retry queue;
  // every answer to another puzzle brings the queued ones one step nearer.
  record(id, solved) {
    const entry = this.progress[id] || { solved: false, attempts: 0 };
    entry.attempts += 1;
    entry.solved = entry.solved || solved;
    this.progress[id] = entry;
    saveProgress(this.progress);
    this.retry.countDown(id, this.current);
    if (!solved) this.retry.missed(id);
    this.updateIndex();
  }

  // A missed puzzle answered right at its first answer of a visit leaves the queue.
  cleared(id) {
    this.retry.remove(id);
    this.updateIndex();
  }

  retryMissed() {
    const target = this.retry.next(this.current?.item.id);
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
    this.retry.clear();
    saveProgress(this.progress);
    this.updateIndex();
  }

  // The progress file holds the puzzles' progress and the reader's drills (../drills/).
  exportProgress() {
    download(progressFile(this.progress));
  }

  async importProgress(event) {
    const file = event.target.files[0];
    if (!file) return;
    let imported;
    try {
      imported = importFile(await file.text(), new Set(this.byId.keys()), this.progress);
    } catch {
      imported = { problem: "import_bad" };
    }
    const status = this.root.querySelector(".puzzles__progress");
    event.target.value = "";
    if (imported.problem) {
      status.textContent = this.texts[imported.problem];
      return;
    }
    this.progress = imported.progress;
    this.updateIndex();
    const drills = imported.drills ? ` ${fill(this.texts.import_drills, { n: imported.drills.added })}` : "";
    status.textContent = `${fill(this.texts.import_done, imported.puzzles)}${drills} ${status.textContent}`;
  }

  // N and H belong to the open puzzle, also while its file is still on its way (else N would
  // reach Material's "next page"), wherever the focus is.
  key(name) {
    if (!this.root.classList.contains("has-current")) return false;
    if (name === "n" || name === "N") this.next();
    else if (name === "h" || name === "H") this.current?.hint?.();
    else return false;
    return true;
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

  // The puzzle's files, fetched once: its markup takes the place of the title in the list; its
  // answer file (`<id>.answer.html`: the solution and the data answers are checked against) is
  // kept aside, out of the page, until the reader answers or asks for the solution (issue #24).
  // null if they could not be fetched (said in place).
  load(id) {
    if (!this.loaded.has(id)) this.loaded.set(id, this.fetchPuzzle(id));
    return this.loaded.get(id);
  }

  async fetchPuzzle(id) {
    const node = this.root.querySelector(`#puzzle-${CSS.escape(id)}`);
    const src = new URL(node.dataset.src, location.href);
    const read = async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(response.status);
      return new DOMParser().parseFromString(await response.text(), "text/html");
    };
    let doc, answers;
    try {
      [doc, answers] = await Promise.all([read(src), read(new URL(src.pathname.replace(/\.html$/, ".answer.html"), src))]);
    } catch {
      this.loaded.delete(id);             // opened again, it is fetched again
      const failed = el("p", "puzzle__load-failed", this.texts.load_failed);
      failed.setAttribute("role", "alert");
      node.querySelector(".puzzle__load-failed")?.remove();
      node.append(failed);
      return null;
    }
    const whole = doc.querySelector("li.puzzle");
    whole.querySelector(".puzzle__solution-link")?.remove();   // the page shows it when due
    node.replaceChildren(...document.importNode(whole, true).childNodes);
    return { ...this.byId.get(id), ...JSON.parse(doc.querySelector(".puzzle__data").textContent),
             ...JSON.parse(answers.querySelector(".puzzle__answer-data").textContent),
             solution: answers.querySelector(".puzzle__solution"),
             reasons: answers.querySelector("template.puzzle__reasons") };
  }

  next() {
    const openId = this.current?.item.id ?? (this.root.classList.contains("has-current") ? this.wanted : undefined);
    const due = this.retry.due(openId);
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

  show(item) {
    showPuzzle(this, item);
  }
}
