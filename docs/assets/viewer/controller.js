// The viewer's controller: which step is shown, from which seat, and the reader's own line
// (a branch played with the engine). It knows nothing of the page: after every change it calls
// `onChange(change)`, where `change.kind` says what happened, so that the view can redraw and
// put the focus on a sensible control (docs/assets/viewer/view.js).
//
// Kinds: "step", "view", "previous", "branch-start", "played", "refused", "undo", "chosen",
// "left-branch", "branch-failed", "bots" (a bot played, or the bots started or stopped).
import { askEngine, engineReady } from "../engine-client.js";

export const ABOVE = "*";
// Between two bots' actions, long enough to read the narration of each.
export const BOT_PAUSE_MS = 700;
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

export class Controller {
  // `transcript`: the example's JSON (tutorials/transcript.py); `confirmLeave()`: asks the
  // reader whether to drop a branch that holds actions (true: drop it).
  constructor(transcript, { lang, confirmLeave, onChange }) {
    this.t = transcript;
    this.lang = lang;
    this.confirmLeave = confirmLeave;
    this.onChange = onChange;
    this.n = 0;
    this.view = ABOVE;
    this.showPrevious = false;
    this.branch = null;         // {state, message, chosen} while the reader plays their own line
    this.branchActions = [];    // the reader's actions in the branch, for undo one at a time
    this.branchPending = false; // the reader asked for a branch; the engine is still loading
  }

  get last() { return this.t.frames.length - 1; }
  get frame() { return this.t.frames[this.n]; }
  // A branch with actions in it: leaving loses them, so the page asks first.
  get hasUnsavedBranch() { return Boolean(this.branch && this.branchActions.length); }

  changed(kind, extra = {}) { this.onChange({ kind, ...extra }); }

  // ------------------------------------------------------------------ stepping -----------
  // Go to step `n` (clamped); inside a branch, only once the reader agreed to leave it.
  // Answers whether the step changed.
  goTo(n) {
    const leaving = Boolean(this.branch);
    if (!this.leaveBranch()) return false;
    this.n = Math.max(0, Math.min(n, this.last));
    this.changed(leaving ? "left-branch" : "step");
    return true;
  }

  // The keys' moves; inside a branch keys do nothing (it has its own Undo, and a stray key
  // must not throw the reader's line away).
  key(name) {
    if (this.branch) return false;
    const moves = { ArrowLeft: this.n - 1, ArrowRight: this.n + 1, Home: 0, End: this.last };
    if (!(name in moves)) return false;
    this.goTo(moves[name]);
    return true;
  }

  leaveBranch() {
    if (this.hasUnsavedBranch && !this.confirmLeave()) return false;
    this.branch = null;
    this.branchActions = [];
    return true;   // (a branch still waiting for the engine opens at the step then shown)
  }

  setView(view) {
    this.view = view;
    this.changed("view");
    if (this.branch?.bots) this.runBots();
  }

  togglePrevious() {
    this.showPrevious = !this.showPrevious;
    this.changed("previous");
  }

  // ------------------------------------------------------------------ branching ----------
  actionsSoFar() {
    return this.t.frames.slice(1, this.n + 1)
      .filter((frame) => frame.action && !frame.refused)
      .map((frame) => frame.action);
  }

  // While the engine loads, the example stays steppable (the loading bar is the view's); the
  // branch opens at the step shown once the engine is ready.
  async startBranch() {
    this.branchPending = true;
    try {
      await engineReady();
    } catch {
      this.branchPending = false;
      this.changed("branch-failed");   // the status bar says why, with "Try again"
      return;
    }
    if (!this.branchPending || this.branch) return;
    this.branchPending = false;
    if (!this.frame.tables[this.view].to_act) return;
    const state = await askEngine("branch_start",
      { scenario: this.t.scenario, actions: this.actionsSoFar(), lang: this.lang });
    this.branch = { state, message: state.ok ? null : state, chosen: null, bots: false };
    this.changed("branch-start");
  }

  // What every branch request carries (engine/app/branches.py keeps nothing between requests):
  // the example's scenario and every action of the branch so far, replayed by the engine.
  branchRequest(more = {}) {
    return { scenario: this.t.scenario, actions: [...this.actionsSoFar(), ...this.branchActions],
      lang: this.lang, ...more };
  }

  async play(action) {
    const result = await askEngine("branch_apply", this.branchRequest({ action }));
    if (!this.branch) return;
    if (result.ok) {
      this.branch = { state: result, message: null, chosen: null, bots: this.branch.bots };
      this.branchActions.push(action);
      this.changed("played", { action });
      if (this.branch.bots) this.runBots();
    } else {
      // The state stays as it was; the refusal says which action it was about.
      this.branch.message = { ...result, action };
      this.changed("refused", { action });
    }
  }

  // Undo the reader's last action: the deal is rebuilt from the scenario and the actions before it.
  async undo() {
    const actions = this.branchActions.slice(0, -1);
    const state = await askEngine("branch_start",
      { scenario: this.t.scenario, actions: [...this.actionsSoFar(), ...actions], lang: this.lang });
    if (!this.branch) return;
    if (state.ok) {
      this.branch = { state, message: null, chosen: null, bots: false };
      this.branchActions = actions;
    } else this.branch.message = state;
    this.changed("undo");
  }

  // "Let the bots finish": the bots play the deal out, one action at a time, each from its own
  // seat's observation (engine/app/branches.py, branch_bot). From a seat's view they play the other
  // seats and leave that seat to the reader; from above, every seat.
  botsFinish() {
    if (!this.branch || this.branch.bots) return;
    this.branch.bots = true;
    this.changed("bots");
    this.runBots();
  }

  stopBots() {
    if (!this.branch || !this.branch.bots) return;
    this.branch.bots = false;
    this.changed("bots");
  }

  // Whose turn it is decides: a bot's, or the reader's seat (the loop waits for its action).
  get botsWaitForReader() {
    const state = this.branch?.state;
    return Boolean(state && this.view !== ABOVE && state.to_act === this.view);
  }

  async runBots() {
    if (this.botsRunning) return;
    this.botsRunning = true;
    try {
      while (this.branch?.bots && this.branch.state?.ok && !this.branch.state.over && !this.botsWaitForReader) {
        await pause(BOT_PAUSE_MS);
        const branch = this.branch;
        if (!branch?.bots || this.botsWaitForReader) break;
        const result = await askEngine("branch_bot", this.branchRequest());
        if (this.branch !== branch || !branch.bots) break;      // left, undone or stopped meanwhile
        if (!result.ok) {
          this.branch = { ...branch, message: result, bots: false };
          this.changed("bots");
          break;
        }
        this.branch = { state: result, message: null, chosen: null, bots: !result.over };
        this.branchActions.push(result.action);
        this.changed("bots", { action: result.action });
      }
    } finally {
      this.botsRunning = false;
    }
  }

  // 501's exchange: the card chosen to give, before its seat is.
  choose(card) {
    this.branch.chosen = card;
    this.changed("chosen", { card });
  }
}
