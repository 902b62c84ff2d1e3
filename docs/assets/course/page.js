// The course's page (`/learn/304/`, `/learn/501/`): the map of lessons with the reader's stars
// and where they stopped, "Continue", progress export and import (./progress.js), and one lesson
// open at a time (./lesson.js), its file fetched when it is opened (`<id>.json`, beside the
// page). The address says which lesson is open: `#lesson-<id>`.
import { el, fill } from "../dom.js";
import { registerKeys } from "../keys.js";
import { Lesson, starsText } from "./lesson.js";
import {
  MAX_STARS, STORE, emptyEntry, importedProgress, loadProgress, mergeProgress, saveProgress,
} from "./progress.js";

export class Course {
  constructor(root) {
    this.root = root;
    this.lang = root.dataset.lang;
    this.texts = JSON.parse(root.dataset.texts);
    this.labels = JSON.parse(root.dataset.labels);
    const data = JSON.parse(root.querySelector(".course__data").textContent);
    this.game = data.game;
    this.items = data.lessons;
    this.finals = data.finals;
    this.byId = new Map(this.items.map((item, index) => [item.id, { ...item, index }]));
    const { progress, damaged } = loadProgress();
    this.progress = progress;
    this.damaged = damaged;
    this.loaded = new Map();       // id -> a promise of the lesson's file
    this.player = root.querySelector(".course__lesson");
    this.lesson = null;
    // Where each rule is stated: the page's links, pointed at the rules pages by the build.
    this.rules = new Map([...root.querySelector("template.course__rules").content.querySelectorAll("a[data-rule]")]
      .map((link) => [link.dataset.rule, link.getAttribute("href")]));
  }

  start() {
    const t = this.texts;
    this.root.classList.add("is-live");
    this.root.querySelector(".course__needs-script").hidden = true;
    this.root.querySelector(".course__bar").hidden = false;
    this.root.querySelector(".course__tools").hidden = false;
    if (this.damaged) {
      const notice = el("p", "course__notice", t.store_bad);
      notice.setAttribute("role", "status");
      this.root.querySelector(".course__bar").after(notice);
    }
    this.root.querySelector(".course__continue").addEventListener("click", () => this.continue());
    this.root.querySelector(".course__reset").addEventListener("click", () => this.reset());
    this.root.querySelector(".course__export").addEventListener("click", () => this.exportProgress());
    this.root.querySelector(".course__import").addEventListener("change", (event) => this.importProgress(event));
    addEventListener("hashchange", () => this.showFromHash());
    registerKeys({ root: this.root, key: (name) => (this.lesson ? this.lesson.key(name) : false) });
    this.updateMap();
    this.showFromHash();
  }

  ruleHref(rule) {
    return this.rules.get(rule) || "#";
  }

  entry(id) {
    return this.progress.lessons[id] || emptyEntry();
  }

  // Change lesson `id`'s entry (and, with `current`, make it the lesson last worked on).
  update(id, changes, current = false) {
    this.progress.lessons[id] = { ...this.entry(id), ...changes };
    if (current) this.progress.last[this.game] = id;
    saveProgress(this.progress);
    this.updateMap();
  }

  // A lesson finished with `earned` stars: the best stars are kept; the next run starts anew.
  finish(id, earned) {
    const entry = this.entry(id);
    this.update(id, { stars: Math.max(entry.stars, earned), done: true, answers: [], mistakes: 0 }, true);
  }

  after(id) {
    const index = this.byId.get(id).index;
    return this.items[index + 1] || null;
  }

  // Where "Continue" goes: the lesson under way last worked on, else the first one not done
  // after it, else the first one not done; null when every lesson is done.
  target() {
    const last = this.progress.last[this.game];
    if (last && this.byId.has(last) && this.entry(last).answers.length) return this.byId.get(last);
    const start = last && this.byId.has(last) ? this.byId.get(last).index : 0;
    const order = [...this.items.slice(start), ...this.items.slice(0, start)];
    return order.find((item) => !this.entry(item.id).done) || null;
  }

  continue() {
    const target = this.target() || this.items[0];
    this.open(target.id);
  }

