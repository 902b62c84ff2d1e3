// The practice table: the reader plays one seat against bots, through the engine in its Web
// Worker (engine/app/ behind engine/app/browser.py). The page draws only what the engine's
// answer says the reader's seat sees (`view`, `frames`); the match itself (`state`) is kept in
// localStorage and sent back with every request: of it, only the number of actions of the deal
// is read here (to number the log).
//
// While a match is on, the page is the table (the class `play-on` on the root element: no
// documentation around it), everything needed to act on the first screen.
// Modules: draw.js (drawing the table), bots.js (the bots' turns), coach.js (the Caps warning
// and order, the hint), caps-order.js (the order a Caps call states), log.js (what happened),
// result.js (the end of a deal), setup.js (the settings form), storage.js (what the browser
// keeps), link.js, review.js and figures.js (the review of a deal, its link, its figures in
// words, playing on from a card), drills.js (the deal's mistakes made into drills). The table itself is the worked-example viewer's
// (../viewer/table.js), with its cards (../cards.js), and so are the choices
// (../choices.js: calls, bids, contracts, gives).
import { askEngine, engineReady } from "../engine-client.js";
import { engineStatus } from "../engine-status.js";
import { button, el, fill } from "../dom.js";
import { Announcer } from "../announcer.js";
import { registerKeys } from "../keys.js";
import { render, tableMode, yourTurn } from "./draw.js";
import { decoded, openLink } from "./link.js";
import { bots } from "./bots.js";
import { coach } from "./coach.js";
import { DealLog } from "./log.js";
import { makeDrills } from "./drills.js";
import { gameFromAddress, settingsOf, setupForm } from "./setup.js";
import { clearMatch, loadMatch, loadSettings, saveMatch, saveSettings } from "./storage.js";

const actionsIn = (state) => state.deals[state.deals.length - 1].actions.length;

export class Table {
  constructor(root) {
    this.root = root;
    this.lang = root.dataset.lang;
    const texts = JSON.parse(root.dataset.texts);
    this.ctx = { texts, labels: JSON.parse(root.dataset.labels) };
    this.form = root.querySelector(".play__setup");
    this.live = root.querySelector(".play__live");
    this.announcer = new Announcer(root.querySelector(".play__announcer"));
    this.state = null;       // the match (or a line of one's own from the review)
    this.answer = null;      // the engine's last answer: {view, frames}
    this.log = new DealLog();
    this.refused = null;
    this.hintLine = null;
    this.hintWorth = null;  // the hint's second sentence: what the four cards were worth
    this.busy = false;
    this.run = 0;            // bumped to stop a running bot loop
    this.saved = null;       // the match, while the reader plays a line of their own
    this.settings = { speed: "normal", coach: { hint: true, caps: true, undo: true }, ...(loadSettings() || {}) };
    this.status = engineStatus(this.ctx.texts, this.lang, { onRetry: () => this.start() });
    root.prepend(this.status.element);
    // The game the address asks for (`?game=501`, the home page's "Play a deal"): chosen in the
    // form. Read once and taken out of the address, so that a reload resumes what was started.
    this.askedGame = gameFromAddress();
    if (this.askedGame) history.replaceState(null, "", location.pathname + location.hash);
    this.keptNote = null;
  }

  get t() { return this.ctx.texts; }
  // The coach (hint and review) weighs with the engine's own budget, the same for every reader,
  // so that a hint and the review of that moment agree; only the tests ask for a smaller one.
  get coachBudget() {
    return globalThis.playTestBudgetMs === undefined ? {} : { budget_ms: globalThis.playTestBudgetMs };
  }
  // A match is in progress: dealt, not over, and kept (a line of one's own is not).
  get inProgress() { return Boolean(this.answer && !this.answer.view.match_over && !this.state?.branch); }

  // ------------------------------------------------------------------ talking to the engine
  async ask(fn, request) {
    await engineReady();
    return askEngine(fn, { lang: this.lang, coach: this.settings.coach.caps, ...request });
  }

