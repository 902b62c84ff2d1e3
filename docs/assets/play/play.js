// The practice table: the reader plays one seat against bots, through the engine in its Web
// Worker (engine/practice.py behind engine/browser.py). The page draws only what the engine's
// answer says the reader's seat sees (`view`, `frames`); the match itself (`state`) is kept in
// localStorage and sent back with every request, never read here.
//
// Modules: storage.js (what the browser keeps), choices.js (bids, contracts, gives, calls),
// review.js (the review of a deal, its link, playing on from a card). The table itself is the
// worked-example viewer's (../viewer/table.js), so both look and read alike.
import { factsElement, tableElement, trickElement } from "../viewer/table.js";
import { askEngine, engineReady } from "../engine-client.js";
import { engineStatus } from "../engine-status.js";
import { button, el, fill } from "../dom.js";
import { ruleHref } from "../rule-anchors.js";
import { capsOrderElement, choicesElement } from "./choices.js";
import { Review } from "./review.js";
import { clearMatch, loadMatch, loadSettings, saveMatch, saveSettings } from "./storage.js";

// Pause before each bot action, by speed setting (a person can follow each card).
const DELAYS = { slow: 1800, normal: 900, fast: 300 };
// The bots' thinking budget (engine.bots: a deterministic sample count derived from it).
const BUDGET_MS = 400;
const LOG_LINES = 40;

// A fragment as typed or pasted: percent-escapes undone where they are well formed (a broken
// one is left for the engine to refuse in words).
const decoded = (text) => { try { return decodeURIComponent(text); } catch { return text; } };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const settingsOf = (form) => ({
  game: form.elements.game.value,
  seat: form.elements.seat.value,
  variant: form.elements.variant.value,
  players: Number(form.elements.players.value),
  level: form.elements.level.value,
  speed: form.elements.speed.value,
  coach: { hint: form.elements.coach_hint.checked, caps: form.elements.coach_caps.checked,
    undo: form.elements.coach_undo.checked },
});

export class Table {
  constructor(root) {
    this.root = root;
    this.lang = root.dataset.lang;
    this.ctx = { texts: JSON.parse(root.dataset.texts), labels: JSON.parse(root.dataset.labels) };
    this.form = root.querySelector(".play__setup");
    this.live = root.querySelector(".play__live");
    this.announcer = root.querySelector(".play__announcer");
    this.state = null;       // the match (or a line of one's own from the review)
    this.answer = null;      // the engine's last answer: {view, frames}
    this.log = [];           // the frames so far in this deal, as the reader's seat saw them
    this.refused = null;
    this.hintLine = null;
    this.busy = false;
    this.run = 0;            // bumped to stop a running bot loop
    this.saved = null;       // the match, while the reader plays a line of their own
    this.settings = { speed: "normal", coach: { hint: true, caps: true, undo: true }, ...(loadSettings() || {}) };
    this.status = engineStatus(this.ctx.texts, this.lang, { onRetry: () => this.start() });
    root.prepend(this.status.element);
  }

  get t() { return this.ctx.texts; }
  get delay() { return globalThis.playTestDelayMs ?? DELAYS[this.settings.speed] ?? DELAYS.normal; }
  get budget() { return globalThis.playTestBudgetMs ?? BUDGET_MS; }
  // The coach (hint and review) weighs with the engine's own budget, the same for every reader,
  // so that a hint and the review of that moment agree; only the tests ask for a smaller one.
  get coachBudget() {
    return globalThis.playTestBudgetMs === undefined ? {} : { budget_ms: globalThis.playTestBudgetMs };
  }

  // ------------------------------------------------------------------ talking to the engine
  async ask(fn, request) {
    await engineReady();
    return askEngine(fn, { lang: this.lang, coach: this.settings.coach.caps, ...request });
  }

  async start() {
    this.setupForm();
    if (location.hash.startsWith("#deal=")) return this.openLink(location.hash.slice(1));
    const kept = loadMatch();
    if (!kept) return this.showSetup();
    this.showMessage(this.t.engine_needed);
    try {
      const answer = await this.ask("practice_show", { state: kept });
      if (!answer.ok) return this.showSetup(answer.message);
      this.take(answer, { restore: true });
    } catch {
      return;   // the status bar says why, with "Try again"
    }
    this.continue();
  }