  updateMap() {
    const t = this.texts;
    let done = 0;
    let stars = 0;
    for (const stop of this.root.querySelectorAll(".course__stop[data-id]")) {
      const item = this.byId.get(stop.dataset.id);
      const entry = this.entry(item.id);
      done += entry.done ? 1 : 0;
      stars += entry.stars;
      const shown = stop.querySelector(".course__stars");
      shown.textContent = starsText(entry.stars);
      shown.setAttribute("role", "img");
      shown.setAttribute("aria-label", fill(t.stars, { n: entry.stars }));
      stop.querySelector(".course__status").textContent = entry.answers.length
        ? fill(t.status_at, { n: entry.answers.length + 1, total: item.tasks })
        : entry.done ? t.status_done : t.status_new;
      stop.classList.toggle("is-done", entry.done);
      stop.classList.toggle("is-under-way", entry.answers.length > 0);
    }
    this.root.querySelector(".course__progress").textContent = fill(t.progress,
      { done, total: this.items.length, stars, max: this.items.length * MAX_STARS });
    const target = this.target();
    const started = Object.keys(this.progress.lessons).some((id) => this.byId.has(id));
    this.root.querySelector(".course__continue").textContent = !target ? t.again
      : started ? fill(t.continue, { title: target.title }) : t.start;
  }

  showFromHash() {
    const match = /^#lesson-(.+)$/.exec(location.hash);
    const id = match && this.byId.has(match[1]) ? match[1] : null;
    if (id) this.show(id);
    else this.close();
  }

  // Open lesson `id` (its address in the history), from where the reader stopped; `fresh`:
  // from its first task.
  open(id, fresh = false) {
    if (fresh) this.update(id, { answers: [], mistakes: 0 });
    if (location.hash === `#lesson-${id}`) this.show(id);
    else location.hash = `#lesson-${id}`;
  }

  async show(id) {
    this.wanted = id;
    this.root.classList.add("has-current");
    this.root.querySelector(".course__map").hidden = true;
    this.root.querySelector(".course__bar").hidden = true;
    this.player.hidden = false;
    const data = await this.load(id);
    if (!data || this.wanted !== id) return;
    this.lesson = new Lesson(this, data);
    this.lesson.start();
  }

  close() {
    this.wanted = null;
    this.lesson = null;
    this.root.classList.remove("has-current");
    this.player.hidden = true;
    this.player.replaceChildren();
    this.root.querySelector(".course__map").hidden = false;
    this.root.querySelector(".course__bar").hidden = false;
    this.updateMap();
  }

  toMap() {
    history.pushState(null, "", location.pathname);
    this.close();
    this.root.scrollIntoView({ block: "start" });
    this.root.querySelector(".course__continue").focus({ preventScroll: true });
  }

  load(id) {
    if (!this.loaded.has(id)) this.loaded.set(id, this.fetchLesson(id));
    return this.loaded.get(id);
  }

  async fetchLesson(id) {
    const stop = this.root.querySelector(`.course__stop[data-id="${CSS.escape(id)}"]`);
    try {
      const response = await fetch(new URL(stop.dataset.src, location.href));
      if (!response.ok) throw new Error(response.status);
      return await response.json();
    } catch {
      this.loaded.delete(id);
      const failed = el("p", "course__load-failed", this.texts.load_failed);
      failed.setAttribute("role", "alert");
      this.player.replaceChildren(failed);
      return null;
    }
  }

  reset() {
    if (!confirm(this.texts.reset_confirm)) return;
    this.progress = { lessons: {}, last: {} };
    saveProgress(this.progress);
    this.updateMap();
  }

  exportProgress() {
    const data = JSON.stringify({ format: STORE, ...this.progress }, null, 1);
    const link = el("a");
    link.href = URL.createObjectURL(new Blob([data], { type: "application/json" }));
    link.download = "course-progress.json";
    document.body.append(link);
    link.click();
    link.remove();
  }

  async importProgress(event) {
    const file = event.target.files[0];
    if (!file) return;
    let imported;
    try {
      imported = importedProgress(JSON.parse(await file.text()), this.allIds());
    } catch {
      imported = { problem: "import_bad" };
    }
    event.target.value = "";
    const status = this.root.querySelector(".course__progress");
    if (imported.problem) {
      status.textContent = this.texts[imported.problem];
      return;
    }
    const merged = mergeProgress(this.progress, imported.progress);
    this.progress = merged.progress;
    saveProgress(this.progress);
    this.updateMap();
    status.textContent = `${fill(this.texts.import_done, merged)} ${status.textContent}`;
  }

  // Every lesson of both courses may be in a file (the progress is one for both games): an
  // import keeps those of the other game as they are (ids start with the game's name).
  allIds() {
    const ids = new Set(this.items.map((item) => item.id));
    return { has: (id) => ids.has(id) || /^(304|501)-[a-z0-9-]+$/.test(id) };
  }
}
