// One lesson of the course, a task at a time: the task's text and table (drawn from the
// reader's seat by the site's one table, ../viewer/table.js), the way to answer that fits its
// kind — a card of the hand, a card of the trick, every card that may be played, a call, a
// seat, a number, a Caps order —, the engine's verdict (asked in the browser: the page holds
// no answer), and what a right answer opens (./lock.js): its sentence, what happened next, the
// next task. Wrong answers cost stars; the lesson's end offers the next one.
import { askEngine, startEngine, EngineUnavailable } from "../engine-client.js";
import { engineStatus } from "../engine-status.js";
import { Announcer } from "../announcer.js";
import { factsElement, tableElement } from "../viewer/table.js";
import { button, el, fill } from "../dom.js";
import { setUpAnswer } from "./answer-inputs.js";
import { unlock } from "./lock.js";
import { MAX_STARS, starsFor } from "./progress.js";

export const starsText = (n) => "★".repeat(n) + "☆".repeat(MAX_STARS - n);

export class Lesson {
  // `course`: the page (./page.js); `data`: the lesson's file (tutorials/course.py, `build`).
  constructor(course, data) {
    this.course = course;
    this.data = data;
    this.t = course.texts;
    this.ctx = { labels: course.labels, texts: course.texts };
    this.root = course.player;
    this.task = null;
    this.busy = false;
    this.next = null;          // what the N key does now, if anything
  }

  entry() {
    return this.course.entry(this.data.id);
  }

  // Start where the reader stopped: each answer kept opens the task after it.
  start() {
    startEngine();             // it loads while the reader reads the first task
    const entry = this.entry();
    let task = this.data.first;
    let index = 0;
    for (const key of entry.answers) {
      const opened = index < this.data.locks.length ? unlock(this.data.locks[index], key) : null;
      if (!opened || !opened.next) {          // the lesson changed since: start it again
        this.course.update(this.data.id, { answers: [], mistakes: 0 });
        task = this.data.first;
        break;
      }
      task = opened.next;
      index += 1;
    }
    this.course.update(this.data.id, {}, true);
    this.show(task);
  }

  show(task) {
    this.task = task;
    this.busy = false;
    this.next = null;
    const t = this.t;
    const lesson = this.data;
    const box = el("article", "course-lesson");
    box.dataset.task = String(task.n);
    box.dataset.kind = task.kind;
    const header = el("header", "course-lesson__header");
    header.append(el("p", "course-lesson__count",
      `${fill(t.lesson_n, { n: this.course.byId.get(lesson.id).index + 1 })} · ${fill(t.task_n, { n: task.n, total: task.total })}`));
    const title = el("h2", "course-lesson__title", lesson.title);
    title.tabIndex = -1;
    header.append(title);
    box.append(header);
    if (task.n === 1 && lesson.intro) box.append(el("p", "course-lesson__intro", lesson.intro));
    if (task.lines.length) {
      const lines = el("details", "course-lesson__lines");
      lines.open = task.lines.length <= 4;
      lines.append(el("summary", "", `${t.what_happened} (${task.lines.length})`));
      const list = el("ul");
      for (const line of task.lines) list.append(el("li", "", line));
      lines.append(list);
      box.append(lines);
    }
    box.append(el("p", "course-lesson__text", task.text));
    this.position = el("div", "course-lesson__position");
    box.append(this.position);
    const prompt = el("p", "course-lesson__prompt");
    prompt.append(el("strong", "", task.prompt));
    box.append(prompt);
    // How to answer, unless the prompt already says it.
    if (t[`how_${task.kind}`] !== task.prompt) box.append(el("p", "course-lesson__how", t[`how_${task.kind}`]));
    this.area = el("div", "course-lesson__answer");
    box.append(this.area);
    this.feedback = el("div", "course-lesson__feedback");
    box.append(this.feedback);
    this.status = engineStatus(t, this.course.lang, { onRetry: () => {} });
    box.append(this.status.element);
    box.append(this.rulesLine(task.rules));
    const nav = el("p", "course-lesson__nav");
    nav.append(button(t.map, () => this.course.toMap(), "course-lesson__map md-button"));
    box.append(nav, el("p", "course-lesson__keys", t.keys_help));
    this.root.replaceChildren(box);
    this.announcer = new Announcer(box, "course-lesson__announcer");
    this.setUpAnswer();
    title.focus({ preventScroll: true });
    box.scrollIntoView({ block: "start" });
  }

  rulesLine(rules) {
    const line = el("p", "course-lesson__rules");
    line.append(`${this.t.rules} `);
    rules.forEach((rule, i) => {
      const link = el("a", "rule-link", rule);
      link.href = this.course.ruleHref(rule);
      line.append(link, i + 1 < rules.length ? ", " : "");
    });
    return line;
  }

  // The table, drawn again as the answer is built: `pick` as ../viewer/table.js reads it.
  draw(pick = null, after = null) {
    const model = this.task.table;
    const table = tableElement(model, this.ctx, pick);
    table.classList.add("course-lesson__table");
    const facts = factsElement(after ? { ...model, facts: after } : model, this.ctx);
    this.position.replaceChildren(table, facts);
    return table;
  }

  setUpAnswer() {
    setUpAnswer(this);
  }

  say(...parts) {
    this.feedback.replaceChildren(...parts);
  }

  controls(disabled) {
    for (const node of this.root.querySelectorAll(".course-lesson__answer button, .course-lesson__answer input, .course-lesson__position button")) {
      node.disabled = disabled;
    }
  }