  // ------------------------------------------------------------------ the settings form ----
  setupForm() {
    if (this.formReady) return;
    this.formReady = true;
    const form = this.form;
    const saved = this.settings;
    for (const name of ["game", "seat", "variant", "players", "level", "speed"]) {
      if (saved[name] !== undefined && form.elements[name]) form.elements[name].value = String(saved[name]);
    }
    form.elements.coach_hint.checked = saved.coach.hint;
    form.elements.coach_caps.checked = saved.coach.caps;
    form.elements.coach_undo.checked = saved.coach.undo;
    const follow = () => {
      const game = form.elements.game.value;
      for (const node of form.querySelectorAll("[data-game]")) node.hidden = node.dataset.game !== game;
      // 501 with three: seats A, B, C; with four (the dealer sitting out) and in 304: A to D.
      const four = game === "304" || form.elements.players.value === "4";
      const d = form.elements.seat.querySelector('option[value="D"]');
      d.hidden = d.disabled = !four;
      if (!four && form.elements.seat.value === "D") form.elements.seat.value = "A";
    };
    form.addEventListener("change", () => {
      follow();
      this.settings = settingsOf(form);
      saveSettings(this.settings);
    });
    follow();
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.newMatch();
    });
  }

  showSetup(problem = null) {
    this.run++;
    this.live.hidden = false;
    this.live.replaceChildren();
    if (problem) {
      const line = el("p", "play__notice", problem);
      line.setAttribute("role", "alert");
      this.live.append(line);
    }
    this.form.hidden = false;
  }

  showMessage(text) {
    this.live.hidden = false;
    this.live.replaceChildren(el("p", "play__notice", text));
  }

  async newMatch() {
    this.settings = settingsOf(this.form);
    saveSettings(this.settings);
    const s = this.settings;
    const options = s.game === "304" ? (s.variant ? { variant: s.variant } : {}) : { players: s.players };
    const seed = Math.floor(Math.random() * 2 ** 31);
    this.form.querySelector(".play__start").disabled = true;
    this.showMessage(this.t.starting);
    try {
      const answer = await this.ask("practice_start", { game: s.game, seat: s.seat, level: s.level, options, seed });
      if (!answer.ok) return this.showSetup(answer.message);
      history.replaceState(null, "", location.pathname + location.search);
      this.form.hidden = true;
      this.log = [];
      this.take(answer);
      this.continue();
    } catch {
      // the status bar says why
    } finally {
      this.form.querySelector(".play__start").disabled = false;
    }
  }

  abandon() {
    if (!confirm(this.t.abandon_confirm)) return;
    this.run++;
    clearMatch();
    this.state = this.answer = this.saved = null;
    this.log = [];
    this.showSetup();
  }

  // ------------------------------------------------------------------ the match ------------
  // Keep the engine's answer: the state (saved unless it is a line of one's own), the view,
  // and the frames it narrates.
  take(answer, { restore = false } = {}) {
    if (restore) this.log = [];
    this.inReview = false;
    this.capsDraft = null;
    this.state = answer.state;
    this.answer = answer;
    this.refused = answer.refused || null;
    if (!answer.refused) this.hintLine = null;
    if (!this.state.branch) saveMatch(this.state);
    const frames = answer.frames || [];
    this.log.push(...frames);
    this.log = this.log.slice(-LOG_LINES);
    this.render();
    const said = frames.flatMap((frame) => [frame.title, ...frame.narration]);
    if (answer.refused) said.push(answer.refused.message);
    if (answer.view.yours) said.push(fill(this.t.your_turn, { seat: answer.view.seat }));
    if (answer.view.over) said.push(this.t.deal_over);
    this.announce(said);
  }

  // Let the bots play until it is the reader's turn or the deal is over.
  async continue() {
    const run = ++this.run;
    while (this.answer && run === this.run) {
      const view = this.answer.view;
      if (view.over || view.yours) return;
      // The coach's Caps warning out of turn holds the bots until the reader calls or plays on
      // without calling (once per deal): the call is due before the next lead (304-K4).
      if (this.capsHold(view)) return this.render();
      this.render();
      await sleep(this.delay);
      if (run !== this.run) return;
      let answer;
      try {
        answer = await this.ask("practice_bot", { state: this.state, budget_ms: this.budget });
      } catch {
        return;
      }
      if (run !== this.run) return;
      if (!answer.ok) return this.showProblem(answer);
      this.take(answer);
    }
  }

  // The deal in progress, as the hold remembers it (a branch played on from a review is another).
  get dealKey() { return `${this.state.seed}:${this.state.deals.length}:${this.state.branch}`; }

  capsHold(view) {
    return view.caps_warning && this.settings.coach.caps && !view.yours && this.capsPlayedOn !== this.dealKey;
  }

  playOnWithoutCaps() {
    this.capsPlayedOn = this.dealKey;
    this.continue();
  }

  showProblem(answer) {
    const line = el("p", "play__notice", answer.message);
    line.setAttribute("role", "alert");
    this.live.prepend(line);
    this.announce([answer.message]);
  }

  // The Caps order picker opens: the bots wait (a call is made before the next card, 304-K4).
  startCaps(entry) {
    this.run++;
    this.capsDraft = { cards: entry.action.split(" ").slice(2), order: [] };
    this.render();
    this.focusCaps();
  }

  focusCaps() {
    const box = this.live.querySelector(".play__caps-order");
    (box?.querySelector(".play__caps-card") || box?.querySelector(".play__caps-confirm"))?.focus();
  }

  // Whether the reader may send `action` now: on their turn, or a declaration out of turn.
  mayAct(action) {
    const view = this.answer?.view;
    if (!view) return false;
    if (view.yours) return true;
    const verb = action.split(" ")[1];
    return (view.declare || []).some((entry) => entry.action.split(" ")[1] === verb);
  }

  async act(action) {
    if (this.busy || !this.mayAct(action)) return;
    this.run++;              // a bot's reply under way is dropped: the reader spoke first
    this.busy = true;
    try {
      const answer = await this.ask("practice_act", { state: this.state, action });
      if (!answer.ok) return this.showProblem(answer);
      this.take(answer);
    } finally {
      this.busy = false;
    }
    this.continue();
  }

  async undo() {
    if (this.busy) return;
    this.busy = true;
    this.run++;
    try {
      const answer = await this.ask("practice_undo", { state: this.state });
      if (!answer.ok) return this.showProblem(answer);
      this.log = [];
      this.take(answer);
    } finally {
      this.busy = false;
    }
    this.continue();
  }

  async hint() {
    if (this.busy || !this.answer?.view.yours) return;
    this.busy = true;
    this.hintLine = this.t.hint_wait;
    this.render();
    try {
      const answer = await this.ask("practice_hint", { state: this.state, ...this.coachBudget });
      this.hintLine = answer.ok ? answer.line : answer.message;
      this.render();
      this.announce([this.hintLine]);
    } finally {
      this.busy = false;
    }
  }

  async nextDeal() {
    const answer = await this.ask("practice_next", { state: this.state });
    if (!answer.ok) return this.showProblem(answer);
    this.log = [];
    this.take(answer);
    this.continue();
  }

  // A line of one's own from the review: the match waits, saved as it was.
  playFrom(answer, review) {
    this.saved = this.saved || this.state;
    this.review = review;
    this.log = [];
    this.take(answer);
    this.continue();
  }

  async backToMatch() {
    this.run++;
    const state = this.saved || loadMatch();
    this.saved = null;
    this.review = null;
    if (!state) return this.showSetup();
    const answer = await this.ask("practice_show", { state });
    if (!answer.ok) return this.showSetup(answer.message);
    this.take(answer, { restore: true });
    this.continue();
  }

  // ------------------------------------------------------------------ drawing -------------
  header(view) {
    const t = this.t;
    const box = el("div", "play__header");
    const title = view.branch ? t.branch_note
      : `${fill(t.deal_number, { n: view.deal_number })} · ${view.game === "304" ? t.match_304 : t.game_501}`;
    box.append(el("p", "play__title", title));
    const tallies = view.game === "304"
      ? fill(t.tokens_line, { ac: view.tallies[0], bd: view.tallies[1] })
      : fill(t.scores_line, { scores: view.tallies.map((score, i) => `${"ABCD"[i]} ${score}`).join(" · ") });
    const who = [fill(t.you_are, { seat: view.seat })];
    if (view.game === "304") who.push(fill(t.partner_is, { seat: "ABCD"[("ABCD".indexOf(view.seat) + 2) % 4] }));
    box.append(el("p", "play__tallies", `${tallies}. ${who.join(" ")}`));
    if (!view.branch) box.append(el("p", "play__kept", t.resume_note));
    return box;
  }

  render() {
    if (!this.answer) return;
    const t = this.t;
    const { view } = this.answer;
    const parts = [this.header(view)];
    const turn = el("p", "play__turn");
    turn.setAttribute("role", "status");
    if (view.over) turn.textContent = t.deal_over;
    else if (view.yours) turn.textContent = fill(t.your_turn, { seat: view.seat });
    else if (this.capsHold(view)) turn.textContent = t.caps_held;
    else turn.textContent = fill(t.waiting, { seat: view.to_act });
    parts.push(turn);
    // What the table waits for, for styles and tests: the reader, the bots, or nobody.
    this.root.dataset.turn = view.over ? "over" : view.yours ? "yours" : "bots";
    if (view.caps_warning && this.settings.coach.caps) {
      const warn = el("p", "play__caps-warning", t.caps_warning);
      warn.setAttribute("role", "alert");
      if (this.capsHold(view)) {
        warn.append(" ", button(t.caps_play_on, () => this.playOnWithoutCaps(), "play__caps-play-on"));
      }
      parts.push(warn);
    }
    if (this.refused) {
      const line = el("p", "play__refused is-illegal");
      line.setAttribute("role", "alert");
      line.append(el("strong", "", t.refused), " ", this.refused.message);
      ruleHref(this.root, this.refused.rule).then((href) => {
        if (!href) return;
        const link = el("a", "play__rule", t.rule_link);
        link.href = href;
        line.append(" ", link);
      });
      parts.push(line);
    }
    parts.push(...this.tableParts(view));
    parts.push(this.coachBar(view));
    if (this.hintLine) parts.push(el("p", "play__hint", this.hintLine));
    if (view.over) parts.push(this.overPanel(view));
    parts.push(this.logElement());
    parts.push(el("p", "play__keys", t.keys_help));
    this.live.hidden = false;
    this.live.replaceChildren(...parts);
  }

  tableParts(view) {
    const seat = view.seat;
    const legal = view.yours ? view.legal : [];
    const legalCards = new Set(legal.filter((a) => a.card).map((a) => a.card));
    const gives = legal.filter((a) => a.action.split(" ")[1] === "give");
    let pick = null;
    if (gives.length) {
      pick = { seat, legalCards: new Set(gives.map((a) => a.action.split(" ")[3])), onlyLegal: true,
        onPick: (card) => { this.chosen = card; this.render(); } };
    } else if (legalCards.size) {
      // Every card of the hand is a button: one the rules refuse is explained, with its rule.
      pick = { seat, legalCards, onPick: (card) => this.act(`${seat} play ${card}`) };
    }
    const table = tableElement(view.table, this.ctx, pick);
    table.classList.add("play__table");
    if (this.chosen) table.querySelector(`button.card[data-card="${this.chosen}"]`)?.classList.add("is-chosen");
    const parts = [table, factsElement(view.table, this.ctx)];
    // Out of turn, the declarations open to the reader's seat (304: Caps, spoilt trumps, the
    // maker's opening before the lead): anyone may speak up at a table.
    const others = [...legal.filter((a) => !a.card && !gives.includes(a)), ...(view.yours ? [] : view.declare || [])];
    if (this.capsDraft) {
      parts.push(capsOrderElement({ draft: this.capsDraft, ctx: this.ctx,
        onChange: (order) => { this.capsDraft.order = order; this.render(); this.focusCaps(); },
        onCall: (order) => { this.capsDraft = null; this.act(`${seat} caps ${order.join(" ")}`); },
        onCancel: () => { this.capsDraft = null; this.render(); this.continue(); } }));
    } else if (others.length || gives.length) {
      parts.push(choicesElement({ seat, legal: others, gives, chosen: this.chosen, ctx: this.ctx,
        onAction: (action) => { this.chosen = null; this.act(action); },
        onCaps: (entry) => this.startCaps(entry) }));
    }
    if (view.table.previous_trick) {
      const box = el("details", "play__previous");
      box.append(el("summary", "", this.t.previous_trick), trickElement(view.table.previous_trick, view.table, this.ctx));
      parts.push(box);
    }
    return parts;
  }

  coachBar(view) {
    const t = this.t;
    const bar = el("div", "play__coach-bar");
    bar.setAttribute("role", "toolbar");
    if (this.settings.coach.hint && view.yours && !view.over) {
      bar.append(button(t.hint, () => this.hint(), "play__hint-button"));
    }
    if (this.settings.coach.undo && view.undo) bar.append(button(t.undo, () => this.undo(), "play__undo"));
    bar.append(this.coachSwitches());
    if (view.branch) {
      if (this.review) bar.append(button(t.back_to_review, () => this.review.show(), "play__back-review"));
      bar.append(button(t.back_to_match, () => this.backToMatch(), "play__back"));
    } else {
      bar.append(button(t.abandon, () => this.abandon(), "play__abandon"));
    }
    return bar;
  }

  // The coach's parts, each switched on or off during the match too (kept with the settings).
  coachSwitches() {
    const t = this.t;
    const box = el("span", "play__switches");
    for (const [name, label] of [["hint", t.hints], ["caps", t.caps_switch], ["undo", t.undo_switch]]) {
      const line = el("label", "play__switch");
      const box_ = el("input");
      box_.type = "checkbox";
      box_.name = `coach-${name}`;
      box_.checked = this.settings.coach[name];
      box_.addEventListener("change", () => {
        this.settings.coach[name] = box_.checked;
        saveSettings(this.settings);
        this.form.elements[`coach_${name}`].checked = box_.checked;
        if (name === "caps" && this.state) this.refresh();
        else this.render();
      });
      line.append(box_, " ", label);
      box.append(line);
    }
    return box;
  }

  // The same moment asked again (the Caps warning depends on the coach's setting).
  async refresh() {
    const answer = await this.ask("practice_show", { state: this.state });
    if (answer.ok) {
      this.answer = { ...answer, frames: [] };
      this.render();
      if (!this.busy && !this.inReview && !this.capsDraft) this.continue();   // a hold may be lifted
    }
  }

  overPanel(view) {
    const t = this.t;
    const box = el("div", "play__over");
    if (view.match_over) {
      const m = view.match_over;
      box.append(el("p", "play__result", view.game === "304"
        ? fill(t.match_over_304, { side: m.winners[0] + "–" + m.winners[1] })
        : fill(t.match_over_501, { seats: m.winners.split("").join(", ") })));
      box.append(el("p", "", m.winners.includes(view.seat) ? t.you_won : t.you_lost));
    }
    const index = this.state.deals.length - 1;
    box.append(button(t.review, () => new Review(this, this.state, index).show(), "play__review md-button"));
    if (view.branch) return box;
    if (view.match_over) box.append(button(t.new_match, () => { clearMatch(); this.showSetup(); }, "play__new md-button"));
    else box.append(button(t.next_deal, () => this.nextDeal(), "play__next md-button md-button--primary"));
    return box;
  }

  logElement() {
    const box = el("details", "play__log");
    box.open = true;
    box.append(el("summary", "", this.t.log));
    const list = el("ol", "play__log-list");
    list.reversed = true;    // the newest first, numbered from the last down
    for (const frame of this.log.slice().reverse()) {
      const item = el("li", frame.actor === this.answer.view.seat ? "is-mine" : "");
      item.append(el("span", "play__log-title", frame.title));
      for (const line of frame.narration) item.append(el("span", "play__log-event", line));
      list.append(item);
    }
    box.append(list);
    return box;
  }

  announce(lines) {
    this.announcer.textContent = lines.filter(Boolean).join(" ");
  }

  // ------------------------------------------------------------------ links ---------------
  async openLink(fragment) {
    this.form.hidden = true;
    this.showMessage(this.t.engine_needed);
    let answer;
    try {
      answer = await this.ask("practice_open_link", { link: decoded(fragment) });
    } catch {
      return;
    }
    if (!answer.ok) {
      const box = el("div", "play__bad-link");
      box.setAttribute("role", "alert");
      box.append(el("p", "play__notice", this.t.bad_link), el("p", "", answer.message));
      box.append(button(this.t.new_match, () => {
        history.replaceState(null, "", location.pathname + location.search);
        this.showSetup();
      }, "md-button"));
      this.live.replaceChildren(box);
      this.announce([this.t.bad_link, answer.message]);
      return;
    }
    this.saved = loadMatch();
    new Review(this, answer.state, 0, { fromLink: true }).show();
  }

  onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target instanceof HTMLElement && target.closest("input, select, textarea, [contenteditable]")) return;
    if (!this.answer || this.live.hidden || this.inReview) return;
    const key = event.key.toLowerCase();
    if (key === "h" && this.settings.coach.hint) { event.preventDefault(); this.hint(); }
    if (key === "u" && this.settings.coach.undo && this.answer.view.undo) { event.preventDefault(); this.undo(); }
  }
}

for (const root of document.querySelectorAll("section.play")) {
  const table = new Table(root);
  document.addEventListener("keydown", (event) => table.onKey(event));
  table.start();
}