  async start() {
    if (!this.formReady) {
      this.formReady = true;
      setupForm(this.form, this.settings, { game: this.askedGame,
        onChange: (settings) => { this.settings = settings; }, onStart: () => this.newMatch() });
    }
    if (location.hash.startsWith("#deal=")) return this.openLink(location.hash.slice(1));
    const kept = loadMatch();
    // Asked for a game with no match of it kept: the form, brought into view for that game (and
    // if a match of the other game is kept, a way back to it above the form).
    if (this.askedGame && kept?.game !== this.askedGame) {
      this.showSetup(null, kept?.game ?? null);
      return (this.keptNote || this.form).scrollIntoView({ block: "start" });
    }
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

  // `keptGame`: the game of a match kept while the reader asked for the other one; the form says
  // so above it, with a way back to that match.
  showSetup(problem = null, keptGame = null) {
    this.run++;
    this.state = this.answer = this.saved = null;
    tableMode(false);
    this.live.hidden = !problem;
    this.live.replaceChildren();
    if (problem) {
      const line = el("p", "play__notice", problem);
      line.setAttribute("role", "alert");
      this.live.append(line);
    }
    this.keptNote?.remove();
    this.keptNote = keptGame ? this.keptMatchNote(keptGame) : null;
    if (this.keptNote) this.form.before(this.keptNote);
    this.form.hidden = false;
  }

  keptMatchNote(game) {
    const note = el("div", "play__kept");
    note.append(el("p", "", fill(this.t.kept_other_game, { game })),
      button(fill(this.t.back_to_kept, { game }), () => {
        this.askedGame = null;
        this.keptNote?.remove();
        this.keptNote = null;
        this.start();
      }, "md-button"));
    return note;
  }

  showMessage(text) {
    tableMode(true);
    this.live.hidden = false;
    this.live.replaceChildren(el("p", "play__notice", text));
  }

  async newMatch() {
    this.askedGame = null;
    this.keptNote?.remove();
    this.keptNote = null;
    this.settings = settingsOf(this.form);
    saveSettings(this.settings);
    const s = this.settings;
    const options = s.game === "304" ? (s.variant ? { variant: s.variant } : {}) : { players: s.players };
    const seed = Math.floor(Math.random() * 2 ** 31);
    this.form.querySelector(".play__start").disabled = true;
    // The page becomes the table at once (while the reader's tap still counts as the cause).
    this.form.hidden = true;
    this.showMessage(this.t.starting);
    scrollTo(0, 0);
    try {
      const answer = await this.ask("practice_start", { game: s.game, seat: s.seat, level: s.level, options, seed });
      if (!answer.ok) return this.showSetup(answer.message);
      history.replaceState(null, "", location.pathname + location.search);
      this.log.clear();
      this.take(answer);
      this.continue();
    } catch {
      // the status bar says why
    } finally {
      this.form.querySelector(".play__start").disabled = false;
    }
  }

  // "New match": a match in progress is dropped only once the reader says so.
  abandon() {
    if (this.inProgress && !confirm(this.t.abandon_confirm)) return;
    if (!this.state?.branch) clearMatch();
    this.log.clear();
    this.showSetup();
  }

  // ------------------------------------------------------------------ the match ------------
  // Keep the engine's answer: the state (saved unless it is a line of one's own), the view,
  // and the frames it narrates.
  take(answer, { restore = false } = {}) {
    if (restore) this.log.clear();
    this.inReview = false;
    this.capsDraft = null;
    this.chosen = null;
    this.state = answer.state;
    this.answer = answer;
    this.refused = answer.refused || null;
    if (!answer.refused) this.hintLine = this.hintWorth = null;
    if (!this.state.branch) saveMatch(this.state);
    const view = answer.view;
    // The tallies before the deal, for its result (they change only once it is over).
    if (!view.over || restore) this.before = view.over ? null : view.tallies;
    const frames = answer.frames || [];
    this.log.add(frames, actionsIn(this.state));
    this.render();
    const said = frames.flatMap((frame) => [frame.title, ...frame.narration]);
    if (answer.refused) said.push(answer.refused.message);
    if (view.yours) said.push(yourTurn(this.t, view));
    if (view.over) said.push(this.t.deal_over);
    this.announce(said);
    if (view.over && !this.state.branch) makeDrills(this);    // the deal's mistakes, as drills
  }

  showProblem(answer) {
    const line = el("p", "play__notice", answer.message);
    line.setAttribute("role", "alert");
    this.live.prepend(line);
    this.announce([answer.message]);
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

  // Undo: the reader's last action and the bots' replies are struck out in the log, not erased.
  async undo() {
    if (this.busy) return;
    this.busy = true;
    this.run++;
    try {
      const answer = await this.ask("practice_undo", { state: this.state });
      if (!answer.ok) return this.showProblem(answer);
      this.log.undoTo(actionsIn(answer.state));
      this.take(answer);
    } finally {
      this.busy = false;
    }
    this.continue();
  }

  async nextDeal() {
    const answer = await this.ask("practice_next", { state: this.state });
    if (!answer.ok) return this.showProblem(answer);
    this.log.clear();
    this.take(answer);
    this.continue();
  }

  // A line of one's own from the review: the match waits, saved as it was.
  playFrom(answer, review) {
    this.saved = this.saved || this.state;
    this.review = review;
    this.log.clear();
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

  render() { render(this); }

  announce(lines) {
    this.announcer.say(lines);
  }

  openLink(fragment) { return openLink(this, decoded(fragment)); }

  // H for a hint, U to undo, wherever the focus is (../keys.js, the page's one key handler).
  key(name) {
    if (!this.answer || this.live.hidden || this.inReview) return false;
    const key = name.toLowerCase();
    if (key === "h" && this.settings.coach.hint) this.hint();
    else if (key === "u" && this.settings.coach.undo && this.answer.view.undo) this.undo();
    else return false;
    return true;
  }
}

// The coach's methods (coach.js) and the bots' turns (bots.js), on every table.
Object.defineProperties(Table.prototype, Object.getOwnPropertyDescriptors(coach));
Object.defineProperties(Table.prototype, Object.getOwnPropertyDescriptors(bots));

for (const root of document.querySelectorAll("section.play")) {
  const table = new Table(root);
  registerKeys({ root, key: (name) => table.key(name) });
  // Leaving a line of one's own (which is not kept, unlike the match) asks first.
  addEventListener("beforeunload", (event) => {
    if (table.state?.branch && !table.answer?.view.over) event.preventDefault();
  });
  table.start();
}