  // Ask the engine; a right answer opens what follows it.
  async answer(value) {
    if (this.busy) return;
    this.busy = true;
    // A choice button pressed (a call, a seat, a fact) is marked if the answer is wrong.
    this.pressed = [...this.area.querySelectorAll(".course-lesson__choice")]
      .find((node) => node.dataset.call === value || node.dataset.seat === value || node.dataset.fact === value) || null;
    this.controls(true);
    const t = this.t;
    const task = this.task;
    const checking = el("p", "course-lesson__checking", t.checking);
    this.say(checking);
    let reply;
    try {
      reply = await askEngine("course_check", { lang: this.course.lang, scenario: this.data.scenario,
        actions: task.engine.actions, task: task.engine.task, answer: value });
    } catch (error) {
      this.busy = false;
      this.controls(false);
      this.say();               // the engine's status says what went wrong, with "Try again"
      if (!(error instanceof EngineUnavailable)) throw error;
      return;
    }
    if (this.task !== task) return;
    if (!reply.ok) return this.broken(reply.message);
    if (reply.right) this.right(reply.key);
    else this.wrong(reply);
  }

  broken(message) {
    this.busy = false;
    this.controls(false);
    const line = el("p", "course-lesson__broken", fill(this.t.broken, { message }));
    line.setAttribute("role", "alert");
    this.say(line);
  }

  verdict(right, sentence) {
    const line = el("p", `course-lesson__verdict ${right ? "is-right" : "is-wrong"}`);
    line.append(el("strong", "", right ? this.t.right : this.t.wrong), " ", sentence);
    return line;
  }

  wrong(reply) {
    const t = this.t;
    const entry = this.entry();
    this.course.update(this.data.id, { mistakes: entry.mistakes + 1 });
    const parts = [this.verdict(false, this.task.wrong)];
    for (const refusal of reply.refusals) {
      const line = el("p", "course-lesson__refusal", `${t.refused} ${refusal.message}`);
      if (refusal.rule) {
        const link = el("a", "rule-link", refusal.rule);
        link.href = this.course.ruleHref(refusal.rule);
        line.append(" (", link, ")");
      }
      parts.push(line);
    }
    parts.push(el("p", "course-lesson__try", t.try_again));
    this.say(...parts);
    this.announcer.say([t.wrong, this.task.wrong, ...reply.refusals.map((r) => r.message), t.try_again]);
    this.busy = false;
    this.controls(false);
    if (this.pressed) {
      this.pressed.classList.add("is-wrong");
      this.pressed.disabled = true;
    }
  }

  right(key) {
    const t = this.t;
    const task = this.task;
    const opened = unlock(this.data.locks[task.n - 1], key);
    if (!opened) return this.broken(key);
    const entry = this.entry();
    const answers = [...entry.answers, key];
    const parts = [this.verdict(true, opened.right)];
    if (opened.lines.length) {
      const list = el("ul", "course-lesson__after");
      for (const line of opened.lines) list.append(el("li", "", line));
      parts.push(list);
    }
    if (opened.facts_after) this.draw(null, opened.facts_after);
    else this.controls(true);
    const go = el("p", "course-lesson__go");
    let next;
    if (opened.next) {
      this.course.update(this.data.id, { answers });
      next = button(t.next_task, () => this.show(opened.next), "course-lesson__next md-button md-button--primary");
    } else {
      const earned = starsFor(entry.mistakes);
      this.course.finish(this.data.id, earned);
      next = button(t.finish, () => this.end(earned), "course-lesson__next md-button md-button--primary");
    }
    go.append(next);
    parts.push(go);
    this.say(...parts);
    this.announcer.say([t.right, opened.right, ...opened.lines]);
    this.next = () => next.click();
    next.focus({ preventScroll: true });
  }

  // The lesson's end: the stars it earned, and the next lesson (or the course's last step).
  end(earned) {
    const t = this.t;
    this.next = null;
    const box = el("article", "course-lesson course-lesson--end");
    const title = el("h2", "course-lesson__title", `${this.data.title} — ${t.lesson_done}`);
    title.tabIndex = -1;
    const stars = el("p", "course-lesson__stars", starsText(earned));
    stars.setAttribute("role", "img");
    stars.setAttribute("aria-label", fill(t.stars, { n: earned }));
    box.append(title, stars, el("p", "course-lesson__earned", fill(t.earned, { n: earned })),
      el("p", "course-lesson__earned-note", t.earned_note));
    const go = el("p", "course-lesson__go");
    const following = this.course.after(this.data.id);
    let first;
    if (following) {
      first = button(fill(t.next_lesson, { title: following.title }), () => this.course.open(following.id, true),
        "course-lesson__next-lesson md-button md-button--primary");
      go.append(first, " ");
    } else {
      go.append(el("span", "course-lesson__final", `${t.final_step}: `));
      for (const final of this.course.finals) {
        const link = el("a", "course-lesson__final-link md-button md-button--primary", final.title);
        link.href = final.href;
        first = first || link;
        go.append(link, " ");
      }
    }
    go.append(button(t.redo, () => this.course.open(this.data.id, true), "course-lesson__redo md-button"), " ",
      button(t.map, () => this.course.toMap(), "course-lesson__map md-button"));
    box.append(go);
    this.root.replaceChildren(box);
    this.announcer = new Announcer(box, "course-lesson__announcer");
    this.next = () => first.click();
    title.focus({ preventScroll: true });
    box.scrollIntoView({ block: "start" });
  }

  key(name) {
    if ((name === "n" || name === "N") && this.next) {
      this.next();
      return true;
    }
    return false;
  }
}
